declare const styles: {
  readonly "actions": string;
  readonly "form": string;
  readonly "hint": string;
  readonly "iconOption": string;
  readonly "iconSelect": string;
  readonly "initials": string;
  readonly "item": string;
  readonly "itemActions": string;
  readonly "itemLegend": string;
  readonly "layout": string;
  readonly "list": string;
  readonly "number": string;
  readonly "photo": string;
  readonly "photoActions": string;
  readonly "preview": string;
  readonly "previewFrame": string;
  readonly "previewHeader": string;
  readonly "previewStage": string;
  readonly "previewViewport": string;
  readonly "section": string;
  readonly "sectionExtra": string;
  readonly "sectionTitle": string;
  readonly "sections": string;
  readonly "shown": string;
};
export = styles;


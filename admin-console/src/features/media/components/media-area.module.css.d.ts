declare const styles: {
  readonly "actions": string;
  readonly "altEdit": string;
  readonly "altRow": string;
  readonly "card": string;
  readonly "count": string;
  readonly "details": string;
  readonly "empty": string;
  readonly "error": string;
  readonly "facts": string;
  readonly "label": string;
  readonly "list": string;
  readonly "name": string;
  readonly "note": string;
  readonly "panel": string;
  readonly "panelHeading": string;
  readonly "thumbLink": string;
  readonly "usage": string;
};
export = styles;


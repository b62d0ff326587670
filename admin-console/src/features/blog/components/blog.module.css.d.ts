declare const styles: {
  readonly "chosenImage": string;
  readonly "code": string;
  readonly "libraryButton": string;
  readonly "listActions": string;
  readonly "note": string;
  readonly "previewFrame": string;
  readonly "previewNote": string;
  readonly "row": string;
  readonly "stack": string;
};
export = styles;


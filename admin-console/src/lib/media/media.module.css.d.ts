declare const styles: {
  readonly "empty": string;
  readonly "fileInput": string;
  readonly "grid": string;
  readonly "label": string;
  readonly "note": string;
  readonly "picker": string;
  readonly "pickerActions": string;
  readonly "thumb": string;
  readonly "tile": string;
  readonly "tileAlt": string;
  readonly "tileMeta": string;
  readonly "uploadButton": string;
  readonly "uploadDetails": string;
  readonly "uploadField": string;
  readonly "uploadForm": string;
  readonly "wide": string;
};
export = styles;


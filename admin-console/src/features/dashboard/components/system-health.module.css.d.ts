declare const styles: {
  readonly "card": string;
  readonly "detail": string;
  readonly "label": string;
  readonly "row": string;
  readonly "rows": string;
  readonly "tag": string;
  readonly "text": string;
  readonly "title": string;
};
export = styles;


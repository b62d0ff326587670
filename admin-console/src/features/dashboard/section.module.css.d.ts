declare const styles: {
  readonly "header": string;
  readonly "muted": string;
  readonly "section": string;
  readonly "title": string;
};
export = styles;


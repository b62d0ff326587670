declare const styles: {
  readonly "header": string;
  readonly "narrow": string;
  readonly "page": string;
  readonly "title": string;
  readonly "updated": string;
};
export = styles;


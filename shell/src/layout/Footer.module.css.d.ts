declare const styles: {
  readonly "about": string;
  readonly "bottom": string;
  readonly "column": string;
  readonly "copyright": string;
  readonly "footer": string;
  readonly "grid": string;
  readonly "heading": string;
  readonly "legal": string;
  readonly "link": string;
  readonly "links": string;
  readonly "social": string;
  readonly "socialLink": string;
  readonly "text": string;
};
export = styles;


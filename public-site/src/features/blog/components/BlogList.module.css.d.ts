declare const styles: {
  readonly "featured": string;
  readonly "grid": string;
  readonly "item": string;
  readonly "leadItem": string;
  readonly "message": string;
  readonly "newer": string;
  readonly "older": string;
  readonly "pageOf": string;
  readonly "pages": string;
};
export = styles;


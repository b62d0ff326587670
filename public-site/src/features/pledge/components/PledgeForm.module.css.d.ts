declare const styles: {
  readonly "consent": string;
  readonly "form": string;
  readonly "head": string;
  readonly "submit": string;
  readonly "title": string;
};
export = styles;


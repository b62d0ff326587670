declare const styles: {
  readonly "page": string;
  readonly "root": string;
};
export = styles;


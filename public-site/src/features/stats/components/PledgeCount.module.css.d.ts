declare const styles: {
  readonly "count": string;
  readonly "loading": string;
  readonly "wrap": string;
};
export = styles;


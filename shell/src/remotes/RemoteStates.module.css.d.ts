declare const styles: {
  readonly "bar": string;
  readonly "failure": string;
  readonly "loading": string;
  readonly "slide": string;
};
export = styles;


declare const styles: {
  readonly "circle": string;
  readonly "pulse": string;
  readonly "skeleton": string;
};
export = styles;


declare const styles: {
  readonly "grid": string;
};
export = styles;


declare const styles: {
  readonly "prose": string;
};
export = styles;


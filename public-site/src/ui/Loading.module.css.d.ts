declare const styles: {
  readonly "loading": string;
  readonly "spin": string;
  readonly "spinner": string;
};
export = styles;


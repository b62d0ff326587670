declare const styles: {
  readonly "moon": string;
  readonly "sun": string;
  readonly "toggle": string;
};
export = styles;


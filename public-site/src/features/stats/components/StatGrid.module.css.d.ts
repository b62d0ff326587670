declare const styles: {
  readonly "after": string;
  readonly "four": string;
  readonly "grid": string;
  readonly "one": string;
  readonly "three": string;
  readonly "two": string;
};
export = styles;


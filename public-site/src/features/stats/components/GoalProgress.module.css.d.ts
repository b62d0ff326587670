declare const styles: {
  readonly "fill": string;
  readonly "mark": string;
  readonly "marks": string;
  readonly "passed": string;
  readonly "text": string;
  readonly "track": string;
};
export = styles;


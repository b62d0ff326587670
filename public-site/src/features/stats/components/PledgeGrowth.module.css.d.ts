declare const styles: {
  readonly "chart": string;
  readonly "empty": string;
  readonly "figure": string;
  readonly "title": string;
};
export = styles;


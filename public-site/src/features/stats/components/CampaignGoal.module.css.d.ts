declare const styles: {
  readonly "card": string;
  readonly "text": string;
  readonly "title": string;
};
export = styles;


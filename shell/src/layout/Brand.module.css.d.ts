declare const styles: {
  readonly "badge": string;
  readonly "brand": string;
  readonly "name": string;
};
export = styles;


declare const styles: {
  readonly "tag": string;
  readonly "tags": string;
};
export = styles;


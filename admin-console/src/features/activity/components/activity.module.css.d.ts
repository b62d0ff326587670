declare const styles: {
  readonly "id": string;
  readonly "summary": string;
  readonly "tag": string;
  readonly "what": string;
};
export = styles;


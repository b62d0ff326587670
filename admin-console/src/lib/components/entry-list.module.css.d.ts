declare const styles: {
  readonly "entry": string;
  readonly "entryMeta": string;
  readonly "entryText": string;
  readonly "entryTitle": string;
  readonly "list": string;
};
export = styles;


declare const styles: {
  readonly "article": string;
  readonly "back": string;
  readonly "citations": string;
  readonly "header": string;
  readonly "image": string;
  readonly "meta": string;
  readonly "metaItem": string;
  readonly "narrow": string;
  readonly "notFound": string;
  readonly "notFoundIcon": string;
  readonly "shareBlock": string;
  readonly "shareLabel": string;
  readonly "shareRow": string;
  readonly "skeleton": string;
  readonly "standfirst": string;
  readonly "title": string;
};
export = styles;


declare const styles: {
  readonly "body": string;
  readonly "card": string;
  readonly "excerpt": string;
  readonly "fade-up": string;
  readonly "image": string;
  readonly "lead": string;
  readonly "meta": string;
  readonly "metaItem": string;
  readonly "readMore": string;
  readonly "skeleton": string;
  readonly "skeletonImage": string;
  readonly "skeletonLines": string;
  readonly "skeletonTags": string;
  readonly "title": string;
};
export = styles;


declare const styles: {
  readonly "address": string;
  readonly "card": string;
  readonly "cards": string;
  readonly "icon": string;
  readonly "label": string;
  readonly "list": string;
  readonly "note": string;
  readonly "social": string;
  readonly "socialLink": string;
  readonly "title": string;
};
export = styles;


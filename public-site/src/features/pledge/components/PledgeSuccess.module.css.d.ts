declare const styles: {
  readonly "actions": string;
  readonly "card": string;
  readonly "copyRow": string;
  readonly "facebook": string;
  readonly "icon": string;
  readonly "linkField": string;
  readonly "linkedin": string;
  readonly "next": string;
  readonly "personalLink": string;
  readonly "share": string;
  readonly "shareBox": string;
  readonly "shareLink": string;
  readonly "shareSheet": string;
  readonly "thanks": string;
  readonly "title": string;
  readonly "twitter": string;
  readonly "wrap": string;
};
export = styles;


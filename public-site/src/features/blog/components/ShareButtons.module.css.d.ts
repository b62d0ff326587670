declare const styles: {
  readonly "button": string;
  readonly "buttons": string;
  readonly "facebook": string;
  readonly "linkedin": string;
  readonly "twitter": string;
};
export = styles;


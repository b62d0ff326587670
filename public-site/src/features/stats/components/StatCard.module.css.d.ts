declare const styles: {
  readonly "card": string;
  readonly "icon": string;
  readonly "label": string;
  readonly "value": string;
};
export = styles;


declare const styles: {
  readonly "banner": string;
  readonly "icon": string;
};
export = styles;


declare const styles: {
  readonly "card": string;
  readonly "cardText": string;
  readonly "cardTitle": string;
  readonly "fade-up": string;
  readonly "grid": string;
  readonly "icon": string;
  readonly "message": string;
  readonly "panel": string;
  readonly "skeletonText": string;
  readonly "tab": string;
  readonly "tablist": string;
};
export = styles;


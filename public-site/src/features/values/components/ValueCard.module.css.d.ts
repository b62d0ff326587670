declare const styles: {
  readonly "back": string;
  readonly "backTitle": string;
  readonly "card": string;
  readonly "description": string;
  readonly "face": string;
  readonly "fade-up": string;
  readonly "flipped": string;
  readonly "front": string;
  readonly "hint": string;
  readonly "icon": string;
  readonly "inner": string;
  readonly "item": string;
  readonly "title": string;
};
export = styles;


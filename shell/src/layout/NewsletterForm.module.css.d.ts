declare const styles: {
  readonly "error": string;
  readonly "form": string;
  readonly "input": string;
  readonly "label": string;
  readonly "row": string;
  readonly "spin": string;
  readonly "spinner": string;
  readonly "submit": string;
  readonly "subscribed": string;
};
export = styles;


declare const styles: {
  readonly "error": string;
  readonly "field": string;
  readonly "hint": string;
  readonly "label": string;
  readonly "labelRow": string;
  readonly "required": string;
  readonly "requiredNote": string;
};
export = styles;


declare const styles: {
  readonly "iconOption": string;
  readonly "listActions": string;
  readonly "moves": string;
};
export = styles;


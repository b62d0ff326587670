declare const styles: {
  readonly "anchor": string;
  readonly "fade": string;
  readonly "tooltip": string;
};
export = styles;


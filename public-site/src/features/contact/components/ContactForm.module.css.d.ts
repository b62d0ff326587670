declare const styles: {
  readonly "form": string;
  readonly "sent": string;
  readonly "sentTitle": string;
};
export = styles;


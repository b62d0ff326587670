declare const styles: {
  readonly "modalAlert": string;
  readonly "resultTitle": string;
  readonly "source": string;
  readonly "sourceDetails": string;
};
export = styles;


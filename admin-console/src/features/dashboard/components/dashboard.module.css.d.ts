declare const styles: {
  readonly "campaign": string;
  readonly "campaignNote": string;
  readonly "canvas": string;
  readonly "canvasLoading": string;
  readonly "chart": string;
  readonly "chartHeader": string;
  readonly "chartSummary": string;
  readonly "chartTitle": string;
  readonly "charts": string;
  readonly "total": string;
  readonly "totalLink": string;
  readonly "totals": string;
};
export = styles;


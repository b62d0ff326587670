declare const styles: {
  readonly "bar": string;
  readonly "barColumn": string;
  readonly "count": string;
  readonly "notice": string;
  readonly "table": string;
  readonly "tableWrap": string;
  readonly "top": string;
  readonly "topEntry": string;
  readonly "topList": string;
  readonly "topTitle": string;
  readonly "tops": string;
  readonly "totals": string;
  readonly "value": string;
};
export = styles;


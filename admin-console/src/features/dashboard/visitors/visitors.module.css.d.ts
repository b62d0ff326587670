declare const styles: {
  readonly "bar": string;
  readonly "barColumn": string;
  readonly "count": string;
  readonly "header": string;
  readonly "muted": string;
  readonly "notice": string;
  readonly "section": string;
  readonly "table": string;
  readonly "tableWrap": string;
  readonly "title": string;
  readonly "top": string;
  readonly "topEntry": string;
  readonly "topList": string;
  readonly "topTitle": string;
  readonly "tops": string;
  readonly "totals": string;
  readonly "value": string;
};
export = styles;


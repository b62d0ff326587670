declare const styles: {
  readonly "actions": string;
  readonly "filter": string;
  readonly "header": string;
  readonly "lead": string;
  readonly "muted": string;
  readonly "nowrap": string;
  readonly "panel": string;
  readonly "resultTitle": string;
  readonly "title": string;
  readonly "titleBlock": string;
  readonly "toolbar": string;
  readonly "toolbarGrow": string;
  readonly "total": string;
};
export = styles;


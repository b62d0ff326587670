declare const styles: {
  readonly "actions": string;
  readonly "active": string;
  readonly "cta": string;
  readonly "header": string;
  readonly "inner": string;
  readonly "link": string;
  readonly "list": string;
  readonly "nav": string;
};
export = styles;


declare const styles: {
  readonly "active": string;
  readonly "close": string;
  readonly "cta": string;
  readonly "drop": string;
  readonly "link": string;
  readonly "list": string;
  readonly "menu": string;
  readonly "open": string;
  readonly "panel": string;
  readonly "toggle": string;
};
export = styles;


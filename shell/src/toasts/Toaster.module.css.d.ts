declare const styles: {
  readonly "body": string;
  readonly "close": string;
  readonly "description": string;
  readonly "enter": string;
  readonly "link": string;
  readonly "list": string;
  readonly "title": string;
  readonly "toast": string;
  readonly "viewport": string;
};
export = styles;


declare const styles: {
  readonly "account": string;
  readonly "actions": string;
  readonly "brand": string;
  readonly "brandName": string;
  readonly "header": string;
  readonly "inner": string;
  readonly "logout": string;
  readonly "name": string;
  readonly "role": string;
  readonly "tag": string;
};
export = styles;


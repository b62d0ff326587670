declare const styles: {
  readonly "alert": string;
  readonly "days": string;
  readonly "form": string;
  readonly "group": string;
  readonly "hint": string;
  readonly "legend": string;
  readonly "number": string;
  readonly "policy": string;
  readonly "scopes": string;
  readonly "secret": string;
  readonly "switchRow": string;
  readonly "tokenMeta": string;
  readonly "tokenRow": string;
  readonly "tokenTag": string;
  readonly "tokens": string;
};
export = styles;


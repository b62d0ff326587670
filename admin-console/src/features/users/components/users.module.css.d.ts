declare const styles: {
  readonly "actions": string;
  readonly "email": string;
  readonly "formAlert": string;
  readonly "formLead": string;
  readonly "linkPanel": string;
  readonly "linkRow": string;
  readonly "roleSelect": string;
  readonly "total": string;
  readonly "youTag": string;
};
export = styles;


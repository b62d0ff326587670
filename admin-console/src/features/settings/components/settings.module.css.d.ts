declare const styles: {
  readonly "alert": string;
  readonly "days": string;
  readonly "deliveries": string;
  readonly "deliveryError": string;
  readonly "endpoint": string;
  readonly "endpointActions": string;
  readonly "endpointText": string;
  readonly "endpointUrl": string;
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
  readonly "visuallyHidden": string;
  readonly "webhooks": string;
};
export = styles;


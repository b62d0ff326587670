declare const styles: {
  readonly "address": string;
  readonly "detail": string;
  readonly "detailActions": string;
  readonly "detailSubject": string;
  readonly "error": string;
  readonly "frame": string;
  readonly "from": string;
  readonly "header": string;
  readonly "notice": string;
  readonly "parts": string;
  readonly "subject": string;
  readonly "text": string;
  readonly "to": string;
};
export = styles;


declare const styles: {
  readonly "buttons": string;
  readonly "code": string;
  readonly "editor": string;
  readonly "error": string;
  readonly "facts": string;
  readonly "field": string;
  readonly "form": string;
  readonly "frame": string;
  readonly "note": string;
  readonly "paneHeading": string;
  readonly "preview": string;
  readonly "segments": string;
  readonly "sendForm": string;
  readonly "sent": string;
  readonly "sentHeading": string;
  readonly "subject": string;
};
export = styles;


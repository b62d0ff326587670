declare const styles: {
  readonly "buttons": string;
  readonly "code": string;
  readonly "editor": string;
  readonly "facts": string;
  readonly "form": string;
  readonly "frame": string;
  readonly "note": string;
  readonly "paneHeading": string;
  readonly "preview": string;
  readonly "sent": string;
  readonly "sentHeading": string;
  readonly "subject": string;
};
export = styles;


declare const styles: {
  readonly "actions": string;
  readonly "alert": string;
  readonly "codeInput": string;
  readonly "codes": string;
  readonly "hint": string;
  readonly "narrowForm": string;
  readonly "qr": string;
  readonly "secret": string;
  readonly "section": string;
  readonly "sectionTitle": string;
  readonly "session": string;
  readonly "sessionDetails": string;
  readonly "sessionTitle": string;
  readonly "sessions": string;
  readonly "steps": string;
};
export = styles;


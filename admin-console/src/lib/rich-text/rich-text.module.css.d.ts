declare const styles: {
  readonly "content": string;
  readonly "count": string;
  readonly "dialogActions": string;
  readonly "editor": string;
  readonly "file": string;
  readonly "groupStart": string;
  readonly "htmlToggle": string;
  readonly "library": string;
  readonly "loading": string;
  readonly "notice": string;
  readonly "source": string;
  readonly "surface": string;
  readonly "tool": string;
  readonly "toolbar": string;
};
export = styles;


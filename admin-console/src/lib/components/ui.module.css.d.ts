declare const styles: {
  readonly "actions": string;
  readonly "code": string;
  readonly "editorBadges": string;
  readonly "editorCard": string;
  readonly "editorHeader": string;
  readonly "editorHeading": string;
  readonly "editorPane": string;
  readonly "editorSubtitle": string;
  readonly "empty": string;
  readonly "emptyText": string;
  readonly "fieldHelp": string;
  readonly "fieldPair": string;
  readonly "item": string;
  readonly "itemDirty": string;
  readonly "itemMeta": string;
  readonly "itemTitle": string;
  readonly "list": string;
  readonly "listGroup": string;
  readonly "listHeading": string;
  readonly "listPane": string;
  readonly "restored": string;
  readonly "split": string;
  readonly "viewLink": string;
};
export = styles;


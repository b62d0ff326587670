declare const styles: {
  readonly "nameNotice": string;
  readonly "nameNoticeActions": string;
  readonly "renewalAlert": string;
  readonly "renewalLead": string;
  readonly "status": string;
};
export = styles;


declare const styles: {
  readonly "area": string;
  readonly "badge": string;
  readonly "badgeCount": string;
  readonly "body": string;
  readonly "drawerBody": string;
  readonly "layout": string;
  readonly "menu": string;
  readonly "nav": string;
  readonly "navLabel": string;
  readonly "navLink": string;
  readonly "phoneArea": string;
  readonly "phoneBar": string;
  readonly "sider": string;
};
export = styles;


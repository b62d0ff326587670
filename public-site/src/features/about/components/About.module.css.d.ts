declare const styles: {
  readonly "avatar": string;
  readonly "dot": string;
  readonly "event": string;
  readonly "eventCard": string;
  readonly "eventText": string;
  readonly "eventTitle": string;
  readonly "lead": string;
  readonly "left": string;
  readonly "member": string;
  readonly "memberBio": string;
  readonly "memberName": string;
  readonly "memberTitle": string;
  readonly "mission": string;
  readonly "missionLayout": string;
  readonly "paragraph": string;
  readonly "photo": string;
  readonly "right": string;
  readonly "team": string;
  readonly "timeline": string;
  readonly "visible": string;
  readonly "year": string;
};
export = styles;


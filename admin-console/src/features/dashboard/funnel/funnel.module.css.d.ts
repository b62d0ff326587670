declare const styles: {
  readonly "change": string;
  readonly "count": string;
  readonly "goal": string;
  readonly "headline": string;
  readonly "headlines": string;
  readonly "sharer": string;
  readonly "sharers": string;
  readonly "step": string;
  readonly "stepBar": string;
  readonly "stepRate": string;
  readonly "stepText": string;
  readonly "stepTrack": string;
  readonly "stepValue": string;
  readonly "steps": string;
  readonly "tableWrap": string;
  readonly "top": string;
  readonly "topTitle": string;
  readonly "tops": string;
  readonly "value": string;
  readonly "valueCell": string;
};
export = styles;


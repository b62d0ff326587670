declare const styles: {
  readonly "alone": string;
  readonly "benefitList": string;
  readonly "benefitTitle": string;
  readonly "closing": string;
  readonly "formCard": string;
  readonly "formTitle": string;
  readonly "notFound": string;
  readonly "notFoundCode": string;
  readonly "notFoundLinks": string;
  readonly "pledgeIntro": string;
  readonly "pledgeLayout": string;
  readonly "pledgeSection": string;
  readonly "pledgeText": string;
  readonly "pledgeTextLabel": string;
  readonly "shareTip": string;
  readonly "shareTipIcon": string;
  readonly "stack": string;
  readonly "twoColumns": string;
};
export = styles;


declare const styles: {
  readonly "avatar": string;
  readonly "brought": string;
  readonly "leader": string;
  readonly "leaderName": string;
  readonly "leaderboard": string;
  readonly "location": string;
  readonly "name": string;
  readonly "person": string;
  readonly "quote": string;
  readonly "quoteIcon": string;
  readonly "rank": string;
  readonly "testimonial": string;
  readonly "testimonials": string;
};
export = styles;


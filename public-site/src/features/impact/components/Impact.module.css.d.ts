declare const styles: {
  readonly "avatar": string;
  readonly "location": string;
  readonly "name": string;
  readonly "person": string;
  readonly "quote": string;
  readonly "quoteIcon": string;
  readonly "testimonial": string;
  readonly "testimonials": string;
};
export = styles;


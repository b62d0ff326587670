import { PLEDGE_COUNT_DEFAULTS } from './pledge-count-defaults';
import type { PledgeContent } from './pledge-schema';

export const PLEDGE_DEFAULTS: PledgeContent = {
  hero: {
    title: 'Take the Pledge',
    subtitle:
      'Commit to avoiding processed foods with added nitrates and nitrites for the 30 days of November.',
  },
  pledgeText: {
    label: 'The Pledge',
    text: 'I pledge to avoid processed foods containing added nitrates and nitrites throughout November, to read labels and choose fresh alternatives, and to share what I learn with the people around me.',
  },
  benefits: [
    {
      icon: 'Heart',
      title: 'Healthier Living',
      text: 'Cut back on processed meats with added nitrates and nitrites and make room for fresh, whole foods.',
    },
    {
      icon: 'Users',
      title: 'Join Community',
      text: 'Cook, shop and learn alongside thousands of people making the same commitment.',
    },
    {
      icon: 'Sparkles',
      title: 'Create Change',
      text: 'Show food makers and retailers that shoppers want clearer labels and nitrate-free choices.',
    },
  ],
  count: PLEDGE_COUNT_DEFAULTS,
  success: {
    title: 'Welcome to the Movement!',
    thanks:
      "Thank you for taking the pledge! You're now one of {count} people committed to a nitrate-free November.",
    thanksWithoutCount:
      "Thank you for taking the pledge! You're now part of a community committed to a nitrate-free November.",
    nextTitle: "What's Next?",
    nextEmail: 'Check your email for resources, recipes and tips to get started.',
    nextSocial: 'Follow us on social media for daily inspiration and updates.',
    nextShare: 'Share your journey and invite friends and family to join you.',
    homeButton: 'Back to Home',
    impactButton: 'View Our Impact',
  },
  hiddenSections: [],
};

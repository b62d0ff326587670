import { NITRATE_STAT } from '../constants';
import type { HomepageContent } from './homepage-schema';

export const HOMEPAGE_DEFAULTS: HomepageContent = {
  hero: {
    headline: 'Go Nitrate-Free',
    headlineAccent: 'This November',
    subheadline:
      'Take the pledge to skip processed foods made with added nitrates and nitrites for the 30 days of November, and discover how good fresh, simple food can be.',
    ctaPrimary: 'Take the Pledge',
    ctaSecondary: 'Learn More',
  },
  nitrateProblem: {
    badge: 'The Problem',
    title: 'The Problem with Processed Meat',
    statNumber: NITRATE_STAT,
    statText: 'nitrate-free meals: our shared goal for this November',
    description:
      'Bacon, ham, hot dogs, salami and many deli meats are cured with sodium nitrite or nitrate to keep their pink color and extend shelf life. During cooking and digestion these additives can form N-nitroso compounds, one of the reasons the International Agency for Research on Cancer (part of the WHO) classifies processed meat as carcinogenic to humans. Nitrates that occur naturally in vegetables are not our target: we focus on the ones added to processed food.',
  },
  howItWorks: {
    title: 'How It Works',
    subtitle: 'Three simple steps to a healthier November.',
    steps: [
      {
        number: 1,
        icon: 'ClipboardCheck',
        title: 'Take the Pledge',
        description:
          'Commit to avoiding processed meats and other foods with added nitrates and nitrites for the whole month of November.',
      },
      {
        number: 2,
        icon: 'BookOpen',
        title: 'Learn & Discover',
        description:
          'Read our research articles and practical tips on reading labels, shopping smart and cooking fresh alternatives.',
      },
      {
        number: 3,
        icon: 'Share2',
        title: 'Share Your Journey',
        description:
          'Share your meals, swaps and lessons with friends and family, and encourage them to join you.',
      },
    ],
  },
  impactSoFar: {
    title: 'Our Impact So Far',
    subtitle: 'Every pledge adds up. Here is what our community has achieved together.',
    pledgesLabel: 'Pledges Taken',
    growthLabel: 'Year-over-Year Growth',
    reachLabel: 'Social Media Reach',
  },
  benefits: {
    title: 'Why Join Us',
    subtitle: 'A month of small changes can shape healthier habits for the whole year.',
    items: [
      {
        icon: 'Heart',
        title: 'Better Health',
        description:
          'Eating less processed meat follows the advice of leading cancer research organizations and leaves more room on your plate for fresh, whole foods.',
      },
      {
        icon: 'Users',
        title: 'Join Community',
        description:
          'Connect with people who are cooking, shopping and learning together, and swap recipes and ideas along the way.',
      },
      {
        icon: 'TrendingUp',
        title: 'Make Impact',
        description:
          'Every pledge tells food makers and retailers that shoppers want clearer labels and more products without added nitrates.',
      },
    ],
  },
  researchHighlights: {
    badge: 'Backed by Research',
    title: 'What the Research Says',
    subtitle:
      'International health agencies have reviewed hundreds of studies on processed meat and cancer. Here is what they found.',
    stats: [
      {
        number: '18%',
        description:
          'higher risk of colorectal cancer for every 50 grams of processed meat eaten daily',
        source: 'IARC Monograph Vol. 114 (2018)',
      },
      {
        number: '34,000+',
        description:
          'cancer deaths each year worldwide attributable to diets high in processed meat',
        source: 'Global Burden of Disease Project, cited by WHO/IARC (2015)',
      },
    ],
    featuredArticlesTitle: 'Latest Research & Insights',
    featuredArticlesSubtitle:
      'Plain-language summaries of the evidence on nitrates, processed food and health.',
    viewAllButton: 'View All Research Articles',
  },
  cta: {
    title: 'Take the Pledge Today',
    subtitle:
      'Commit to a nitrate-free November and take the first step toward healthier eating habits that last all year.',
    button: 'Take the Pledge',
  },
  hiddenSections: [],
};

import type { ImpactContent } from './impact-schema';

export const IMPACT_DEFAULTS: ImpactContent = {
  hero: {
    title: 'Our Impact',
    subtitle: 'See how our community is growing and making a difference, one pledge at a time.',
  },
  metrics: {
    totalPledges: 'Total Pledges',
    growthRate: 'Growth Rate',
    socialReach: 'Social Reach',
    activeMembers: 'Active Members',
  },
  goal: { title: 'Our Goal' },
  chart: { title: 'Pledge Growth Over Time' },
  leaderboard: {
    title: 'Top Sharers',
    subtitle:
      'The people whose personal links brought the most pledges. Pledgers choose to appear here, by first name only.',
  },
  testimonials: {
    title: 'Voices from Our Community',
    subtitle: 'Real stories from people who took the pledge.',
    items: [
      {
        id: 'emily-carter',
        quote:
          'I never realized how many nitrates were in my everyday food. After one November I feel more energetic and I read every label now.',
        name: 'Emily Carter',
        location: 'Denver, CO',
      },
      {
        id: 'marcus-lee',
        quote:
          'Taking the pledge with my whole family turned into a fun cooking challenge. The kids now ask for our homemade breakfast sausage.',
        name: 'Marcus Lee',
        location: 'Austin, TX',
      },
      {
        id: 'sofia-ramirez',
        quote:
          'The research articles explained the science without scaring me. The shopping tips made it simple to find better options.',
        name: 'Sofia Ramirez',
        location: 'Seattle, WA',
      },
    ],
  },
  banner: {
    title: 'Be Part of Our Story',
    text: 'Every pledge moves these numbers. Add yours and help build a healthier November.',
    button: 'Take the Pledge',
  },
  hiddenSections: [],
};

import type { AboutContent } from './about-schema';

export const ABOUT_DEFAULTS: AboutContent = {
  mission: {
    title: 'Our Mission',
    paragraphs: [
      'Nitrate-Free November invites everyone to spend one month avoiding processed foods made with added nitrates and nitrites, and to discover how easy and rewarding fresh, simple food can be.',
      'These preservatives are common in bacon, ham, hot dogs, salami and deli meats. The International Agency for Research on Cancer classifies processed meat as carcinogenic to humans, and we believe everyone deserves clear, practical information about what is on their plate.',
      'We are not here to shame anyone. We share research in plain language, practical tips for shopping and cooking, and a friendly community, so that healthier habits last well beyond November.',
    ],
  },
  timeline: {
    title: 'Our Journey',
    subtitle: 'How a conversation around a kitchen table grew into a campaign.',
    events: [
      {
        id: 'idea',
        year: 2020,
        title: 'The Idea Takes Shape',
        description:
          'A small group of friends, parents and home cooks started reading ingredient labels together and asked a simple question: how hard would it be to skip added nitrates for a whole month?',
      },
      {
        id: 'first-november',
        year: 2021,
        title: 'The First Nitrate-Free November',
        description:
          'We ran our first month-long challenge, sharing recipes, shopping lists and label-reading tips with friends, family and neighbors.',
      },
      {
        id: 'research-library',
        year: 2022,
        title: 'Building the Research Library',
        description:
          'Volunteers began turning published findings from health authorities such as the WHO and IARC into plain-language articles that anyone can read.',
      },
      {
        id: 'community',
        year: 2023,
        title: 'Growing the Community',
        description:
          'Local organizers hosted cooking demonstrations and grocery store tours, and participants began sharing their own swaps and recipes.',
      },
      {
        id: 'online',
        year: 2024,
        title: 'Bringing It All Online',
        description:
          'We launched this website so anyone can take the pledge, follow our shared progress and find practical tips in one place.',
      },
    ],
  },
  team: {
    title: 'Meet Our Team',
    subtitle: 'The volunteers who keep the campaign running.',
    members: [
      {
        id: 'sarah-johnson',
        name: 'Sarah Johnson',
        title: 'Founder & Campaign Director',
        bio: 'Sarah started Nitrate-Free November after learning to read ingredient labels for her family. She leads the campaign and its partnerships.',
      },
      {
        id: 'michael-chen',
        name: 'Michael Chen',
        title: 'Research Lead',
        bio: 'Michael reviews the published research behind every article and makes sure our content says no more and no less than the evidence does.',
      },
      {
        id: 'priya-patel',
        name: 'Priya Patel',
        title: 'Community Manager',
        bio: 'Priya coordinates volunteers and local events and keeps our community a welcoming place for questions, recipes and encouragement.',
      },
      {
        id: 'david-martinez',
        name: 'David Martinez',
        title: 'Culinary Lead',
        bio: 'David is a home chef who develops nitrate-free recipes and shows how to cook flavorful meals without processed meats.',
      },
    ],
  },
  banner: {
    title: 'Join Our Mission',
    text: 'Together, we can create a healthier future for everyone',
    button: 'Take the Pledge',
  },
  hiddenSections: [],
};

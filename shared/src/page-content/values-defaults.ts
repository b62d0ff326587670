import type { ValuesContent } from './values-schema';

export const VALUES_DEFAULTS: ValuesContent = {
  hero: {
    title: 'Our Values',
    subtitle:
      'The principles that guide everything we do, from the articles we publish to the tips we share.',
  },
  items: [
    {
      id: 'health-first',
      title: 'Health First',
      description:
        'We put long-term health ahead of convenience and encourage fresh, whole foods over processed products with added nitrates and nitrites.',
      icon: 'Shield',
    },
    {
      id: 'transparency',
      title: 'Transparency',
      description:
        'We cite our sources, explain what the evidence shows and where it is still uncertain, and never overstate the risks.',
      icon: 'Eye',
    },
    {
      id: 'advocacy',
      title: 'Advocacy',
      description:
        'We ask food makers and retailers for clearer labels and more products made without added nitrates and nitrites.',
      icon: 'Megaphone',
    },
    {
      id: 'community',
      title: 'Community',
      description:
        'We support one another with recipes, tips and encouragement, because lasting change is easier together.',
      icon: 'Users',
    },
    {
      id: 'education',
      title: 'Education',
      description:
        'We turn research into practical guidance on reading labels, shopping and cooking, so everyone can make informed choices.',
      icon: 'Lightbulb',
    },
    {
      id: 'equity',
      title: 'Equity',
      description:
        'We believe affordable, healthy food and clear information should be available to everyone, whatever their income or background.',
      icon: 'Scale',
    },
  ],
  flipCardHints: {
    clickToLearnMore: 'Click to learn more',
    clickToFlipBack: 'Click to flip back',
  },
  closingParagraph:
    'These values shape every article we publish, every tip we share and every conversation we have. Whether you are taking the pledge for the first time or coming back for another November, we are glad you are here.',
  hiddenSections: [],
};

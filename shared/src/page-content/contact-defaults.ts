import type { ContactContent } from './contact-schema';

export const CONTACT_DEFAULTS: ContactContent = {
  hero: {
    title: 'Contact Us',
    subtitle: "Questions, ideas or a story to share? We'd love to hear from you.",
  },
  formTitle: 'Send Us a Message',
  cards: {
    reachTitle: 'Get in Touch',
    emailLabel: 'Email',
    phoneLabel: 'Phone',
    officeLabel: 'Office',
    socialTitle: 'Follow Us',
    responseTitle: 'Response Time',
  },
  hiddenSections: [],
};

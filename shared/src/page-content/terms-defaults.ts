import type { LegalPageContent } from './legal-schema';

/** The built-in terms of service. */
export const TERMS_DEFAULTS: LegalPageContent = {
  title: 'Terms of Service',
  lastUpdated: '2026-11-26',
  body: `<p>These terms apply to everyone who uses this site. By using it, taking the pledge, writing to us or subscribing to the newsletter, you accept them. If you do not accept them, please do not use the site.</p>
<h2>What this site is</h2>
<p>This site is run by volunteers for a public awareness campaign: a month of avoiding processed food with added nitrates and nitrites. It is free to use.</p>
<h2>Not medical advice</h2>
<p>Our articles, tips and figures are general information drawn from published research, with their sources cited. They are not medical or dietary advice for you. Talk to a doctor or a registered dietitian before changing your diet, especially if you are pregnant, have a health condition or follow a diet for medical reasons. We check our content with care but cannot promise that it is complete, current or free of errors.</p>
<h2>The pledge</h2>
<p>The pledge is a personal commitment, not a contract: nothing happens if you do not keep it. Pledge once, in your own name and with your own email address. Our <a href="/privacy">Privacy Policy</a> explains what we do with your details.</p>
<h2>Messages and the newsletter</h2>
<p>Write to us honestly and politely. Do not send anything abusive, unlawful or that you have no right to share. We may not be able to answer every message, and we delete messages that break these terms. You can leave the newsletter at any time with the unsubscribe link in every issue.</p>
<h2>Fair use</h2>
<p>Do not try to break, overload or get around the site's protections, send forms automatically or in bulk, or reach parts of the site that are not meant for you. We may limit or block use that harms the site or other people.</p>
<h2>Our content</h2>
<p>You are welcome to share links to our pages and to quote short passages with a link back to them. Please ask us before reusing whole articles, images, or the campaign's name and emblem. The names and publications of other organisations belong to them.</p>
<h2>Links and liability</h2>
<p>We link to research and to other organisations; we are not responsible for their content or how they handle your data. The site is provided as it is, and as far as the law allows we are not liable for any loss arising from its use.</p>
<h2>Changes and questions</h2>
<p>We may update these terms; the date at the top of this page shows when they last changed. Questions? Write to us through the <a href="/contact">contact page</a>.</p>`,
};

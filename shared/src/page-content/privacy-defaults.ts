import type { LegalPageContent } from './legal-schema';

/**
 * The built-in privacy policy. It describes what this code stores: pledges (name, email, when,
 * the consent wording), contact messages, newsletter sign-ups (double opt-in, one-click
 * unsubscribe), the email outbox, erasure by an admin, no visitor cookies, the staff session
 * cookie and the theme kept in localStorage. Change it when any of that changes.
 */
export const PRIVACY_DEFAULTS: LegalPageContent = {
  title: 'Privacy Policy',
  lastUpdated: '2026-11-26',
  body: `<p>This policy explains what we collect when you use this site, why, how long we keep it, who can see it and what you can ask of us. We collect as little as we can: only what you type into our forms.</p>
<h2>What we collect and why</h2>
<ul>
<li><strong>Your pledge.</strong> When you take the pledge we store your name, your email address, when you pledged and the wording you agreed to. We count pledges for the figures on this site (only the total is shown, never a name or an address) and send you one welcome email with tips to get started. There is one pledge per email address.</li>
<li><strong>Messages you send us.</strong> The contact form stores your name, your email address, your message and when you sent it, so that we can read it and answer you by email.</li>
<li><strong>Newsletter sign-ups.</strong> We store your email address, when you signed up and the wording you agreed to. Nothing is sent until you confirm with the link in the email we send you (double opt-in); if you do not confirm, you hear nothing more from us. Every newsletter has an unsubscribe link that works with one click, and most mail programs show an unsubscribe button for it too.</li>
<li><strong>Emails we send you.</strong> We keep a copy of each email the site sends (the welcome, confirmation links, newsletters, our replies) with the time it went out, so we can tell whether it arrived.</li>
</ul>
<p>We use your details only for these purposes and with your consent, which you can withdraw at any time. We never sell or rent them, and pledging or writing to us does not sign you up for the newsletter.</p>
<h2>How long we keep it</h2>
<p>Pledges, messages and newsletter subscriptions are kept for as long as the campaign runs, unless you ask us to erase them sooner. When you unsubscribe, we keep your address marked as unsubscribed so that we do not email you again; ask us and we will erase it completely. The copies of emails we sent you are erased with the rest.</p>
<h2>Who sees it</h2>
<p>Only the organisers who run this site see pledges, messages and newsletter subscribers, after signing in. Volunteers who edit articles and page texts see totals, never names or addresses. Our hosting provider stores the data for us, and the email service we use delivers the emails we send. We share your details with nobody else, unless the law requires it.</p>
<h2>A copy, a correction or erasure</h2>
<p>You can ask for a copy of what we hold about you, for a correction, or for everything to be erased. Write to us through the <a href="/contact">contact page</a> (where you will also find our email address), from the address you used with us, and say what you would like. An erasure removes your pledge, your messages, your subscription and the emails we sent you, all at once. We answer within one month. You may also complain to your data protection authority.</p>
<h2>Cookies and what your browser keeps</h2>
<p>Visitors get no cookies from this site, and it runs no analytics, advertising or tracking scripts. Two things may be kept in a browser:</p>
<ul>
<li><strong>The theme you choose.</strong> If you switch between the light and dark theme, your choice is kept in your browser's local storage (as <code>theme</code>) so that the next page opens in it. It never leaves your device; clearing this site's data in your browser removes it.</li>
<li><strong>The staff sign-in cookie.</strong> Organisers who sign in to manage the site get a session cookie that keeps them signed in. It ends when they sign out, after 2 hours without activity, or 12 hours after signing in. Visitors never get it.</li>
</ul>
<p>To stop abuse, our server counts form submissions per network address for about a minute. Its logs record which pages were asked for, not who asked, and mask any email address. The share buttons under articles contact Facebook, Twitter or LinkedIn only when you press them; those sites have their own policies.</p>
<h2>Changes to this policy</h2>
<p>If we change what we collect or how we use it, we update this page and the date at its top.</p>`,
};

/**
 * Client routes every app agrees on. The one-port server uses `isKnownClientPath` to answer
 * unknown paths with a real 404 status while still serving the shell (whose public_site
 * remote renders the "404 Page Not Found" page).
 */
export const PUBLIC_ROUTES = {
  home: '/',
  about: '/about',
  values: '/values',
  impact: '/impact',
  blog: '/blog',
  tips: '/tips',
  contact: '/contact',
  pledge: '/pledge',
  privacy: '/privacy',
  terms: '/terms',
} as const;

export const ADMIN_ROUTE = '/admin';

/** The organiser's console areas, in side-navigation order. Content is the console's home. */
export const ADMIN_ROUTES = {
  dashboard: '/admin/dashboard',
  content: ADMIN_ROUTE,
  media: '/admin/media',
  messages: '/admin/messages',
  pledges: '/admin/pledges',
  subscribers: '/admin/subscribers',
  users: '/admin/users',
  activity: '/admin/activity',
  newsletters: '/admin/newsletters',
  outbox: '/admin/outbox',
  settings: '/admin/settings',
  account: '/admin/account',
} as const;

export const LOGIN_PATH = '/api/login';
/** The sign-in page's second step: a code from the account's app, or a recovery code. */
export const LOGIN_CODE_PATH = '/api/login/two-factor';
/** The server page where a new or reset account sets its password from a one-time link. */
export const SET_PASSWORD_PATH = '/api/set-password';
/** The server page where someone who forgot their password asks for a set-password link. */
export const FORGOT_PASSWORD_PATH = '/api/forgot-password';
export const LOGOUT_PATH = '/api/logout';

export const blogPostPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

/** The seven main navigation items, in display order (header, mobile menu and footer Quick Links). */
export const NAV_ITEMS = [
  { to: PUBLIC_ROUTES.home, label: 'Home' },
  { to: PUBLIC_ROUTES.about, label: 'About' },
  { to: PUBLIC_ROUTES.values, label: 'Values' },
  { to: PUBLIC_ROUTES.impact, label: 'Impact' },
  { to: PUBLIC_ROUTES.blog, label: 'Blog' },
  { to: PUBLIC_ROUTES.tips, label: 'Tips' },
  { to: PUBLIC_ROUTES.contact, label: 'Contact' },
] as const;

const STATIC_PATHS = new Set<string>([...Object.values(PUBLIC_ROUTES), ADMIN_ROUTE]);
const BLOG_POST = /^\/blog\/[^/]+$/;

export function isAdminPath(pathname: string): boolean {
  return pathname === ADMIN_ROUTE || pathname.startsWith(`${ADMIN_ROUTE}/`);
}

export function isKnownClientPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return STATIC_PATHS.has(path) || BLOG_POST.test(path) || isAdminPath(path);
}

/** The server pages a newsletter subscriber's emailed links open (no sign-in, no script). */
export const NEWSLETTER_CONFIRM_PATH = '/api/newsletter/confirm';
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/api/newsletter/unsubscribe';

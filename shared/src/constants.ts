// The product's business constants (timings, thresholds, fallback figures) and a few limits
// of our own. Every app reads them from here so a number changes in one place.

// Header and theme
export const HEADER_SCROLL_THRESHOLD = 20;
export const HEADER_HEIGHT = 80;
export const THEME_STORAGE_KEY = 'theme';

// Toasts
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_HOTKEY = 'F8';
export const TOAST_VIEWPORT_MAX_WIDTH = 420;

// Tooltips
export const TOOLTIP_DELAY = 700;
export const TOOLTIP_SKIP_DELAY = 300;

// Animations
export const COUNTER_DURATION = 2000;
export const COUNTER_STEP = 16;
export const COUNTER_THRESHOLD = 0.3;
export const NITRATE_STAT = 3_000_000;
export const TIMELINE_THRESHOLD = 0.2;
export const TIMELINE_TRANSITION = 700;
export const FLIP_TRANSITION = 500;
export const STAGGER_DELAY = 100;

// Home and article
export const HOME_FEATURED_POSTS = 3;
/** Articles per page of /blog (the first leads, wide); GET /api/blog?page=N answers as many. */
export const BLOG_PAGE_SIZE = 10;
/** The most articles GET /api/blog?limit=N answers. */
export const BLOG_LIST_LIMIT_MAX = 50;
/** How many articles the end of an article lists (related first, then the newest others). */
export const RELATED_POSTS = 3;
export const HOME_CARD_TAGS = 2;
export const ARTICLE_META_TAGS = 5;

// Impact figures
export const STAT_FALLBACKS = {
  totalPledges: 12847,
  growthRate: 156,
  socialReach: 2_500_000,
} as const;
export const PLEDGE_COUNT_FALLBACK_TEXT = '10,000+';
/** The pledge goal of a fresh site: none, so no progress bar shows until an organiser sets one. */
export const PLEDGE_GOAL = 0;
/** Shares of the goal marked on its progress bar. */
export const GOAL_MILESTONES = [0.25, 0.5, 0.75] as const;
export const ACTIVE_MEMBERS = 8432;
export const YEARLY_FALLBACK: readonly { readonly year: number; readonly pledges: number }[] = [
  { year: 2020, pledges: 1200 },
  { year: 2021, pledges: 5400 },
  { year: 2022, pledges: 8900 },
  { year: 2023, pledges: 11200 },
  { year: 2024, pledges: 12847 },
];
export const CHART_HEIGHT = 400;

// Reading, sharing and admin timings
export const READING_WPM = 200;
export const COPY_CONFIRM_MS = 2000;
export const ADMIN_REDIRECT_DELAY = 500;
export const SHARE_POPUP = { width: 600, height: 400 } as const;

// Tips
export const TIP_CATEGORIES = ['Shopping', 'Labels', 'Cooking', 'Dining Out'] as const;
export type TipCategory = (typeof TIP_CATEGORIES)[number];
export const DEFAULT_TIP_CATEGORY: TipCategory = 'Shopping';
export const TIP_ICONS = [
  'ShoppingCart',
  'Eye',
  'Package',
  'FileText',
  'AlertCircle',
  'Scale',
  'ChefHat',
  'Leaf',
  'Sparkles',
  'MessageCircle',
  'Flame',
  'Layers',
] as const;
export type TipIcon = (typeof TIP_ICONS)[number];
/** Icon shown for a stored tip icon name outside TIP_ICONS. */
export const TIP_ICON_FALLBACK: TipIcon = 'Package';

// Icons named by page content (lucide-react names)
export const VALUE_ICONS = ['Eye', 'Megaphone', 'Lightbulb', 'Scale', 'Shield', 'Users'] as const;
export type ValueIcon = (typeof VALUE_ICONS)[number];
/**
 * Icons organisers pick for the steps and benefits of the home and pledge pages (the console's
 * icon picker offers exactly these; the pages draw an unknown stored name as Sparkles).
 */
export const HOMEPAGE_ICONS = [
  'ClipboardCheck',
  'BookOpen',
  'Share2',
  'Heart',
  'Users',
  'TrendingUp',
  'Sparkles',
  'Leaf',
  'ShoppingCart',
  'ChefHat',
  'Megaphone',
  'Target',
  'Award',
  'Calendar',
  'Globe',
  'Star',
] as const;
export type HomepageIcon = (typeof HOMEPAGE_ICONS)[number];

// Chrome and skeletons
export const COPYRIGHT_YEAR = 2024;
export const BLOG_SKELETONS = 3;
export const TIP_SKELETONS = 6;
export const DEFAULT_SITE_NAME = 'Nitrate-Free November';

// Page content keys
/** Pages of short texts laid over built-in defaults, section by section. */
export const TEXT_PAGE_KEYS = [
  'homepage',
  'about',
  'values',
  'impact',
  'pledge',
  'contact',
] as const;
export type TextPageKey = (typeof TEXT_PAGE_KEYS)[number];
/** The legal pages: a title, a "last updated" date and an HTML body. */
export const LEGAL_PAGE_KEYS = ['privacy', 'terms'] as const;
export type LegalPageKey = (typeof LEGAL_PAGE_KEYS)[number];
/** Every page whose content organisers edit (the keys of `page_content`). */
export const PAGE_KEYS = [...TEXT_PAGE_KEYS, ...LEGAL_PAGE_KEYS] as const;
export type PageKey = (typeof PAGE_KEYS)[number];
/**
 * Stored page content is keyed by page and locale, so a second language can be added later
 * without rewriting every row; today every page has this one locale.
 */
export const DEFAULT_LOCALE = 'en';

// Input limits shared by forms and the API
export const NAME_MIN = 2;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 256;

/**
 * The hidden "leave this empty" field of the pledge, contact and newsletter forms. People never
 * see it; bots that fill every input do. The API answers a filled one exactly like a success and
 * stores nothing (see docs/decisions/006-abuse-and-durability.md).
 */
export const HONEYPOT_FIELD = 'website';

import { ADMIN_ROUTES, type UserRole } from '@campaign/shared';

export type AreaKey = keyof typeof ADMIN_ROUTES;

export interface Area {
  key: AreaKey;
  path: (typeof ADMIN_ROUTES)[AreaKey];
  /** The side navigation's label. */
  label: string;
  /** The area's page heading. */
  title: string;
  /** Editors edit content only; the API answers 403 to them everywhere else. */
  adminOnly: boolean;
}

const DETAILS: Record<AreaKey, Omit<Area, 'key' | 'path'>> = {
  dashboard: { label: 'Dashboard', title: 'Dashboard', adminOnly: false },
  content: { label: 'Content', title: 'Content Management', adminOnly: false },
  media: { label: 'Media', title: 'Media', adminOnly: false },
  messages: { label: 'Messages', title: 'Messages', adminOnly: true },
  pledges: { label: 'Pledges', title: 'Pledges', adminOnly: true },
  subscribers: { label: 'Subscribers', title: 'Newsletter subscribers', adminOnly: true },
  users: { label: 'Users', title: 'Users', adminOnly: true },
  activity: { label: 'Activity', title: 'Activity', adminOnly: true },
  newsletters: { label: 'Newsletters', title: 'Newsletters', adminOnly: true },
  outbox: { label: 'Outbox', title: 'Outbox', adminOnly: true },
  settings: { label: 'Settings', title: 'Settings', adminOnly: true },
  account: { label: 'Your account', title: 'Your account', adminOnly: false },
};

/** The console's areas in side-navigation order (the order of ADMIN_ROUTES). */
export const AREAS: readonly Area[] = (Object.keys(ADMIN_ROUTES) as AreaKey[]).map((key) => ({
  key,
  path: ADMIN_ROUTES[key],
  ...DETAILS[key],
}));

export const areaOf = (key: AreaKey): Area => AREAS.find((area) => area.key === key)!;

/** The area a console path shows (a trailing slash allowed), or null for an unknown path. */
export function areaForPath(pathname: string): Area | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return AREAS.find((area) => area.path === path) ?? null;
}

export function canOpen(area: Area, role: UserRole): boolean {
  return !area.adminOnly || role === 'admin';
}

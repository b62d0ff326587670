import { queryKeys } from '@campaign/shared';

/**
 * The query keys of the console's areas. Each feature builds its queries on its own key
 * (`[key, params]`); they are listed together because a change in one area shows in others: a
 * handled message changes the Messages badge and the dashboard, an erasure three lists, and
 * every change adds a line to the activity log.
 */
export const CONSOLE_KEYS = {
  // The lists a visitor's form adds to: their keys are shared with the site's forms.
  dashboard: queryKeys.consoleDashboard(),
  messages: queryKeys.consoleMessages(),
  pledges: queryKeys.consolePledges(),
  subscribers: queryKeys.consoleSubscribers(),
  users: ['/api/admin/users'],
  activity: ['/api/admin/activity'],
  newsletters: ['/api/admin/newsletters'],
  outbox: ['/api/admin/outbox'],
  settings: ['/api/admin/settings'],
  mailStatus: ['/api/admin/mail-status'],
  systemHealth: ['/api/admin/system-health'],
} as const;

import type { Logger } from './logger';
import type { AppMetrics } from './metrics/app-metrics';
import type { User } from './models';
import type { UserRole } from '@campaign/shared';

/** What every request carries in `ctx.state` (set by http/request-context.ts). */
export interface AppState {
  requestId: string;
  log: Logger;
  /** The app's metrics (metrics/request-metrics.ts); absent when a router runs without the app. */
  metrics?: AppMetrics;
  /** The latency label of a request no route matched, set by the middleware that answered it. */
  routeLabel?: string;
}

/**
 * `ctx.state` on admin routes: the staff guard (auth/current-user.ts `requireStaff`) puts the
 * signed-in user and their role there before any admin handler runs.
 */
export interface StaffState extends AppState {
  user: User;
  role: UserRole;
}

import { USER_ROLES, type UserRole } from '@campaign/shared';

export const ROLE_LABELS: Record<UserRole, string> = { admin: 'Admin', editor: 'Editor' };

export const ROLE_OPTIONS = USER_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

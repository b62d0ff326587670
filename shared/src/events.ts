/**
 * Cross-app messages travel as DOM CustomEvents with checked payloads, so a remote built
 * against an older @campaign/shared still talks to a newer shell (and vice versa) as long as
 * the payload shape holds. Checked by hand rather than with a schema library: the shell listens
 * on every page, and these few shapes are all it needs.
 */
export const TOAST_EVENT = 'campaign:toast';
export const THEME_EVENT = 'campaign:theme';

export const TOAST_VARIANTS = ['default', 'destructive'] as const;
export type ToastVariant = (typeof TOAST_VARIANTS)[number];

/** A link a toast offers after its words, e.g. "View article": a path on this site only. */
export interface ToastLink {
  href: string;
  label: string;
}

interface ToastContent {
  id: string;
  title?: string;
  description?: string;
  variant?: ToastVariant;
  link?: ToastLink | undefined;
}
export type ToastCommand =
  | ({ type: 'add'; duration?: number } & ToastContent)
  | ({ type: 'update' } & ToastContent)
  | { type: 'dismiss'; id?: string }
  | { type: 'remove'; id?: string };

export type Theme = 'light' | 'dark';

const optional = (value: unknown, check: (v: unknown) => boolean) =>
  value === undefined || check(value);
const isString = (value: unknown): value is string => typeof value === 'string';
// A path on this site: any page may raise a toast, so a link can never lead off the site or
// run script (`//host`, `/\\host` and `javascript:` are refused).
const isToastLink = (value: unknown): value is ToastLink => {
  if (typeof value !== 'object' || value === null) return false;
  const { href, label } = value as Record<string, unknown>;
  return isString(label) && label !== '' && isString(href) && /^\/(?![/\\])/.test(href);
};

/** The toast command in `value` (an event's detail), or null when it is not one. */
export function parseToastCommand(value: unknown): ToastCommand | null {
  if (typeof value !== 'object' || value === null) return null;
  const command = value as Record<string, unknown>;
  switch (command.type) {
    case 'add':
    case 'update': {
      const valid =
        isString(command.id) &&
        optional(command.title, isString) &&
        optional(command.description, isString) &&
        optional(command.variant, (v) => (TOAST_VARIANTS as readonly unknown[]).includes(v)) &&
        optional(command.link, isToastLink) &&
        (command.type === 'update' ||
          optional(command.duration, (v) => Number.isInteger(v) && (v as number) > 0));
      if (!valid) return null;
      const content: ToastContent = { id: command.id as string };
      if (command.title !== undefined) content.title = command.title as string;
      if (command.description !== undefined) content.description = command.description as string;
      if (command.variant !== undefined) content.variant = command.variant as ToastVariant;
      if (command.link !== undefined) {
        const { href, label } = command.link as ToastLink;
        content.link = { href, label };
      }
      if (command.type === 'update') return { type: 'update', ...content };
      return command.duration === undefined
        ? { type: 'add', ...content }
        : { type: 'add', ...content, duration: command.duration as number };
    }
    case 'dismiss':
    case 'remove':
      if (!optional(command.id, isString)) return null;
      return command.id === undefined
        ? { type: command.type }
        : { type: command.type, id: command.id as string };
    default:
      return null;
  }
}

/** Only the exact stored strings "dark" or "light" count; anything else means light. */
export function resolveStoredTheme(stored: unknown): Theme {
  return stored === 'dark' || stored === 'light' ? stored : 'light';
}

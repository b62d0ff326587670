import { z } from './zod-mini';

/**
 * Cross-app messages travel as DOM CustomEvents with zod-checked payloads, so a remote built
 * against an older @campaign/shared still talks to a newer shell (and vice versa) as long as
 * the payload shape holds.
 */
export const TOAST_EVENT = 'campaign:toast';
export const THEME_EVENT = 'campaign:theme';

export const toastVariantSchema = z.enum(['default', 'destructive']);
export type ToastVariant = z.infer<typeof toastVariantSchema>;

export const toastCommandSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('add'),
    id: z.string(),
    title: z.optional(z.string()),
    description: z.optional(z.string()),
    variant: z.optional(toastVariantSchema),
    duration: z.optional(z.int().check(z.positive())),
  }),
  z.object({
    type: z.literal('update'),
    id: z.string(),
    title: z.optional(z.string()),
    description: z.optional(z.string()),
    variant: z.optional(toastVariantSchema),
  }),
  z.object({ type: z.literal('dismiss'), id: z.optional(z.string()) }),
  z.object({ type: z.literal('remove'), id: z.optional(z.string()) }),
]);
export type ToastCommand = z.infer<typeof toastCommandSchema>;

export const themeSchema = z.enum(['light', 'dark']);
export type Theme = z.infer<typeof themeSchema>;

/** Only the exact stored strings "dark" or "light" count; anything else means light. */
export function resolveStoredTheme(stored: unknown): Theme {
  return stored === 'dark' || stored === 'light' ? stored : 'light';
}

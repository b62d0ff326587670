import { z } from '../zod';
import { PASSWORD_MAX } from '../constants';
import { timestampSchema } from './fields';

/**
 * Two-factor sign-in (TOTP codes from an authenticator app, plus one-time recovery codes) and
 * the account's own list of signed-in sessions: the console's forms and the API validate with
 * these same schemas.
 */

/** A 6-digit code from an authenticator app; spaces people type between the digits are dropped. */
export const totpCodeSchema = z
  .string({ error: 'Enter the 6-digit code from your app' })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your app'));

/**
 * The second step of signing in: an app's 6-digit code or a recovery code ("abcde-fghij").
 * Only its size is checked here; which kind it is, the server tells from its shape.
 */
export const signInCodeSchema = z
  .string({ error: 'Enter the code from your app or a recovery code' })
  .trim()
  .min(1, 'Enter the code from your app or a recovery code')
  .max(32, 'That code is too long');

/** Turning two-factor sign-in on: the code the app shows for the new secret. */
export const twoFactorConfirmInputSchema = z.object({ code: totpCodeSchema });
export type TwoFactorConfirmInput = z.input<typeof twoFactorConfirmInputSchema>;

/** Turning it off: the account's password or a current code from the app, one of the two. */
export const twoFactorDisableInputSchema = z
  .object({
    password: z.string().max(PASSWORD_MAX).optional(),
    code: z.string().max(32).optional(),
  })
  .refine((input) => Boolean(input.password) || Boolean(input.code?.trim()), {
    message: 'Enter your password or a code from your app',
    path: ['password'],
  });
export type TwoFactorDisableInput = z.input<typeof twoFactorDisableInputSchema>;

/** GET /api/admin/account/two-factor. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Unused recovery codes left (0 when off). */
  recoveryCodesLeft: z.number().int().min(0),
  /** The site requires it of this account (an admin, with the setting on) and it is off. */
  mustEnrol: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /api/admin/account/two-factor/setup: a new secret to add to an authenticator app. */
export const twoFactorSetupSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  /** The otpauth:// address the QR code holds. */
  otpauthUrl: z.string(),
  /** The QR code as an SVG data URL. */
  qrCode: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** The recovery codes, answered once when two-factor sign-in is switched on. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** One signed-in session of the account (GET /api/admin/account/sessions). */
export const accountSessionSchema = z.object({
  /** A digest of the session's id: names it without revealing it. */
  id: z.string(),
  current: z.boolean(),
  createdAt: timestampSchema.nullable(),
  lastSeenAt: timestampSchema,
  /** "Firefox on Linux"; null when unknown. */
  device: z.string().nullable(),
  /** A network, not an address: "203.0.113.0/24". */
  network: z.string().nullable(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionsSchema = z.object({ sessions: z.array(accountSessionSchema) });

/** The sign-in rules an admin sets (GET and PUT /api/admin/settings/sign-in). */
export const signInPolicySchema = z.object({
  requireAdminTwoFactor: z.boolean({ error: 'Choose on or off' }),
});
export type SignInPolicy = z.infer<typeof signInPolicySchema>;

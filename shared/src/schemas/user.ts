import { z } from '../zod';
import { PASSWORD_MAX } from '../constants';
import { emailSchema, requiredText, timestampSchema } from './fields';

export const USER_ROLES = ['admin', 'editor'] as const;
export const userRoleSchema = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof userRoleSchema>;

/** A row of `users`; names are optional because a sign-in provider may not supply them. */
export const userSchema = z.object({
  id: z.string().min(1),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type User = z.infer<typeof userSchema>;

/** Answer of GET /api/auth/user. The admin header falls back to "Admin" without a first name. */
export const currentUserSchema = z.object({
  id: z.string().min(1),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: userRoleSchema,
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** Sign-in form. No minimum beyond "present": the length rule applies when a password is set. */
/** The "Forgot your password?" form: the address of the account. */
export const forgotPasswordInputSchema = z.object({ email: emailSchema });

export const loginInputSchema = z.object({
  email: emailSchema,
  password: requiredText('Password')
    .min(1, 'Password is required')
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

import { BaseModel } from './base-model';

/** The id of the one row of sign_in_policy. */
export const SIGN_IN_POLICY_ROW_ID = 1;

/** The sign-in rules an admin sets in the console (auth/sign-in-policy.ts). */
export class SignInPolicyRow extends BaseModel {
  static override tableName = 'sign_in_policy';
  static override hasCreatedAt = false;
  static override hasUpdatedAt = true;
  static override dateAttributes = ['updatedAt'];

  declare id: number;
  declare requireAdminTwoFactor: boolean;
  declare updatedAt: Date;
  declare updatedBy: string | null;
}

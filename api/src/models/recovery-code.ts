import { BaseModel } from './base-model';

/** One recovery code of an account's two-factor sign-in (auth/recovery-codes.ts): its SHA-256 only. */
export class RecoveryCode extends BaseModel {
  static override tableName = 'recovery_codes';
  static override dateAttributes = ['usedAt', 'createdAt'];

  declare id: number;
  declare userId: string;
  declare codeHash: string;
  declare usedAt: Date | null;
  declare createdAt: Date;
}

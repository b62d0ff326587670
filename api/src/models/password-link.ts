import { BaseModel } from './base-model';

/**
 * A one-time link to set an account's password (auth/password-links.ts). The token itself is
 * never stored, only its SHA-256.
 */
export class PasswordLink extends BaseModel {
  static override tableName = 'password_links';
  static override dateAttributes = ['expiresAt', 'usedAt', 'createdAt'];

  declare id: number;
  declare userId: string;
  declare tokenHash: string;
  declare expiresAt: Date;
  declare usedAt: Date | null;
  declare createdAt: Date;
}

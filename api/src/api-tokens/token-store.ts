import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import {
  API_TOKEN_PREFIX,
  API_TOKEN_SCOPES,
  type ApiToken,
  type ApiTokenInput,
  type ApiTokenScope,
} from '@campaign/shared';

export const API_TOKENS_TABLE = 'api_tokens';

/** How often a token's "last used" time is written at most (not once per request). */
const LAST_USED_PRECISION_MS = 60_000;

interface TokenRow {
  id: number;
  name: string;
  tokenHash: string;
  hint: string;
  scopes: string;
  createdBy: string;
  createdAt: Date | number | string;
  lastUsedAt: Date | number | string | null;
  revokedAt: Date | number | string | null;
}

/** A token as a request presents it, once found valid. */
export interface TokenHolder {
  id: number;
  name: string;
  scopes: ReadonlySet<ApiTokenScope>;
}

/** The stored form of a token: its SHA-256. A token is 256 random bits, so no salt is needed. */
export const hashToken = (secret: string) => createHash('sha256').update(secret).digest('hex');

const asDate = (value: Date | number | string) => (value instanceof Date ? value : new Date(value));
const scopesOf = (text: string) =>
  text
    .split(' ')
    .filter((scope): scope is ApiTokenScope =>
      (API_TOKEN_SCOPES as readonly string[]).includes(scope),
    );

const toApiToken = (row: TokenRow): ApiToken => ({
  id: row.id,
  name: row.name,
  scopes: scopesOf(row.scopes),
  hint: row.hint,
  createdAt: asDate(row.createdAt).toISOString(),
  createdBy: row.createdBy,
  lastUsedAt: row.lastUsedAt === null ? null : asDate(row.lastUsedAt).toISOString(),
  revokedAt: row.revokedAt === null ? null : asDate(row.revokedAt).toISOString(),
});

/** The read API's tokens: issued and revoked by admins, checked on every read. */
export function tokenStore(db: Knex, clock: () => Date) {
  return {
    async list(): Promise<ApiToken[]> {
      const rows = await db<TokenRow>(API_TOKENS_TABLE).select('*').orderBy('id', 'desc');
      return rows.map(toApiToken);
    },

    /** Issues a token; its secret is in the answer and nowhere else, ever. */
    async create(
      input: ApiTokenInput,
      createdBy: string,
      trx: Knex | Knex.Transaction = db,
    ): Promise<{ token: ApiToken; secret: string }> {
      const secret = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
      const row = {
        name: input.name,
        tokenHash: hashToken(secret),
        hint: secret.slice(0, API_TOKEN_PREFIX.length + 4),
        scopes: input.scopes.join(' '),
        createdBy,
        createdAt: clock(),
      };
      const [id] = await trx(API_TOKENS_TABLE).insert(row);
      return {
        token: toApiToken({ ...row, id: Number(id), lastUsedAt: null, revokedAt: null }),
        secret,
      };
    },

    /** Revokes a token for good; false when there is no such token or it was revoked already. */
    async revoke(id: number, trx: Knex | Knex.Transaction = db): Promise<ApiToken | null> {
      const changed = await trx(API_TOKENS_TABLE)
        .where({ id })
        .whereNull('revokedAt')
        .update({ revokedAt: clock() });
      if (changed === 0) return null;
      const row = await trx<TokenRow>(API_TOKENS_TABLE).where({ id }).first();
      return row ? toApiToken(row) : null;
    },

    /** The holder of a live token, or null for a wrong, malformed or revoked one. */
    async verify(secret: string): Promise<TokenHolder | null> {
      if (!secret.startsWith(API_TOKEN_PREFIX) || secret.length > 100) return null;
      const row = await db<TokenRow>(API_TOKENS_TABLE)
        .where({ tokenHash: hashToken(secret) })
        .whereNull('revokedAt')
        .first();
      if (!row) return null;
      const now = clock();
      if (
        row.lastUsedAt === null ||
        now.getTime() - asDate(row.lastUsedAt).getTime() >= LAST_USED_PRECISION_MS
      ) {
        await db(API_TOKENS_TABLE).where({ id: row.id }).update({ lastUsedAt: now });
      }
      return { id: row.id, name: row.name, scopes: new Set(scopesOf(row.scopes)) };
    },
  };
}
export type TokenStore = ReturnType<typeof tokenStore>;

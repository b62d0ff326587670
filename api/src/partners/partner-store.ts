import type { Knex } from 'knex';
import {
  PARTNER_ACCENTS,
  PARTNER_LAYOUTS,
  PARTNER_THEMES,
  type Partner,
  type PartnerAccent,
  type PartnerLayout,
  type PartnerTheme,
  type PartnerValues,
} from '@campaign/shared';

export const PARTNERS_TABLE = 'partners';

interface PartnerRow {
  id: number;
  name: string;
  code: string;
  origins: string;
  consentLine: string;
  accent: string;
  theme: string;
  layout: string;
  enabled: boolean | number;
  createdAt: Date | number | string;
  updatedAt: Date | number | string;
}

/** What the embed needs of a partner (web/embed.ts). */
export type EmbedPartner = Omit<Partner, 'id' | 'createdAt' | 'pledges'>;

const asDate = (value: Date | number | string) => (value instanceof Date ? value : new Date(value));
const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

const toEmbedPartner = (row: PartnerRow): EmbedPartner => ({
  name: row.name,
  code: row.code,
  origins: row.origins.split(' ').filter(Boolean),
  consentLine: row.consentLine,
  accent: oneOf<PartnerAccent>(PARTNER_ACCENTS, row.accent, 'primary'),
  theme: oneOf<PartnerTheme>(PARTNER_THEMES, row.theme, 'auto'),
  layout: oneOf<PartnerLayout>(PARTNER_LAYOUTS, row.layout, 'full'),
  enabled: Boolean(row.enabled),
});

const toRow = (input: PartnerValues) => ({
  name: input.name,
  code: input.code,
  origins: input.origins.join(' '),
  consentLine: input.consentLine,
  accent: input.accent,
  theme: input.theme,
  layout: input.layout,
  enabled: input.enabled,
});

/** The partners whose sites may frame the pledge form. */
export function partnerStore(db: Knex, clock: () => Date) {
  const byId = async (id: number, trx: Knex | Knex.Transaction = db) =>
    (await trx<PartnerRow>(PARTNERS_TABLE).where({ id }).first()) ?? null;

  /** Pledges taken through each partner's embed, by code. */
  const pledgeCounts = async (trx: Knex | Knex.Transaction = db) => {
    const rows = (await trx('pledges')
      .whereNotNull('partner')
      .groupBy('partner')
      .select('partner')
      .count({ n: '*' })) as { partner: string; n: number | string }[];
    return new Map(rows.map((row) => [row.partner, Number(row.n)]));
  };

  const toPartner = (row: PartnerRow, counts: Map<string, number>): Partner => ({
    id: row.id,
    ...toEmbedPartner(row),
    createdAt: asDate(row.createdAt).toISOString(),
    pledges: counts.get(row.code) ?? 0,
  });

  return {
    async list(): Promise<Partner[]> {
      const [rows, counts] = await Promise.all([
        db<PartnerRow>(PARTNERS_TABLE).select('*').orderBy('name').orderBy('id'),
        pledgeCounts(),
      ]);
      return rows.map((row) => toPartner(row, counts));
    },

    /** The enabled partner with this code, for the embed; null for an unknown or disabled one. */
    async enabledByCode(code: string): Promise<EmbedPartner | null> {
      const row = await db<PartnerRow>(PARTNERS_TABLE).where({ code }).first();
      if (!row || !row.enabled) return null;
      return toEmbedPartner(row);
    },

    async create(input: PartnerValues, trx: Knex | Knex.Transaction = db): Promise<Partner> {
      const now = clock();
      const [id] = await trx(PARTNERS_TABLE).insert({
        ...toRow(input),
        createdAt: now,
        updatedAt: now,
      });
      return toPartner((await byId(Number(id), trx))!, await pledgeCounts(trx));
    },

    /** Null when there is no such partner. */
    async update(
      id: number,
      input: PartnerValues,
      trx: Knex | Knex.Transaction = db,
    ): Promise<{ before: Partner; after: Partner } | null> {
      const row = await byId(id, trx);
      if (!row) return null;
      await trx(PARTNERS_TABLE)
        .where({ id })
        .update({ ...toRow(input), updatedAt: clock() });
      const counts = await pledgeCounts(trx);
      return { before: toPartner(row, counts), after: toPartner((await byId(id, trx))!, counts) };
    },
  };
}
export type PartnerStore = ReturnType<typeof partnerStore>;

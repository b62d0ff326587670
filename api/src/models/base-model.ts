import { Model, type Pojo } from 'objection';

/**
 * Turns what a driver returns for a timestamp into a Date: MySQL already gives a Date, SQLite gives
 * epoch milliseconds (how Knex binds a Date there). Text without a zone is read as UTC, which is
 * what SQLite's own CURRENT_TIMESTAMP would produce if a row was written by hand.
 */
export function toDate(value: unknown): unknown {
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(value);
  if (typeof value === 'string') {
    const numeric = Number(value);
    if (value.trim() !== '' && Number.isFinite(numeric)) return new Date(numeric);
    const hasZone = /(?:Z|[+-]\d\d:?\d\d)$/i.test(value);
    return new Date(hasZone ? value : `${value.replace(' ', 'T')}Z`);
  }
  return value;
}

/**
 * Common ground of every model: the app's clock sets `createdAt`/`updatedAt` (so tests and
 * imports may still pass their own), and timestamp columns always come back as Date objects,
 * which serialise as ISO 8601 in JSON.
 */
export class BaseModel extends Model {
  /** Set on insert when the table has it. */
  static hasCreatedAt = true;
  /** Set on insert and on every update when the table has it. */
  static hasUpdatedAt = false;
  /** Attributes returned as Date whatever the driver gives back. */
  static dateAttributes: readonly string[] = ['createdAt'];

  override $beforeInsert(): void {
    const { hasCreatedAt, hasUpdatedAt } = this.constructor as typeof BaseModel;
    const now = new Date();
    const self = this as unknown as Record<string, unknown>;
    if (hasCreatedAt) self.createdAt ??= now;
    if (hasUpdatedAt) self.updatedAt ??= now;
  }

  override $beforeUpdate(): void {
    if ((this.constructor as typeof BaseModel).hasUpdatedAt) {
      (this as unknown as Record<string, unknown>).updatedAt = new Date();
    }
  }

  override $parseDatabaseJson(json: Pojo): Pojo {
    const parsed = super.$parseDatabaseJson(json);
    for (const attribute of (this.constructor as typeof BaseModel).dateAttributes) {
      if (parsed[attribute] != null) parsed[attribute] = toDate(parsed[attribute]);
    }
    return parsed;
  }
}

/**
 * Unsaved edits kept in this browser (localStorage), so a reload, a closed tab or a crash does
 * not throw an organiser's work away: the editor brings them back the next time the same item
 * is opened by the same account. A copy goes when its edits are saved or discarded.
 */

/** Text fields by name, as the console's editors hold them. */
export type DraftFields = Record<string, string>;

export interface LocalDraftCopy {
  /** The item's values the edits started from (to tell whether it was saved since). */
  baseline: DraftFields;
  /** The edited values. */
  draft: DraftFields;
  /** When the copy was last written (ISO 8601). */
  at: string;
}

const PREFIX = 'campaign:console-draft:';

/** One key per account, editor and item: another account's copies are never offered. */
export const localDraftKey = (userId: string, editor: string, item: string) =>
  `${PREFIX}${userId}:${editor}:${item}`;

const isFields = (value: unknown): value is DraftFields =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((field) => typeof field === 'string');

// Storage can be full, switched off or shared with an older console: every access is allowed
// to fail, and then the editor simply works without a copy.

/** The copy kept under `key`, or null (none, or not one this console wrote). */
export function readLocalCopy(key: string): LocalDraftCopy | null {
  try {
    const stored = window.localStorage.getItem(key);
    if (stored === null) return null;
    const value = JSON.parse(stored) as Partial<LocalDraftCopy> | null;
    if (!value || !isFields(value.baseline) || !isFields(value.draft)) return null;
    if (typeof value.at !== 'string' || Number.isNaN(Date.parse(value.at))) return null;
    return { baseline: value.baseline, draft: value.draft, at: value.at };
  } catch {
    return null;
  }
}

export function writeLocalCopy(key: string, copy: LocalDraftCopy): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(copy));
  } catch {
    // Full or unavailable: the draft stays in memory only, as before this copy existed.
  }
}

export function removeLocalCopy(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Unavailable: nothing was kept either.
  }
}

import type { DehydratedState } from '@campaign/shared/query';
import { DOCUMENT_DATA_IDS, isVisitorFormName, type SubmittedForm } from '@campaign/shared';

function readJson(doc: Pick<Document, 'getElementById'>, id: string): unknown {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The query cache a server-rendered page was rendered from, or null for a client-rendered one. */
export function readServerState(
  doc: Pick<Document, 'getElementById'>,
): { queries: DehydratedState } | null {
  const queries = readJson(doc, DOCUMENT_DATA_IDS.queryState);
  if (typeof queries !== 'object' || queries === null || !('queries' in queries)) return null;
  return { queries: queries as DehydratedState };
}

/** The remotes file the server wrote into the document, if it did. */
export function readInlineRemotes(doc: Pick<Document, 'getElementById'>): unknown {
  return readJson(doc, DOCUMENT_DATA_IDS.remotes);
}

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((entry) => typeof entry === 'string');

/** The form the server sent this page back to (posted without JavaScript), if it did. */
export function readSubmittedForm(doc: Pick<Document, 'getElementById'>): SubmittedForm | null {
  const value = readJson(doc, DOCUMENT_DATA_IDS.submittedForm) as
    Partial<SubmittedForm> | undefined;
  if (
    !value ||
    !isVisitorFormName(value.form) ||
    !isStringRecord(value.values) ||
    !isStringRecord(value.errors) ||
    (value.message !== undefined && typeof value.message !== 'string')
  ) {
    return null;
  }
  return value as SubmittedForm;
}

import { describe, expect, it } from 'vitest';
import { DOCUMENT_DATA_IDS } from '@campaign/shared';
import { readSubmittedForm } from './read-server-state';

/** A document holding `text` as the submitted-form data script, or nothing. */
const documentWith = (text: string | null) => ({
  getElementById: (id: string) =>
    id === DOCUMENT_DATA_IDS.submittedForm && text !== null
      ? ({ textContent: text } as HTMLElement)
      : null,
});

describe('readSubmittedForm', () => {
  it('reads the form the server sent the page back with', () => {
    const form = {
      form: 'pledge',
      values: { name: 'A', email: 'a@example.org' },
      errors: { name: 'Name must be at least 2 characters' },
      message: 'Too many requests.',
    };
    expect(readSubmittedForm(documentWith(JSON.stringify(form)))).toEqual(form);
  });

  it('is null without one, or for anything not shaped like one', () => {
    for (const text of [
      null,
      '',
      'not json',
      '{"form":"admin","values":{},"errors":{}}',
      '{"form":"pledge","values":{"name":1},"errors":{}}',
      '{"form":"pledge","values":{},"errors":null}',
      '{"form":"pledge","values":{},"errors":{},"message":5}',
    ]) {
      expect(readSubmittedForm(documentWith(text)), String(text)).toBeNull();
    }
  });
});

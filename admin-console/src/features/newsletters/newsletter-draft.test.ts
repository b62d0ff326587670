import { describe, expect, it } from 'vitest';
import { isDelivering, isDirty, progressText, validateDraft } from './newsletter-draft';
import { sendButtonLabel } from './components/SendDialog';

describe('checking a newsletter draft', () => {
  it('answers the trimmed input the API takes', () => {
    expect(validateDraft({ subject: '  News  ', html: ' <p>Hi</p>\n' })).toEqual({
      input: { subject: 'News', html: '<p>Hi</p>' },
      errors: null,
    });
  });

  it('names each field’s problem with the API’s own words', () => {
    expect(validateDraft({ subject: '   ', html: '' }).errors).toEqual({
      subject: ['Subject is required'],
      html: ['Body is required'],
    });
    expect(validateDraft({ subject: 'x'.repeat(201), html: 'x'.repeat(200_001) }).errors).toEqual({
      subject: ['Subject must be at most 200 characters'],
      html: ['Body must be at most 200000 characters'],
    });
    expect(validateDraft({ subject: 'Two\nlines', html: '<p>ok</p>' }).errors).toEqual({
      subject: ['Subject contains characters that are not allowed'],
    });
  });

  it('tells an edited draft from the saved one', () => {
    const saved = { subject: 'A', html: '<p>B</p>' };
    expect(isDirty({ ...saved }, saved)).toBe(false);
    expect(isDirty({ ...saved, html: '<p>C</p>' }, saved)).toBe(true);
  });
});

describe('delivery progress', () => {
  it('reads sent, failed and waiting copies', () => {
    expect(progressText({ queued: 3, sent: 12, failed: 1 })).toBe('sent 12 / failed 1 / waiting 3');
  });

  it('keeps asking only while a sent newsletter has copies waiting', () => {
    const progress = { queued: 1, sent: 0, failed: 0 };
    expect(isDelivering({ status: 'sent', progress })).toBe(true);
    expect(isDelivering({ status: 'sent', progress: { ...progress, queued: 0 } })).toBe(false);
    expect(isDelivering({ status: 'draft', progress })).toBe(false);
  });

  it('says how many subscribers a send reaches', () => {
    expect(sendButtonLabel(1, false)).toBe('Send to 1 person');
    expect(sendButtonLabel(1234, false)).toBe('Send to 1,234 people');
    expect(sendButtonLabel(2, true)).toBe('Schedule for 2 people');
  });
});

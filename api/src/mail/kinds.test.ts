import { describe, expect, it } from 'vitest';
import { OUTBOX_KINDS, OUTBOX_STATUSES } from '@campaign/shared';
import { EMAIL_KINDS, EMAIL_STATUSES } from './outbox';

describe('the outbox contract', () => {
  it('lists the same kinds and statuses as the outbox itself, so the console can filter by each', () => {
    expect([...OUTBOX_KINDS].sort()).toEqual([...EMAIL_KINDS].sort());
    expect([...OUTBOX_STATUSES]).toEqual([...EMAIL_STATUSES]);
  });
});

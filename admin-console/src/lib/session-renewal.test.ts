import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@campaign/shared/client';
import { RenewalDeclined, sessionRenewal, withSessionRenewal } from './session-renewal';

const unauthorized = () => new ApiError(401, 'You need to sign in');

afterEach(() => {
  // Nothing left waiting for the next test.
  if (sessionRenewal.isAsking()) sessionRenewal.declined();
});

/** Resolves once the console has asked the person to sign in again. */
const asked = () => vi.waitFor(() => expect(sessionRenewal.isAsking()).toBe(true));

describe('withSessionRenewal', () => {
  it('sends a write once when the session is fine', async () => {
    const send = vi.fn().mockResolvedValue('saved');
    await expect(withSessionRenewal(send)).resolves.toBe('saved');
    expect(send).toHaveBeenCalledOnce();
    expect(sessionRenewal.isAsking()).toBe(false);
  });

  it('asks to sign in again after a 401, then sends the same write once more', async () => {
    const send = vi.fn().mockRejectedValueOnce(unauthorized()).mockResolvedValueOnce('saved');
    const saving = withSessionRenewal(send);
    await asked();
    expect(send).toHaveBeenCalledOnce();
    sessionRenewal.renewed();
    await expect(saving).resolves.toBe('saved');
    expect(send).toHaveBeenCalledTimes(2);
    expect(sessionRenewal.isAsking()).toBe(false);
  });

  it('answers the original 401 when the person declines, and sends nothing more', async () => {
    const refusal = unauthorized();
    const send = vi.fn().mockRejectedValue(refusal);
    const saving = withSessionRenewal(send);
    await asked();
    sessionRenewal.declined();
    await expect(saving).rejects.toBe(refusal);
    expect(send).toHaveBeenCalledOnce();
  });

  it('asks once for every write the ended session refused meanwhile', async () => {
    const listener = vi.fn();
    const stop = sessionRenewal.subscribe(listener);
    const first = vi.fn().mockRejectedValueOnce(unauthorized()).mockResolvedValueOnce(1);
    const second = vi.fn().mockRejectedValueOnce(unauthorized()).mockResolvedValueOnce(2);
    const both = Promise.all([withSessionRenewal(first), withSessionRenewal(second)]);
    await asked();
    await vi.waitFor(() => expect(second).toHaveBeenCalledOnce());
    expect(listener).toHaveBeenCalledOnce();
    sessionRenewal.renewed();
    await expect(both).resolves.toEqual([1, 2]);
    stop();
  });

  it('leaves any other failure alone', async () => {
    const failure = new ApiError(400, 'Invalid');
    await expect(withSessionRenewal(() => Promise.reject(failure))).rejects.toBe(failure);
    expect(sessionRenewal.isAsking()).toBe(false);
  });

  it('rejects a request declined without any write waiting', async () => {
    const asking = sessionRenewal.request();
    sessionRenewal.declined();
    await expect(asking).rejects.toBeInstanceOf(RenewalDeclined);
  });
});

import { describe, expect, it } from 'vitest';
import { publicSessionId } from './account-sessions';

describe('a session’s public name', () => {
  it('is a fixed-length digest of its id that does not contain it', () => {
    const sid = 'YEWxiUakBY4XwC3dyhdU76-13D2EvD_T2HMEOPCINug';
    const name = publicSessionId(sid);
    expect(name).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(publicSessionId(sid)).toBe(name);
    expect(sid).not.toContain(name);
    expect(publicSessionId(`${sid}x`)).not.toBe(name);
  });
});

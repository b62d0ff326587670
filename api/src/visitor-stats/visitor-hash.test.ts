import { describe, expect, it } from 'vitest';
import { utcDay, visitorHasher } from './visitor-hash';

describe('visitorHasher', () => {
  let time = Date.parse('2026-11-29T10:00:00Z');
  const now = () => new Date(time);

  it('gives one visitor one hash all day, and another visitor another', () => {
    const hash = visitorHasher({ now });
    const morning = hash('203.0.113.7', 'Firefox');
    time = Date.parse('2026-11-29T23:59:59Z');
    expect(hash('203.0.113.7', 'Firefox')).toEqual(morning);
    expect(morning.day).toBe('2026-11-29');
    expect(hash('203.0.113.8', 'Firefox').hash).not.toBe(morning.hash);
    expect(hash('203.0.113.7', 'Chrome').hash).not.toBe(morning.hash);
    // The separator keeps address and agent apart: "1.2.3.4" + "5x" is not "1.2.3.45" + "x".
    expect(hash('1.2.3.4', '5x').hash).not.toBe(hash('1.2.3.45', 'x').hash);
  });

  it('draws a new salt when the UTC day changes, so tomorrow the same visitor is a new hash', () => {
    time = Date.parse('2026-11-29T23:59:59Z');
    const salts: Buffer[] = [];
    const hash = visitorHasher({
      now,
      random: (size) => {
        const salt = Buffer.alloc(size, salts.length + 1);
        salts.push(salt);
        return salt;
      },
    });
    const today = hash('203.0.113.7', 'Firefox');
    time = Date.parse('2026-11-30T00:00:00Z');
    const tomorrow = hash('203.0.113.7', 'Firefox');
    expect(tomorrow.day).toBe('2026-11-30');
    expect(tomorrow.hash).not.toBe(today.hash);
    expect(salts).toHaveLength(2);
    // Two processes draw their own salts: the same visitor is not the same hash in both.
    time = Date.parse('2026-11-30T08:00:00Z');
    expect(visitorHasher({ now })('203.0.113.7', 'Firefox').hash).not.toBe(tomorrow.hash);
  });

  it('holds neither the address nor the agent in its answer', () => {
    const { hash } = visitorHasher({ now })('203.0.113.7', 'Firefox');
    expect(hash).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(Buffer.from(hash, 'base64').toString('latin1')).not.toContain('203.0.113.7');
  });
});

describe('utcDay', () => {
  it('is the UTC date, whatever the local zone', () => {
    expect(utcDay(new Date('2026-11-29T23:30:00-02:00'))).toBe('2026-11-30');
  });
});

import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults the stats refresh interval to 5 seconds and accepts 0', () => {
    expect(loadConfig({}).STATS_MAX_AGE_MS).toBe(5000);
    expect(loadConfig({ STATS_MAX_AGE_MS: '0' }).STATS_MAX_AGE_MS).toBe(0);
  });

  it('names STATS_MAX_AGE_MS when its value is unusable', () => {
    for (const value of ['soon', '-1', '1.5']) {
      expect(() => loadConfig({ STATS_MAX_AGE_MS: value })).toThrow(ConfigError);
      expect(() => loadConfig({ STATS_MAX_AGE_MS: value })).toThrow(/STATS_MAX_AGE_MS/);
    }
  });
});

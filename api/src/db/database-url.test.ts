import { describe, expect, it } from 'vitest';
import { parseDatabaseUrl } from './database-url';

describe('parseDatabaseUrl', () => {
  it('reads SQLite paths, relative or absolute', () => {
    expect(parseDatabaseUrl('sqlite:./data/campaign.db')).toEqual({
      dialect: 'sqlite',
      filename: './data/campaign.db',
    });
    expect(parseDatabaseUrl('sqlite:/var/lib/campaign.db')).toEqual({
      dialect: 'sqlite',
      filename: '/var/lib/campaign.db',
    });
    expect(parseDatabaseUrl('sqlite:///var/lib/campaign.db')).toEqual({
      dialect: 'sqlite',
      filename: '/var/lib/campaign.db',
    });
  });

  it('reads MySQL URLs, decoding the credentials', () => {
    expect(parseDatabaseUrl('mysql://app:p%40ss%3Aword@db.internal:3307/campaign')).toEqual({
      dialect: 'mysql',
      host: 'db.internal',
      port: 3307,
      user: 'app',
      password: 'p@ss:word',
      database: 'campaign',
    });
    expect(parseDatabaseUrl('mysql://root@127.0.0.1/test')).toMatchObject({
      port: 3306,
      password: undefined,
    });
  });

  it('rejects URLs it cannot use', () => {
    expect(() => parseDatabaseUrl('mysql://root@127.0.0.1:3306/')).toThrow(/database name/);
    expect(() => parseDatabaseUrl('sqlite:')).toThrow(/file path/);
    expect(() => parseDatabaseUrl('postgres://x/y')).toThrow(/must start with/);
  });
});

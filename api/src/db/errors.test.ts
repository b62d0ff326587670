import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from './errors';

const withCode = (code: string, extra: object = {}) =>
  Object.assign(new Error(code), { code, ...extra });

describe('isUniqueViolation', () => {
  it('recognises both drivers, also wrapped by Objection', () => {
    expect(isUniqueViolation(withCode('SQLITE_CONSTRAINT_UNIQUE'))).toBe(true);
    expect(isUniqueViolation(withCode('SQLITE_CONSTRAINT_PRIMARYKEY'))).toBe(true);
    expect(isUniqueViolation(withCode('ER_DUP_ENTRY', { errno: 1062 }))).toBe(true);
    expect(
      isUniqueViolation({ name: 'UniqueViolationError', nativeError: withCode('ER_DUP_ENTRY') }),
    ).toBe(true);
  });

  it('does not confuse other constraint failures', () => {
    expect(isUniqueViolation(withCode('SQLITE_CONSTRAINT_NOTNULL'))).toBe(false);
    expect(isUniqueViolation(withCode('ER_NO_REFERENCED_ROW_2', { errno: 1452 }))).toBe(false);
    expect(isUniqueViolation(new Error('boom'))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });
});

describe('isDatabaseUnavailable', () => {
  it('recognises unreachable servers, lost connections and a full pool', () => {
    expect(isDatabaseUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('PROTOCOL_CONNECTION_LOST', { fatal: true }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { name: 'KnexTimeoutError' }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable({ name: 'DBError', nativeError: withCode('ETIMEDOUT') })).toBe(
      true,
    );
  });

  it('recognises a locked or unwritable SQLite file, including extended codes', () => {
    expect(isDatabaseUnavailable(withCode('SQLITE_BUSY'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('SQLITE_BUSY_SNAPSHOT'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('SQLITE_IOERR_WRITE'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('SQLITE_READONLY_DBMOVED'))).toBe(true);
  });

  it('leaves query mistakes and constraint failures alone', () => {
    expect(isDatabaseUnavailable(withCode('SQLITE_ERROR'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('SQLITE_CONSTRAINT_UNIQUE'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('ER_PARSE_ERROR'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  });
});

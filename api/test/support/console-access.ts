import { expect } from 'vitest';
import type { Knex } from 'knex';
import { dialectOf } from '../../src/db/create-database';
import type { User } from '../../src/models';
import { CookieJar, createUser, requestWith, signIn } from './auth';
import type { TestApi } from './test-api';

export type Who = 'admin' | 'editor' | 'member' | 'anonymous';

export interface ConsoleUsers {
  admin: User;
  editor: User;
  /** A request as one of them (the anonymous one has no session). */
  as(who: Who, path: string, init?: Parameters<typeof requestWith>[3]): Promise<Response>;
}

/** An admin, an editor and a user without a staff role, each signed in. */
export async function signInConsoleUsers(api: TestApi): Promise<ConsoleUsers> {
  // One at a time: password hashing waits only briefly for a free slot on a busy machine.
  const admin = await createUser(api, { role: 'admin' });
  const editor = await createUser(api, { role: 'editor', firstName: 'Eddie' });
  const member = await createUser(api, { role: null });
  const jars: Record<Who, CookieJar> = {
    admin: new CookieJar(),
    editor: new CookieJar(),
    member: new CookieJar(),
    anonymous: new CookieJar(),
  };
  for (const [who, user] of [
    ['admin', admin],
    ['editor', editor],
    ['member', member],
  ] as const) {
    const { response } = await signIn(api, user.email, undefined, jars[who]);
    expect(response.status).toBe(303);
  }
  return { admin, editor, as: (who, path, init) => requestWith(api, jars[who], path, init) };
}

/**
 * Spellings of an /api/admin/... path that are not the path: a trailing slash, a doubled slash,
 * another case, a percent-encoded letter. None may reach the route's handler.
 */
export function otherSpellings(path: string): string[] {
  const segments = path.split('/');
  const last = segments.at(-1)!;
  const area = segments[3]!; // '', 'api', 'admin', area, ...
  const encoded = `%${area.charCodeAt(0).toString(16)}${area.slice(1)}`;
  const spellings = [
    `${path}/`,
    path.replace('/admin/', '/admin//'),
    path.replace('/admin/', '/ADMIN/'),
    path.replace(`/${area}`, `/${area[0]!.toUpperCase()}${area.slice(1)}`),
    path.replace(`/${area}`, `/${encoded}`),
    `${segments.slice(0, -1).join('/')}/${last.toUpperCase()}`,
  ];
  return [...new Set(spellings)].filter((spelling) => spelling !== path);
}

/** Headers of a write sent from another site, which the origin check refuses. */
export const CROSS_SITE: Record<string, string>[] = [
  { Origin: 'https://evil.example' },
  { 'Sec-Fetch-Site': 'cross-site' },
];

/**
 * Makes every activity entry insert of `action` fail inside the database (a trigger), so a test
 * can see that the write it belongs to is rolled back with it. Returns the undo.
 */
export async function failActivityEntries(db: Knex, action: string): Promise<() => Promise<void>> {
  const name = `fail_${action.replace(/\W/g, '_')}_activity`;
  if (dialectOf(db) === 'mysql') {
    await db.raw(
      `CREATE TRIGGER ${name} BEFORE INSERT ON activity_log FOR EACH ROW
       BEGIN IF NEW.action = ? THEN SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'refused'; END IF; END`,
      [action],
    );
  } else {
    await db.raw(
      `CREATE TRIGGER ${name} BEFORE INSERT ON activity_log WHEN NEW.action = '${action}'
       BEGIN SELECT RAISE(ABORT, 'refused'); END`,
    );
  }
  return async () => {
    await db.raw(`DROP TRIGGER ${name}`);
  };
}

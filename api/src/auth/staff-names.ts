import type { Models, User } from '../models';

/** "Ada Lovelace"; '' for an account without a name. */
export const fullName = (person: Pick<User, 'firstName' | 'lastName'>): string =>
  [person.firstName, person.lastName].filter(Boolean).join(' ');

/** A record that keeps who made it: the account's id, and its email copied at the time. */
interface MadeBy {
  createdBy: string | null;
  createdByEmail: string;
}

/**
 * Who made each of `rows`, as lists show it: the account's name now, or else the email copied
 * into the row (an account without a name, or one deleted since). One query for all the rows.
 */
export async function makersOf(models: Models, rows: readonly MadeBy[]) {
  const ids = [...new Set(rows.map((row) => row.createdBy).filter((id) => id !== null))];
  const users = ids.length ? await models.User.query().whereIn('id', ids) : [];
  const names = new Map(users.map((user) => [user.id, fullName(user)]));
  return (row: MadeBy) => (row.createdBy && names.get(row.createdBy)) || row.createdByEmail;
}

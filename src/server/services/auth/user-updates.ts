/** Changes an admin makes to users (spec 2.19): promote, demote, edit contact details. */
import { and, eq, ne, or, sql } from 'drizzle-orm';
import { fieldChanges, writeHistory, type HistoryActor } from '../history/record-history';
import type { Role } from '../../../shared/entities/auth';
import type { Database, Queryable } from '../../db/database';
import { PG_UNIQUE_VIOLATION, pgError } from '../../db/pg-errors';
import { users } from '../../db/schema';
import { ApiError, notFound } from '../../http/api-error';
import { countOtherAdmins, findUserById, toUserDto, type UserRow } from './users';

const identityTaken = () =>
  new ApiError(409, 'users.identityTaken', 'This email address or mobile number belongs to another user.');

/** A user's role changed by `actor` (promoted, demoted: the admin users' delete), with its history row when it changed. */
export async function changeRole(db: Database, objectId: string, role: Role, now: Date, actor: HistoryActor): Promise<UserRow> {
  return db.transaction(async (tx) => {
    // Role changes are judged one at a time, or two admins demoting each other could both succeed.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('users.roles'))`);
    const user = await findUserById(tx, objectId);
    if (!user) throw notFound('There is no such user.');
    if (user.role === 'admin' && role !== 'admin' && (await countOtherAdmins(tx, objectId)) === 0) {
      throw new ApiError(409, 'users.lastAdmin', 'The last admin cannot be removed; promote another user first.');
    }
    const [updated] = await tx
      .update(users)
      .set({ role, updatedAt: now })
      .where(eq(users.objectId, objectId))
      .returning();
    if (!updated) throw notFound('There is no such user.');
    await userHistory(tx, actor, now, user, updated);
    return updated;
  });
}

/** The history row of a change to a user, when something changed (the record as the users list answers it). */
async function userHistory(tx: Queryable, actor: HistoryActor, now: Date, before: UserRow, after: UserRow): Promise<void> {
  const changes = fieldChanges('adminUsers', toUserDto(before), toUserDto(after));
  if (changes.length === 0) return;
  await writeHistory(tx, actor, now, [{ resource: 'adminUsers', recordId: after.objectId, action: 'update', before: toUserDto(before), after: toUserDto(after), changes }]);
}

export async function changeContactDetails(
  db: Database,
  objectId: string,
  contact: { email: string; mobileNumber: string },
  now: Date,
  actor: HistoryActor,
): Promise<UserRow> {
  const user = await findUserById(db, objectId);
  if (!user) throw notFound('There is no such user.');
  const [holder] = await db
    .select({ objectId: users.objectId })
    .from(users)
    .where(
      and(ne(users.objectId, objectId), or(eq(users.email, contact.email), eq(users.mobileNumber, contact.mobileNumber))),
    )
    .limit(1);
  if (holder) throw identityTaken();
  try {
    return await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({ email: contact.email, mobileNumber: contact.mobileNumber, updatedAt: now })
        .where(eq(users.objectId, objectId))
        .returning();
      if (!updated) throw notFound('There is no such user.');
      await userHistory(tx, actor, now, user, updated);
      return updated;
    });
  } catch (error) {
    // Another request took the address between the check and the update.
    if (isUniqueViolation(error)) throw identityTaken();
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  return pgError(error, PG_UNIQUE_VIOLATION) !== undefined;
}

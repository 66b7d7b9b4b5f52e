/** Users of the platform, as the auth service stores and returns them (`userSchema`). */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { User } from '../../../shared/entities/auth';
import type { Queryable } from '../../db/database';
import { users } from '../../db/schema';
import { randomObjectId } from './tokens';
import type { Identity } from './identity';

export type UserRow = typeof users.$inferSelect;

export function toUserDto(row: UserRow): User {
  return {
    objectId: row.objectId,
    userId: row.userId,
    name: row.name,
    role: row.role,
    email: row.email,
    mobile_number: row.mobileNumber,
    ltv: row.ltv,
    ordersNum: row.ordersNum,
    lastOrderDate: row.lastOrderDate?.toISOString() ?? null,
    lastOrderValue: row.lastOrderValue,
    push_enabled: row.pushEnabled,
    webpush_enabled: row.webpushEnabled,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function findUserById(db: Queryable, objectId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.objectId, objectId));
  return row;
}

function identityColumnCondition(identity: Identity) {
  return identity.channel === 'mobile' ? eq(users.mobileNumber, identity.value) : eq(users.email, identity.value);
}

export async function findUserByIdentity(db: Queryable, identity: Identity): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(identityColumnCondition(identity));
  return row;
}

/**
 * The user an identity signs in as, created with role `user` on its first sign-in. Two
 * simultaneous first sign-ins end up with the same user thanks to the unique columns.
 */
export async function findOrCreateUser(
  db: Queryable,
  identity: Identity,
  now: Date,
): Promise<{ user: UserRow; created: boolean }> {
  const existing = await findUserByIdentity(db, identity);
  if (existing) return { user: existing, created: false };
  const [inserted] = await db
    .insert(users)
    .values({
      objectId: randomObjectId(),
      role: 'user',
      email: identity.channel === 'email' ? identity.value : null,
      mobileNumber: identity.channel === 'mobile' ? identity.value : null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { user: inserted, created: true };
  const concurrent = await findUserByIdentity(db, identity);
  if (!concurrent) throw new Error('user vanished while being created');
  return { user: concurrent, created: false };
}

export async function listUsers(db: Queryable, role?: UserRow['role']): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(role ? eq(users.role, role) : undefined)
    .orderBy(asc(users.createdAt), asc(users.objectId));
}

export async function countOtherAdmins(db: Queryable, exceptObjectId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .where(and(eq(users.role, 'admin'), ne(users.objectId, exceptObjectId)));
  return row?.count ?? 0;
}

/** Sign-in sessions: random bearer tokens, stored hashed, revocable, with an expiry. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { SESSION_TTL_MS } from '../../../shared/constants';
import type { Queryable } from '../../db/database';
import { sessions, users } from '../../db/schema';
import { randomToken, sha256Hex } from './tokens';
import type { Identity } from './identity';
import { findOrCreateUser, type UserRow } from './users';

export interface LiveSession {
  tokenHash: string;
  expiresAt: Date;
  user: UserRow;
}

export async function createSession(
  db: Queryable,
  userObjectId: string,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.insert(sessions).values({ tokenHash: sha256Hex(token), userObjectId, createdAt: now, expiresAt });
  return { token, expiresAt };
}

/** What follows a right code: the identity's user (made on its first sign-in) and a new session for it. */
export async function openSession(db: Queryable, identity: Identity, now: Date): Promise<{ user: UserRow; created: boolean; token: string; expiresAt: Date }> {
  const { user, created } = await findOrCreateUser(db, identity, now);
  return { user, created, ...(await createSession(db, user.objectId, now)) };
}

/**
 * The session a token opens, if it is neither revoked nor expired and belongs to the
 * claimed object id (the client sends both, spec 6).
 */
export async function findLiveSession(
  db: Queryable,
  token: string,
  objectId: string,
  now: Date,
): Promise<LiveSession | null> {
  const [row] = await db
    .select({ tokenHash: sessions.tokenHash, expiresAt: sessions.expiresAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.objectId, sessions.userObjectId))
    .where(
      and(
        eq(sessions.tokenHash, sha256Hex(token)),
        eq(sessions.userObjectId, objectId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    );
  return row ?? null;
}

export async function revokeSession(db: Queryable, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/** Ends every live session of one user (e.g. when an admin promotes them: they sign in afresh). */
export async function revokeUserSessions(db: Queryable, userObjectId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userObjectId, userObjectId), isNull(sessions.revokedAt)));
}

/**
 * One-time-password sign-in (spec 7.2). The spec fixes 4 digits, so the limits carry the
 * weight: codes from a cryptographic generator, stored only as an HMAC under a server key,
 * compared in constant time, single use, short-lived, killed after a few wrong tries, and
 * rate-limited per requester, per identity and requester, and per identity and place, so
 * that nobody can lock an admin out by asking for codes or guessing (OTP_POLICY explains).
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import { OTP_LENGTH, type OtpPolicy } from '../../../shared/constants';
import type { ServerContext } from '../../context';
import type { Database, Queryable } from '../../db/database';
import { otpChallenges, otpKnownRequesters, type otpPurposes } from '../../db/schema';
import { ApiError, tooManyRequests } from '../../http/api-error';
import { otpMessage } from '../messaging/otp-message';
import type { MessageSender } from '../messaging/types';
import { identityKey, type Identity } from './identity';
import { requesterOf } from '../../http/client-address';
import { checkLimit, recordAttempt, recordEvent, type SlidingWindowLimit } from './rate-limit';
import { randomObjectId, randomToken, sha256Hex } from './tokens';

export interface OtpDeps {
  db: Database;
  clock: () => Date;
  policy: OtpPolicy;
  hmacKey: Buffer;
  sender: MessageSender;
}

/** The OTP dependencies out of the server context (sign-in and add-admin routes use the same). */
export function otpDepsOf(context: ServerContext): OtpDeps {
  return {
    db: context.db,
    clock: context.clock,
    policy: context.otpPolicy,
    hmacKey: context.otpHmacKey,
    sender: context.messageSender,
  };
}

const DAY_MS = 24 * 60 * 60_000;

const challengeInvalid = (status: 400 | 401) =>
  new ApiError(status, 'otp.challengeInvalid', 'This sign-in attempt is no longer valid. Ask for a new code.');

export interface IssuedOtp {
  challengeToken: string;
  /** Issue time in epoch milliseconds; the verify call must send it back. */
  timestamp: number;
  resendAfterSeconds: number;
}

/** What a code is for: signing in (`/otp/*`) or an admin adding an admin (`/admins/otp/*`). One purpose's code never serves the other. */
export type OtpPurpose = (typeof otpPurposes)[number];

export async function requestOtp(
  deps: OtpDeps,
  identity: Identity,
  clientIp: string,
  purpose: OtpPurpose = 'sign-in',
): Promise<IssuedOtp> {
  const { db, clock, policy } = deps;
  const requester = requesterOf(clientIp);
  const ipCheck = await recordAttempt(
    db,
    { bucket: `otp.generate:ip:${requester}`, max: policy.maxGeneratesPerIpPerWindow, windowMs: policy.ipWindowMs },
    clock(),
  );
  if (!ipCheck.allowed) throw ipLimitReached(ipCheck.retryAfterMs);

  const code = randomInt(10 ** OTP_LENGTH).toString().padStart(OTP_LENGTH, '0');
  const challengeToken = randomToken();
  const key = identityKey(identity);
  const challengeId = randomObjectId(16);
  const issuedAt = clock();
  const now = issuedAt.getTime();

  /** Codes this requester got for this identity since its last sign-in there, this one included. */
  let codesInRow = 0;
  await db.transaction(async (tx) => {
    // One identity's requests are judged one at a time, whichever instance receives them.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${key}`}))`);
    // Challenges older than the daily window no longer count for anything.
    await tx.delete(otpChallenges).where(and(eq(otpChallenges.identity, key), lte(otpChallenges.issuedAt, new Date(now - DAY_MS))));

    const earlier = await codesSinceSignIn(tx, policy, key, requester, issuedAt);
    const waitMs = earlier.newest ? earlier.newest.getTime() + nextWaitMs(policy, earlier.count) - now : 0;
    if (waitMs > 0) {
      throw tooManyRequests('otp.cooldown', `Wait ${Math.ceil(waitMs / 1000)} seconds before asking for another code.`, waitMs);
    }
    const place = await placeOf(tx, policy, key, requester, issuedAt);
    const sent = await codesSentFrom(tx, policy, key, place, issuedAt);
    if (sent.count >= policy.maxCodesPerIdentityPerDay && sent.oldest) {
      throw tooManyRequests(
        'otp.dailyLimit',
        'Too many codes were requested for this sign-in today. Try again later.',
        sent.oldest.getTime() + DAY_MS - now,
      );
    }
    codesInRow = earlier.count + 1;
    // A code already sent is not replaced: it stays valid for its own time and tries.
    await tx.insert(otpChallenges).values({
      id: challengeId,
      identity: key,
      codeHmac: codeHmac(deps.hmacKey, challengeId, code),
      challengeTokenHash: sha256Hex(challengeToken),
      issuedAt,
      expiresAt: new Date(now + policy.validForMs),
      purpose,
      requester,
    });
  });

  try {
    await deps.sender.send({
      to: identity.value,
      channel: identity.channel === 'mobile' ? 'sms' : 'email',
      ...otpMessage(code, policy.validForMs, purpose),
    });
  } catch (error) {
    // A code that never arrived must not hold the identity in its cooldown or daily count.
    await db.delete(otpChallenges).where(eq(otpChallenges.id, challengeId));
    throw new ApiError(502, 'internal', 'The code could not be sent. Try again later.', {}, { cause: error });
  }

  return {
    challengeToken,
    timestamp: issuedAt.getTime(),
    resendAfterSeconds: Math.ceil(nextWaitMs(policy, codesInRow) / 1000),
  };
}

export interface OtpAttempt {
  challengeToken: string | undefined;
  identity: Identity;
  timestamp: number;
  code: string;
  clientIp: string;
  /** Default `sign-in`. */
  purpose?: OtpPurpose;
}

/** Checks a code; resolves when it is right (and then consumed), throws the refusal otherwise. */
export async function verifyOtp(deps: OtpDeps, attempt: OtpAttempt): Promise<void> {
  const { db, clock, policy } = deps;
  const requester = requesterOf(attempt.clientIp);
  const ipCheck = await recordAttempt(
    db,
    { bucket: `otp.verify:ip:${requester}`, max: policy.maxVerifiesPerIpPerWindow, windowMs: policy.ipWindowMs },
    clock(),
  );
  if (!ipCheck.allowed) throw ipLimitReached(ipCheck.retryAfterMs);

  if (!attempt.challengeToken) throw challengeInvalid(401);
  const [challenge] = await db
    .select()
    .from(otpChallenges)
    .where(eq(otpChallenges.challengeTokenHash, sha256Hex(attempt.challengeToken)));
  // A token of another identity is as good as no token.
  if (!challenge || challenge.identity !== identityKey(attempt.identity)) throw challengeInvalid(401);
  if (challenge.status !== 'pending') throw challengeInvalid(401);
  if (challenge.purpose !== (attempt.purpose ?? 'sign-in')) throw challengeInvalid(401);
  if (challenge.issuedAt.getTime() !== attempt.timestamp) throw challengeInvalid(400);
  if (challenge.wrongTries >= policy.maxWrongTries) throw tooManyTries();
  const now = clock();
  if (now.getTime() >= challenge.expiresAt.getTime()) {
    throw new ApiError(400, 'otp.expired', 'The code has expired. Ask for a new one.');
  }
  const guesses = wrongCodesLimit(policy, challenge.identity, await placeOf(db, policy, challenge.identity, requester, now));
  const guessCheck = await checkLimit(db, guesses, now);
  if (!guessCheck.allowed) {
    throw tooManyRequests('otp.guessLimit', 'Too many wrong codes were entered for this sign-in. Try again later.', guessCheck.retryAfterMs);
  }

  const expected = Buffer.from(challenge.codeHmac, 'hex');
  const given = Buffer.from(codeHmac(deps.hmacKey, challenge.id, attempt.code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    await recordEvent(db, guesses, now);
    // Counted in the database in one statement, so parallel guesses cannot exceed the limit.
    const [counted] = await db
      .update(otpChallenges)
      .set({ wrongTries: sql`${otpChallenges.wrongTries} + 1` })
      .where(eq(otpChallenges.id, challenge.id))
      .returning({ wrongTries: otpChallenges.wrongTries });
    if ((counted?.wrongTries ?? policy.maxWrongTries) >= policy.maxWrongTries) throw tooManyTries();
    throw new ApiError(400, 'otp.invalid', 'The code is not correct.');
  }

  // Single use: of two parallel right answers only one finds the challenge still pending.
  const consumed = await db
    .update(otpChallenges)
    .set({ status: 'used' })
    .where(
      and(
        eq(otpChallenges.id, challenge.id),
        eq(otpChallenges.status, 'pending'),
        sql`${otpChallenges.wrongTries} < ${policy.maxWrongTries}`,
      ),
    )
    .returning({ id: otpChallenges.id });
  if (consumed.length === 0) throw challengeInvalid(401);
  if (challenge.purpose === 'sign-in') await rememberPlace(db, policy, challenge.identity, requester, now);
}

// ------------------------------------------------------------------------------ places and waits

/**
 * Where a request comes from, as far as the per-identity limits go: a requester the identity has
 * signed in from (its own budget), or `new` (one budget shared by every other place).
 */
type Place = { known: true; requester: string } | { known: false };

async function placeOf(db: Queryable, policy: OtpPolicy, identity: string, requester: string, now: Date): Promise<Place> {
  const [row] = await db
    .select({ requester: otpKnownRequesters.requester })
    .from(otpKnownRequesters)
    .where(
      and(
        eq(otpKnownRequesters.identity, identity),
        eq(otpKnownRequesters.requester, requester),
        gt(otpKnownRequesters.lastSignInAt, new Date(now.getTime() - policy.knownPlaceForMs)),
      ),
    );
  return row ? { known: true, requester } : { known: false };
}

async function rememberPlace(db: Queryable, policy: OtpPolicy, identity: string, requester: string, now: Date): Promise<void> {
  // Places not used for longer than they stay known are forgotten.
  await db
    .delete(otpKnownRequesters)
    .where(and(eq(otpKnownRequesters.identity, identity), lte(otpKnownRequesters.lastSignInAt, new Date(now.getTime() - policy.knownPlaceForMs))));
  await db
    .insert(otpKnownRequesters)
    .values({ identity, requester, lastSignInAt: now })
    .onConflictDoUpdate({ target: [otpKnownRequesters.identity, otpKnownRequesters.requester], set: { lastSignInAt: now } });
}

/** Whether a challenge's requester is a known place of its identity (SQL, for counting challenges). */
function fromKnownPlace(policy: OtpPolicy, now: Date): SQL {
  return sql`exists (select 1 from ${otpKnownRequesters} where ${otpKnownRequesters.identity} = ${otpChallenges.identity}
    and ${otpKnownRequesters.requester} = ${otpChallenges.requester}
    and ${otpKnownRequesters.lastSignInAt} > ${new Date(now.getTime() - policy.knownPlaceForMs)})`;
}

/** Codes sent to an identity in the last 24 hours from this place (or from all new places). */
async function codesSentFrom(db: Queryable, policy: OtpPolicy, identity: string, place: Place, now: Date) {
  const fromPlace = place.known ? eq(otpChallenges.requester, place.requester) : sql`not ${fromKnownPlace(policy, now)}`;
  const [row] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      oldest: sql<Date | null>`min(${otpChallenges.issuedAt})`.mapWith(otpChallenges.issuedAt),
    })
    .from(otpChallenges)
    .where(and(eq(otpChallenges.identity, identity), gt(otpChallenges.issuedAt, new Date(now.getTime() - DAY_MS)), fromPlace));
  return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
}

/** The wrong codes of an identity counted from one known place, or from all new places together. */
function wrongCodesLimit(policy: OtpPolicy, identity: string, place: Place): SlidingWindowLimit {
  return {
    bucket: `otp.wrong:${identity}:${place.known ? place.requester : 'new'}`,
    max: policy.maxWrongCodesPerIdentityPerDay,
    windowMs: DAY_MS,
  };
}

/**
 * Codes one requester got for one identity since its last sign-in there, within the resend window,
 * and the newest of them: the wait before the next one grows with their number.
 */
async function codesSinceSignIn(db: Queryable, policy: OtpPolicy, identity: string, requester: string, now: Date) {
  const mine = and(eq(otpChallenges.identity, identity), eq(otpChallenges.requester, requester));
  const lastSignIn = sql`(select max(${otpChallenges.issuedAt}) from ${otpChallenges} where ${mine} and ${otpChallenges.status} = 'used')`;
  const [row] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      newest: sql<Date | null>`max(${otpChallenges.issuedAt})`.mapWith(otpChallenges.issuedAt),
    })
    .from(otpChallenges)
    .where(
      and(
        mine,
        gt(otpChallenges.issuedAt, new Date(now.getTime() - policy.resendWindowMs)),
        sql`${otpChallenges.issuedAt} > coalesce(${lastSignIn}, '-infinity'::timestamptz)`,
      ),
    );
  return { count: row?.count ?? 0, newest: row?.newest ?? null };
}

/** The wait after the n-th code: the base cooldown, doubled for each code before it, capped. */
function nextWaitMs(policy: OtpPolicy, codes: number): number {
  if (codes <= 0) return 0;
  return Math.min(policy.resendCooldownMs * 2 ** Math.min(codes - 1, 30), policy.maxResendCooldownMs);
}

/** HMAC-SHA256 of the code, bound to its challenge so equal codes never share a digest. */
function codeHmac(key: Buffer, challengeId: string, code: string): string {
  return createHmac('sha256', key).update(`${challengeId}:${code}`).digest('hex');
}

function tooManyTries(): ApiError {
  return new ApiError(400, 'otp.tooManyTries', 'Too many wrong codes. Ask for a new one.');
}

function ipLimitReached(retryAfterMs: number): ApiError {
  return tooManyRequests('otp.ipLimit', 'Too many sign-in attempts from this network. Try again in a few minutes.', retryAfterMs);
}

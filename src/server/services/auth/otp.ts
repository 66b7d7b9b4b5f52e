/**
 * One-time-password sign-in (spec 7.2). The spec fixes 4 digits, so the limits carry the
 * weight: codes from a cryptographic generator, stored only as an HMAC under a server key,
 * compared in constant time, single use, short-lived, killed after a few wrong tries,
 * replaced by a newer code, rate-limited per identity and per client IP.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { OTP_LENGTH, type OtpPolicy } from '../../../shared/constants';
import type { ServerContext } from '../../context';
import type { Database } from '../../db/database';
import { otpChallenges, type otpPurposes } from '../../db/schema';
import { ApiError, tooManyRequests } from '../../http/api-error';
import { otpMessage } from '../messaging/otp-message';
import type { MessageSender } from '../messaging/types';
import { identityKey, type Identity } from './identity';
import { recordAttempt } from './rate-limit';
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
  const ipCheck = await recordAttempt(
    db,
    { bucket: `otp.generate:ip:${clientIp}`, max: policy.maxGeneratesPerIpPerWindow, windowMs: policy.ipWindowMs },
    clock(),
  );
  if (!ipCheck.allowed) throw ipLimitReached(ipCheck.retryAfterMs);

  const code = randomInt(10 ** OTP_LENGTH).toString().padStart(OTP_LENGTH, '0');
  const challengeToken = randomToken();
  const key = identityKey(identity);
  const challengeId = randomObjectId(16);
  const issuedAt = clock();

  await db.transaction(async (tx) => {
    // One identity's requests are judged one at a time, whichever instance receives them.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${key}`}))`);
    const [recent] = await tx
      .select({
        count: sql<number>`count(*)`.mapWith(Number),
        oldest: sql<Date | null>`min(${otpChallenges.issuedAt})`.mapWith(otpChallenges.issuedAt),
        newest: sql<Date | null>`max(${otpChallenges.issuedAt})`.mapWith(otpChallenges.issuedAt),
      })
      .from(otpChallenges)
      .where(and(eq(otpChallenges.identity, key), gt(otpChallenges.issuedAt, new Date(issuedAt.getTime() - DAY_MS))));
    const now = issuedAt.getTime();
    if (recent && recent.count >= policy.maxCodesPerIdentityPerDay && recent.oldest) {
      throw tooManyRequests(
        'otp.dailyLimit',
        'Too many codes were requested for this sign-in today. Try again later.',
        recent.oldest.getTime() + DAY_MS - now,
      );
    }
    if (recent?.newest) {
      const waitMs = recent.newest.getTime() + policy.resendCooldownMs - now;
      if (waitMs > 0) {
        throw tooManyRequests('otp.cooldown', `Wait ${Math.ceil(waitMs / 1000)} seconds before asking for another code.`, waitMs);
      }
    }
    // Challenges older than the daily window no longer count for anything.
    await tx
      .delete(otpChallenges)
      .where(and(eq(otpChallenges.identity, key), lte(otpChallenges.issuedAt, new Date(now - DAY_MS))));
    await tx
      .update(otpChallenges)
      .set({ status: 'replaced' })
      .where(and(eq(otpChallenges.identity, key), eq(otpChallenges.status, 'pending')));
    await tx.insert(otpChallenges).values({
      id: challengeId,
      identity: key,
      codeHmac: codeHmac(deps.hmacKey, challengeId, code),
      challengeTokenHash: sha256Hex(challengeToken),
      issuedAt,
      expiresAt: new Date(now + policy.validForMs),
      purpose,
    });
  });

  try {
    await deps.sender.send({
      to: identity.value,
      channel: identity.channel === 'mobile' ? 'sms' : 'email',
      ...otpMessage(code, policy.validForMs),
    });
  } catch (error) {
    // A code that never arrived must not hold the identity in its cooldown or daily count.
    await db.delete(otpChallenges).where(eq(otpChallenges.id, challengeId));
    throw new ApiError(502, 'internal', 'The code could not be sent. Try again later.', {}, { cause: error });
  }

  return {
    challengeToken,
    timestamp: issuedAt.getTime(),
    resendAfterSeconds: Math.ceil(policy.resendCooldownMs / 1000),
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
  const ipCheck = await recordAttempt(
    db,
    { bucket: `otp.verify:ip:${attempt.clientIp}`, max: policy.maxVerifiesPerIpPerWindow, windowMs: policy.ipWindowMs },
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
  if (clock().getTime() >= challenge.expiresAt.getTime()) {
    throw new ApiError(400, 'otp.expired', 'The code has expired. Ask for a new one.');
  }

  const expected = Buffer.from(challenge.codeHmac, 'hex');
  const given = Buffer.from(codeHmac(deps.hmacKey, challenge.id, attempt.code), 'hex');
  if (!timingSafeEqual(expected, given)) {
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

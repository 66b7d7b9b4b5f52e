/**
 * Tables of the auth service (spec 7.2): users, their sessions, one-time-password
 * challenges and the events the rate limits count. Every limit lives here rather than in
 * memory so that several server instances on one database enforce the same limits.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { searchTextColumn } from './search-text-columns';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    objectId: text('object_id').primaryKey(),
    userId: text('user_id'),
    name: text('name'),
    role: text('role', { enum: ['user', 'admin'] }).notNull().default('user'),
    email: text('email').unique(),
    mobileNumber: text('mobile_number').unique(),
    // Marketing fields the public app fills in; the back-office only shows them.
    ltv: doublePrecision('ltv'),
    ordersNum: integer('orders_num'),
    lastOrderDate: timestamptz('last_order_date'),
    lastOrderValue: doublePrecision('last_order_value'),
    pushEnabled: boolean('push_enabled').notNull().default(false),
    webpushEnabled: boolean('webpush_enabled').notNull().default(false),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
    nameSearch: searchTextColumn('name', { nullable: true }),
  },
  (table) => [
    check('users_role_check', sql`${table.role} in ('user', 'admin')`),
    // Also the record search's admins: a handful among the app's users, read by role, their
    // name twins compared there (no trigram index of every user's name to keep up).
    index('users_role_idx').on(table.role),
  ],
);

/** Only the SHA-256 of a session token is stored: a leaked table grants no session. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userObjectId: text('user_object_id')
      .notNull()
      .references(() => users.objectId, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
  },
  (table) => [index('sessions_user_idx').on(table.userObjectId)],
);

export const otpChallengeStatuses = ['pending', 'used', 'replaced'] as const;
export const otpPurposes = ['sign-in', 'add-admin'] as const;

/**
 * One code sent to one identity. The code itself is never stored, only its HMAC; the
 * challenge token handed to the requester (also stored hashed) binds the verify call to it.
 */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: text('id').primaryKey(),
    /** `mobile:<number>` or `email:<address>`. */
    identity: text('identity').notNull(),
    codeHmac: text('code_hmac').notNull(),
    challengeTokenHash: text('challenge_token_hash').notNull().unique(),
    issuedAt: timestamptz('issued_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    status: text('status', { enum: otpChallengeStatuses }).notNull().default('pending'),
    /** What a right code is good for: a sign-in, or an admin adding another admin. */
    purpose: text('purpose', { enum: otpPurposes }).notNull().default('sign-in'),
    /** Who asked for it: the client address, IPv6 counted by its /64 (see http/client-address.ts). */
    requester: text('requester').notNull().default(''),
  },
  (table) => [
    check('otp_challenges_status_check', sql`${table.status} in ('pending', 'used', 'replaced')`),
    index('otp_challenges_identity_issued_idx').on(table.identity, table.issuedAt),
  ],
);

/**
 * The places (client addresses) each identity has signed in from. Limits that a stranger could
 * use up for everyone (codes and wrong guesses per identity) count only requests from other
 * places, so an admin at their usual desk cannot be locked out by someone elsewhere.
 */
export const otpKnownRequesters = pgTable(
  'otp_known_requesters',
  {
    identity: text('identity').notNull(),
    requester: text('requester').notNull(),
    lastSignInAt: timestamptz('last_sign_in_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.identity, table.requester] })],
);

/** One row per attempt counted by a sliding-window limit (e.g. OTP requests per client IP). */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bucket: text('bucket').notNull(),
    occurredAt: timestamptz('occurred_at').notNull(),
  },
  (table) => [index('rate_limit_events_bucket_time_idx').on(table.bucket, table.occurredAt)],
);

/** Keys the server generates once and every instance on the database then shares. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamptz('created_at').notNull(),
});

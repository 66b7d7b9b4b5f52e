/**
 * Demo donation messages: what donors send to the seeded short codes, as the demo seed stores
 * it over the last 90 days and `npm run sms:simulate` sends it live. A realistic mix: both
 * operators (Etisalat more than Du), cheap codes far more than dear ones, keywords typed the ways
 * phones type them (case, spaces, tatweel, tashkeel, alef and taa marbuta forms), some texts that
 * match no keyword, donors who give again, numbers written in their local and international forms.
 *
 * Seeded messages go through `storeMessages` like the gateway's, so the counter adds them to the
 * daily figures like any other. They are deterministic (a seeded random per day) and keyed by day,
 * so a restart adds only the days not seeded yet.
 */
import { sql } from 'drizzle-orm';
import { REPORT_TIME_ZONE } from '../../shared/constants';
import type { InboundSms, SmsOperatorId } from '../../shared/entities/sms';
import type { Database } from '../db/database';
import { senderHashKey } from '../services/sms/sender-hash';
import { storeMessages } from '../services/sms/store-messages';
import { dayInZone } from '../support/zoned-time';
import { rowsOf } from '../db/sql-rows';

/** One short code of one operator and the keywords its organization's donors send to it. */
export interface DemoSmsRoute {
  mno: SmsOperatorId;
  shortCode: number;
  price: number;
  keywords: string[];
}

export function demoSmsRoutes(
  shortCodes: ReadonlyArray<{ orgIntID: number; mnoid: number; price: number; shortcode: number; keywordEN: string }>,
  keywords: ReadonlyArray<{ orgIntID: number; title: string }>,
): DemoSmsRoute[] {
  return shortCodes.map((row) => ({
    mno: row.mnoid === 2 ? 2 : 1,
    shortCode: row.shortcode,
    price: row.price,
    keywords: [...new Set([row.keywordEN, ...keywords.filter((keyword) => keyword.orgIntID === row.orgIntID).map((keyword) => keyword.title)])],
  }));
}

/** What donors send to the SMS rows of projects and cases, from their pages: each row's keywords. */
export function recordSmsRoutes(
  records: ReadonlyArray<{ sms: ReadonlyArray<{ mno: number; price: number; short_code: number; keyword_ar: string; keyword_en: string }> }>,
): DemoSmsRoute[] {
  return records.flatMap((record) =>
    record.sms.map((row) => ({ mno: row.mno === 2 ? 2 : 1, shortCode: row.short_code, price: row.price, keywords: [row.keyword_en, row.keyword_ar] })),
  );
}

/** Texts that are no keyword: a question, a thank-you, a word no project, case or organization uses. */
const UNMATCHED_TEXTS = ['hello', 'STOP', 'تبرع', 'HELP', 'مساعدة', 'شكرا', 'donate 10', '?'];
const UNMATCHED_SHARE = 0.08;
/** Distinct phones of the demo, a few of them regular donors who give again and again. */
const DONORS = 1_500;
const REGULAR_DONORS = 40;
const REGULAR_SHARE = 0.25;

export type Random = () => number;

/** A small seeded generator (mulberry32): the same seed gives the same messages. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** Cheap codes are sent far more often than dear ones; Etisalat carries more traffic than Du. */
function routeWeight(route: DemoSmsRoute): number {
  const byPrice = route.price <= 10 ? 10 : route.price <= 50 ? 4 : route.price <= 100 ? 2.5 : 0.6;
  return byPrice * (route.mno === 1 ? 0.6 : 0.4);
}

/** A keyword as donors type it. */
function typedVariant(random: Random, keyword: string): string {
  if (/^[\x20-\x7e]+$/.test(keyword)) {
    return pick(random, [keyword, keyword, keyword.toLowerCase(), keyword.charAt(0).toUpperCase() + keyword.slice(1).toLowerCase(), ` ${keyword} `]);
  }
  const variants = [keyword, keyword, `${keyword} `, ` ${keyword}`];
  // Tatweel after the first letter, and a fatha on it: both folded away by the matching.
  if (keyword.length > 1) variants.push(`${keyword[0]}\u0640${keyword.slice(1)}`, `${keyword[0]}\u064E${keyword.slice(1)}`);
  if (/^[اأإآ]/.test(keyword)) variants.push(`ا${keyword.slice(1)}`, `أ${keyword.slice(1)}`);
  if (keyword.endsWith('ة')) variants.push(`${keyword.slice(0, -1)}ه`);
  return pick(random, variants);
}

/** The demo's donors: a number per donor, written as phones and operators write it. */
function donorNumber(random: Random, donor: number): string {
  const local = String(10_000_000 + ((donor * 7_919_113) % 90_000_000)).padStart(8, '0');
  return pick(random, [`9715${local}`, `9715${local}`, `+9715${local}`, `05${local}`, `009715${local}`]);
}

/** Makes donation messages from `routes`; each call of `message` draws the next one. */
export function createDemoSmsTraffic(routes: readonly DemoSmsRoute[], random: Random) {
  if (routes.length === 0) throw new Error('no short codes to send demo messages to');
  const weights = routes.map(routeWeight);
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  const pickRoute = (): DemoSmsRoute => {
    let left = random() * totalWeight;
    for (const [index, weight] of weights.entries()) {
      left -= weight;
      if (left < 0) return routes[index]!;
    }
    return routes.at(-1)!;
  };
  return {
    message(receivedAt: Date, messageId: string): InboundSms {
      const route = pickRoute();
      const donor = random() < REGULAR_SHARE ? Math.floor(random() * REGULAR_DONORS) : Math.floor(random() * DONORS);
      const text = random() < UNMATCHED_SHARE ? pick(random, UNMATCHED_TEXTS) : typedVariant(random, pick(random, route.keywords));
      return {
        mno: route.mno,
        message_id: messageId,
        short_code: route.shortCode,
        sender: donorNumber(random, donor),
        text,
        received_at: receivedAt.toISOString(),
      };
    },
  };
}

const SEEDED_DAYS = 90;
/** Messages on an ordinary day; Fridays and a campaign fortnight bring more. */
const MESSAGES_PER_DAY = 22;
const CAMPAIGN_DAYS_AGO = { from: 20, to: 34 };
/** Dubai keeps UTC+4 all year (no daylight saving time). */
const DUBAI_OFFSET_MS = 4 * 3_600_000;
const DAY_MS = 86_400_000;
/** Donors give mostly in the evening: relative weights of the 24 Dubai hours. */
const HOUR_WEIGHTS = [2, 1, 1, 0, 0, 0, 1, 2, 3, 4, 4, 4, 5, 5, 4, 4, 5, 6, 8, 10, 11, 10, 7, 4];
const BATCH = 1_000;

/**
 * Stores the demo messages of the last SEEDED_DAYS Dubai days up to `now` (`source` 'import', as
 * a back-filled operator statement would be). A day whose first message is already kept is
 * skipped, so seeding again costs one lookup.
 */
export async function seedDemoSmsMessages(db: Database, now: Date, routes: readonly DemoSmsRoute[], configuredKey?: string): Promise<void> {
  const today = Date.parse(`${dayInZone(now, REPORT_TIME_ZONE)}T00:00:00Z`);
  const days = Array.from({ length: SEEDED_DAYS }, (_, index) => SEEDED_DAYS - 1 - index).map((daysAgo) => ({
    daysAgo,
    day: new Date(today - daysAgo * DAY_MS).toISOString().slice(0, 10),
  }));
  const seeded = await seededDays(db, days.map(({ day }) => day));
  const messages: InboundSms[] = [];
  for (const { day, daysAgo } of days) {
    if (seeded.has(day)) continue;
    messages.push(...demoDayMessages(routes, day, daysAgo).filter((message) => Date.parse(message.received_at) <= now.getTime()));
  }
  if (messages.length === 0) return;
  const deps = { db, clock: () => now, senderKey: await senderHashKey(db, configuredKey, now) };
  for (let start = 0; start < messages.length; start += BATCH) {
    await storeMessages(deps, messages.slice(start, start + BATCH), 'import');
  }
}

const dayMessageId = (day: string, index: number) => `demo-${day}-${String(index).padStart(4, '0')}`;

/** One Dubai day's messages, the same every time for that day. */
function demoDayMessages(routes: readonly DemoSmsRoute[], day: string, daysAgo: number): InboundSms[] {
  const random = seededRandom(Number(day.replaceAll('-', '')));
  const traffic = createDemoSmsTraffic(routes, random);
  const dayStart = Date.parse(`${day}T00:00:00Z`) - DUBAI_OFFSET_MS;
  const friday = new Date(dayStart + DUBAI_OFFSET_MS).getUTCDay() === 5;
  const campaign = daysAgo >= CAMPAIGN_DAYS_AGO.from && daysAgo <= CAMPAIGN_DAYS_AGO.to;
  const count = Math.round(MESSAGES_PER_DAY * (friday ? 1.6 : 1) * (campaign ? 2.2 : 1) * (0.7 + random() * 0.6));
  const hourTotal = HOUR_WEIGHTS.reduce((sum, weight) => sum + weight, 0);
  const times = Array.from({ length: count }, () => {
    let left = random() * hourTotal;
    let hour = 0;
    while (left >= HOUR_WEIGHTS[hour]! && hour < 23) left -= HOUR_WEIGHTS[hour++]!;
    return dayStart + hour * 3_600_000 + Math.floor(random() * 3_600_000);
  }).sort((a, b) => a - b);
  return times.map((at, index) => traffic.message(new Date(at), dayMessageId(day, index)));
}

/** The days whose first demo message is already kept (on either operator). */
async function seededDays(db: Database, days: readonly string[]): Promise<Set<string>> {
  const keys = days.flatMap((day) => [1, 2].map((mno) => sql`(${mno}::smallint, ${dayMessageId(day, 0)})`));
  const result = await db.execute(sql`
    SELECT operator_message_id AS id FROM sms_message_keys WHERE (mno, operator_message_id) IN (${sql.join(keys, sql`, `)})`);
  const rows = rowsOf<{ id: string }>(result);
  return new Set(rows.map((row) => row.id.slice('demo-'.length, 'demo-'.length + 10)));
}

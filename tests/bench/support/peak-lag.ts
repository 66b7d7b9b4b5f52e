/**
 * How far an open donation page's bar lagged the donations it counts, in `npm run bench:peak`.
 * A page's bar shows its total: the amount before the flood plus the donations of the messages it
 * counts (its owner's, page-owner.ts). A donation is on the bar once a poll answers a total at
 * least the amount given up to and including it (the page's messages taken in the order they were
 * sent): its lag is from its sending (or the page's opening, for one sent before) to the first
 * such answer of that open page. The counter takes messages in the order they were stored, not
 * sent, so a total can reach the amount through a later message counted first: what is measured
 * is the time the bar took to show as much as had been given, which is what a donor watching it
 * sees.
 *
 * A lag belongs to a fault when its interval overlaps the fault's window (peak-windows.ts), else
 * it is outside faults; the longest of each is kept, with the page and when. A donation not yet
 * on a page's bar by its last answer, though sent at least one poll before it, is counted apart
 * with the lag it had reached then.
 */
import { keywordKey } from '../../../src/shared/sms-keywords';
import type { PageCount } from '../../../src/server/services/landing-pages/page-owner';
import { ownerKey } from '../../../src/server/services/sms/claims';
import type { DeliveredMessage, StoredMessage } from './peak-intake';
import type { OpenPage } from './peak-load';
import { windowEnd, windowsOf, type FaultWindow } from './peak-windows';

export interface CountingPage {
  slug: string;
  /** What its bar counts (PublicPage.count). */
  count: PageCount;
  /** Its total before the flood. */
  base: number;
}

export interface Lag {
  ms: number;
  slug: string;
  /** When the donation was sent (ms since the epoch). */
  sentAt: number;
  /** Its row: when it was stored, and its place in the counter's queue (peak-counting.ts). */
  storedAt: number;
  seq: number;
  /** The faults its lag overlapped (none: outside faults). */
  faults: string[];
}

export interface LagFigures {
  outside: Lag | null;
  acrossFault: Lag | null;
  /** Donations a page had not shown by its last answer, sent a poll or more before it; the longest lag among them then. */
  notShown: { count: number; longest: Lag | null };
  /** Per page: its total at its last answer (the highest of its open pages) and the total of the stored messages it counts. */
  finalTotals: Array<{ slug: string; shown: number | null; expected: number }>;
  /** Open pages and the donations they were measured against. */
  pages: number;
  donations: number;
}

/** Whether a stored message counts for the page (progress.ts: its owner, and its keys when it has some). */
export function countsFor(count: PageCount): (message: StoredMessage) => boolean {
  const owner = ownerKey(count.owner);
  const keys = count.keys && new Set(count.keys);
  return (message) => message.owner === owner && (!keys || keys.has(keywordKey(message.keyword ?? '')));
}

/** The first index whose value is greater than `value` in ascending `values`. */
function firstAbove(values: readonly number[], value: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (values[middle]! <= value) low = middle + 1;
    else high = middle;
  }
  return low;
}

export function barLags(options: {
  pages: readonly CountingPage[];
  /** Every stored message (the bars' final totals), and those paired with their sending (the lags). */
  stored: readonly StoredMessage[];
  delivered: readonly DeliveredMessage[];
  openPages: readonly OpenPage[];
  windows: readonly FaultWindow[];
  pollMs: number;
}): LagFigures {
  const { windows } = options;
  const figures: LagFigures = { outside: null, acrossFault: null, notShown: { count: 0, longest: null }, finalTotals: [], pages: 0, donations: 0 };
  const longer = (kept: Lag | null, lag: Lag) => (kept === null || lag.ms > kept.ms ? lag : kept);
  const record = (lag: Omit<Lag, 'faults'>, from: number, to: number) => {
    const faults = windowsOf(windows, from, to).map((window) => window.name);
    if (faults.length === 0) figures.outside = longer(figures.outside, { ...lag, faults });
    else figures.acrossFault = longer(figures.acrossFault, { ...lag, faults });
  };

  for (const page of options.pages) {
    const counts = countsFor(page.count);
    const messages = options.delivered.filter(counts).sort((a, b) => a.sentAt - b.sentAt);
    const sentAt = messages.map((message) => message.sentAt);
    const donation = (index: number) => ({ sentAt: sentAt[index]!, storedAt: messages[index]!.storedAt, seq: messages[index]!.seq });
    // The total a bar shows once the first k+1 donations are on it.
    const totals: number[] = [];
    let running = page.base;
    for (const message of messages) totals.push((running += message.price));
    figures.donations += messages.length;
    let lastShown: number | null = null;

    for (const open of options.openPages.filter((entry) => entry.slug === page.slug)) {
      figures.pages += 1;
      const startOf = (index: number) => Math.max(sentAt[index]!, open.openedAt);
      let next = 0;
      let lastAnswer: { sentAt: number; answeredAt: number; total: number } | null = null;
      for (let poll = 0; poll < open.totals.length; poll++) {
        const total = open.totals[poll];
        if (total === null || total === undefined) continue;
        const answeredAt = open.answeredAt[poll]!;
        lastAnswer = { sentAt: open.sentAt[poll]!, answeredAt, total };
        // The donations this answer shows: as many as its total covers, of those sent before it came.
        const shownUpTo = Math.min(firstAbove(totals, total), firstAbove(sentAt, answeredAt)) - 1;
        if (shownUpTo < next) continue;
        // The earliest of the newly shown waited longest.
        record({ ms: answeredAt - startOf(next), slug: page.slug, ...donation(next) }, startOf(next), answeredAt);
        // The longest outside faults among them: the first sent after every fault window begun by this answer had ended.
        const blockedUntil = Math.max(Number.NEGATIVE_INFINITY, ...windows.filter((window) => window.start <= answeredAt).map(windowEnd));
        if (windowsOf(windows, startOf(next), answeredAt).length > 0) {
          const clear = Math.max(next, firstAbove(sentAt, blockedUntil));
          if (clear <= shownUpTo) record({ ms: answeredAt - startOf(clear), slug: page.slug, ...donation(clear) }, startOf(clear), answeredAt);
        }
        next = shownUpTo + 1;
      }
      if (lastAnswer) {
        lastShown = Math.max(lastShown ?? Number.NEGATIVE_INFINITY, lastAnswer.total);
        // Not on the bar at the last answer, though sent a poll or more before that poll was.
        const overdue = firstAbove(sentAt, lastAnswer.sentAt - options.pollMs);
        if (next < overdue) {
          figures.notShown.count += overdue - next;
          const lag = { ms: lastAnswer.answeredAt - startOf(next), slug: page.slug, ...donation(next), faults: windowsOf(windows, startOf(next), lastAnswer.answeredAt).map((window) => window.name) };
          figures.notShown.longest = longer(figures.notShown.longest, lag);
        }
      }
    }
    const expected = options.stored.filter(counts).reduce((total, message) => total + message.price, page.base);
    figures.finalTotals.push({ slug: page.slug, shown: lastShown, expected });
  }
  return figures;
}

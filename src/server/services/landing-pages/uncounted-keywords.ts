/**
 * Which of a page's keywords its bar would never count. Messages are matched by the intake
 * (sms/keyword-match.ts) against the keywords of the organizations owning the short code; a
 * button whose keyword none of them has brings messages that are kept as unmatched, so the
 * page's total stays where it is. The creation answers name them, and the screens ask staff to
 * add them (Keywords screen). Read fresh, not from the intake's few-second cache: a keyword
 * added a moment ago counts.
 */
import type { SmsButton } from '../../../shared/entities/landing-page';
import type { Queryable } from '../../db/database';
import { loadSmsRouting, matchSms } from '../sms/keyword-match';

export async function uncountedKeywordsOf(db: Queryable, buttons: readonly SmsButton[]): Promise<string[]> {
  if (buttons.length === 0) return [];
  const routing = await loadSmsRouting(db);
  const uncounted = buttons
    .filter((button) => matchSms(routing, { mno: button.mno, shortCode: button.shortCode, text: button.keyword }).keyword === null)
    .map((button) => button.keyword);
  return [...new Set(uncounted)];
}

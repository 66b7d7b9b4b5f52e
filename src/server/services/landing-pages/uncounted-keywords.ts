/**
 * Which of a page's keywords its bar would not count: buttons whose messages the intake would
 * attribute (sms/attribution.ts) to someone other than what the page counts (page-owner.ts): the
 * project or case is switched off, or a campaign's dates do not include the day. Ambiguity itself
 * is refused when a keyword is saved (sms/claim-conflicts.ts), so this is rare; the creation
 * answers name them and the screens say so. Read fresh, not from the intake's cache.
 */
import type { Queryable } from '../../db/database';
import { attribute } from '../sms/attribution';
import { loadSmsRouting, ownerKey } from '../sms/claims';
import { pageCountOf, type CountedPage } from './page-owner';

export async function uncountedKeywordsOf(db: Queryable, page: CountedPage & { components: { progress: { startDate: string } | null } }, today: string): Promise<string[]> {
  const { buttons } = page.components;
  if (buttons.length === 0) return [];
  const count = await pageCountOf(db, page);
  const routing = await loadSmsRouting(db, buttons);
  // A campaign that starts later is asked about its first day.
  const startDate = page.components.progress?.startDate;
  const day = startDate !== undefined && startDate > today ? startDate : today;
  const counted = (button: (typeof buttons)[number]) => {
    const attribution = attribute(routing, { mno: button.mno, shortCode: button.shortCode, text: button.keyword, day });
    return count !== null && attribution.owner !== null && ownerKey(attribution.owner) === ownerKey(count.owner);
  };
  return [...new Set(buttons.filter((button) => !counted(button)).map((button) => button.keyword))];
}

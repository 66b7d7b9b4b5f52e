/**
 * What a donation page's bar counts: the donations attributed (sms/attribution.ts) to the owner
 * its buttons were made for. A project's or case's page counts that record; a campaign page its
 * campaign (a /jalillah pair is one campaign; a marketing page is one of its own); a memorial's
 * page its organization, whose short codes are its buttons, and of those only its buttons'
 * keywords (the organization may have other keywords on other pages).
 */
import { eq } from 'drizzle-orm';
import type { LandingPageKind, SmsButton } from '../../../shared/entities/landing-page';
import { keywordKey } from '../../../shared/sms-keywords';
import type { Queryable } from '../../db/database';
import { memorials } from '../../db/schema/store';
import type { SmsOwner } from '../sms/claims';

export interface PageCount {
  owner: SmsOwner;
  /** Only these keyword keys of the owner's donations; null: all of them. */
  keys: string[] | null;
}

export interface CountedPage {
  objectId: string;
  kind: LandingPageKind;
  sourceId: string | null;
  components: { buttons: readonly SmsButton[] };
}

/** What the page's bar counts; null when it counts nothing (its memorial is gone). */
export async function pageCountOf(db: Queryable, page: CountedPage): Promise<PageCount | null> {
  switch (page.kind) {
    case 'project':
    case 'cause':
      return page.sourceId === null ? null : { owner: { kind: page.kind, id: page.sourceId }, keys: null };
    case 'campaign':
      return { owner: { kind: 'campaign', id: page.sourceId ?? page.objectId }, keys: null };
    case 'memorial': {
      if (page.sourceId === null) return null;
      const [memorial] = await db.select({ orgId: memorials.orgId }).from(memorials).where(eq(memorials.objectId, page.sourceId));
      if (!memorial) return null;
      const keys = [...new Set(page.components.buttons.map((button) => keywordKey(button.keyword)).filter((key) => key !== ''))];
      return { owner: { kind: 'organization', id: String(memorial.orgId) }, keys };
    }
  }
}

/**
 * Who a donation message counts for (the server README, "Attribution"): the project or urgent
 * case whose SMS row the donor answered, a campaign page's keyword, an organization's keywords.
 * One (operator, short code, keyword) belongs to one of them at a time, so a save that would give
 * it to a second one is refused (409 `keywordClaimed`) with a field message naming the first.
 */

export const smsOwnerKinds = ['project', 'cause', 'campaign', 'organization'] as const;
export type SmsOwnerKind = (typeof smsOwnerKinds)[number];

/** The owner a keyword already has, named in both languages (a campaign's name is its own). */
export interface SmsClaimant {
  kind: SmsOwnerKind;
  nameAR: string;
  nameEN: string;
}

/** One message key per kind, so each language can word "the project …", "the case …" its own way. */
const CLAIMED_BY: Readonly<Record<SmsOwnerKind, string>> = {
  project: 'validation.keywordClaimedByProject',
  cause: 'validation.keywordClaimedByCause',
  campaign: 'validation.keywordClaimedByCampaign',
  organization: 'validation.keywordClaimedByOrganization',
};

/**
 * The field message of a keyword another owner has: its key, then its names as a JSON object
 * (`validation.keywordClaimedByProject:{"nameAR":"…","nameEN":"…"}`), which the renderer reads
 * into the sentence in the user's language.
 */
export function keywordClaimedMessage(claimant: SmsClaimant): string {
  return `${CLAIMED_BY[claimant.kind]}:${JSON.stringify({ nameAR: claimant.nameAR, nameEN: claimant.nameEN })}`;
}

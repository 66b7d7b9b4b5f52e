/**
 * What the admin routes and the marketing interface share when they make pages: saving built
 * pages with their re-encoded images, the claim check of a campaign's buttons, and the answer of a
 * created page with its links and the keywords that would not count for it today.
 */
import type { FastifyRequest } from 'fastify';
import { REPORT_TIME_ZONE } from '../../../shared/constants';
import type { ServerContext } from '../../context';
import { dayInZone } from '../../support/zoned-time';
import { refuseClaimConflicts, type ClaimFields } from '../sms/claim-conflicts';
import type { MediaStore } from '../uploads/media-store';
import type { HistoryActor } from '../history/record-history';
import type { BuiltPage } from './build-page';
import { pageLink, publicBaseOf } from './links';
import { pageImagesOf } from './page-images';
import { savePage, toLandingPage, type SavedPage, type SavedPageCheck } from './page-store';
import { uncountedKeywordsOf } from './uncounted-keywords';

export type PageWriter = ReturnType<typeof createPageWriter>;

export function createPageWriter(context: ServerContext, media: MediaStore) {
  const { db, clock } = context;
  const config = context.config.landingPages;
  const today = () => dayInZone(clock(), REPORT_TIME_ZONE);
  /** A created page with the links of every page made with it (`made`: a pair, Arabic first). */
  const answer = async (request: FastifyRequest, saved: SavedPage, made: readonly SavedPage[] = [saved]) => {
    const base = publicBaseOf(config, request);
    const page = toLandingPage(saved.row, base);
    const links = made.map(({ row }) => ({ lang: row.lang, link: pageLink(base, row.slug) }));
    return { link: page.link, page, links, uncountedKeywords: await uncountedKeywordsOf(db, saved.row, today()) };
  };
  /** Saves built pages one after the other (a pair: Arabic first), each with its re-encoded image (and `check`) and its history by `actor`. */
  const saveAll = async (built: readonly BuiltPage[], actor: HistoryActor, check?: SavedPageCheck) => {
    const images = await Promise.all(built.map((page) => pageImagesOf(media, page.imagePath)));
    const saved: SavedPage[] = [];
    for (const [index, page] of built.entries()) saved.push(await savePage(db, page.draft, images[index], clock(), actor, check));
    return saved;
  };
  /** A campaign's buttons may not count for anyone else during its period (409 `keywordClaimed` at `fieldsOf`). */
  const campaignClaims =
    (fieldsOf: ClaimFields): SavedPageCheck =>
    (tx, row) =>
      refuseClaimConflicts(tx, { kind: 'campaign', id: row.sourceId ?? row.objectId }, today(), { fieldsOf });
  const statusOf = (saved: readonly SavedPage[]) => (saved.some((page) => page.created) ? 201 : 200);

  return { today, answer, saveAll, campaignClaims, statusOf };
}

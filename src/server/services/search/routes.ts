/**
 * The command palette's record search (admins only, as every route not declared public):
 *
 *   GET /search/records?q=اغاثه&limit=20 → { results: [{ resource, id, name, path }] }
 *
 * `q` is folded as every search is (record-search.ts); a term that folds to nothing (only
 * diacritics or spaces) finds nothing. Search terms stay out of the request log (only known
 * harmless query values are logged: log-redaction.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../../shared/endpoints';
import { RECORD_SEARCH_LIMIT_DEFAULT, recordSearchQuerySchema, recordSearchResultSchema } from '../../../shared/entities/record-search';
import type { ServerContext } from '../../context';
import { searchRecords } from './record-search';

export const recordSearchRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (app, { context }) => {
  app.get(
    endpoints.recordSearch.route,
    {
      schema: {
        tags: ['search'],
        summary: 'Records found by part of their name: projects, urgent cases, memorial persons, keywords, landing pages and the other named records.',
        description:
          'A record matches when one of its names holds every word of `q`, in any order. Each match names its resource, id, the name that ' +
          'matched and the back-office screen that shows it. Best first: the whole name, its start, the start of a word, anywhere, the words ' +
          'in another order; then by resource and newest first. Arabic letter forms (hamza and alef, taa marbuta, ' +
          'alef maqsura), diacritics, tatweel, Arabic-Indic digits and Latin case do not matter.',
        querystring: recordSearchQuerySchema,
        response: { 200: recordSearchResultSchema },
      },
    },
    async (request) => ({ results: await searchRecords(context.db, request.query.q, request.query.limit ?? RECORD_SEARCH_LIMIT_DEFAULT) }),
  );
};

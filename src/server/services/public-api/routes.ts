/**
 * The public content API for the charity's app and website: read-only, public on purpose
 * (`config.public`, `security: []`), every path `{PUBLIC_API_PREFIX}/{name}`:
 *
 *   GET /public/v1/projects, /causes   the published snapshot: `{ data, publishedAt }`
 *                                      (`data: []`, `publishedAt: null` before the first publication)
 *   GET /public/v1/{name}              `{ data }` of the other resources (projections.ts): only
 *                                      active or approved records, only donor-visible fields
 *
 * Projects and cases are read from their published snapshot, never from their tables, so an
 * edit reaches donors only when staff publish it. Every answer is cacheable (cacheable.ts: ETag,
 * 304, compression) and reads are limited per client address (read-limit.ts). A name the API
 * does not serve answers the standard 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC_API_PREFIX, snapshotKinds } from '../../../shared/entities/publishing';
import type { ServerContext } from '../../context';
import { tooManyRequests } from '../../http/api-error';
import { requesterOf } from '../../http/client-address';
import { createAddressLimiter } from '../../http/address-limit';
import { currentSnapshot, type PublishedSnapshot } from '../publishing/snapshots';
import { prepareJson, sendCacheable, sendPrepared, type PreparedJson } from './cacheable';
import { publicResources } from './projections';
import { DEFAULT_READS_PER_MINUTE } from './read-limit';

/**
 * How long an app, a browser or a CDN may reuse an answer without asking: half a minute, so
 * what staff publish or switch off reaches donors within it, while an app polling every few
 * seconds costs the server one 304 (no body) every half minute at most.
 */
export const PUBLIC_API_MAX_AGE_SECONDS = 30;

const tags = ['public'];
const description =
  `Public (no session). Cache-Control public, max-age=${PUBLIC_API_MAX_AGE_SECONDS}; a weak ETag, and 304 to a matching If-None-Match; ` +
  'the body compressed (br or gzip) as Accept-Encoding allows. Limited per client address: 429 `rateLimited` with `retryAfterSeconds`.';

const snapshotResponse = z.object({
  /** The published records exactly as published (with their payment items and deeplinks). */
  data: z.array(z.record(z.string(), z.unknown())),
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
});

/** The names the API serves, projects and causes first. */
export const PUBLIC_API_NAMES = [...snapshotKinds, ...Object.keys(publicResources)] as const;

export const publicApiRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (app, { context }) => {
  const { db, clock } = context;
  const reads = createAddressLimiter(
    { max: context.config.publicApi?.readsPerMinute ?? DEFAULT_READS_PER_MINUTE, windowMs: 60_000 },
    () => clock().getTime(),
  );
  // Counted before anything is read, so a flood costs no query.
  app.addHook('onRequest', async (request) => {
    const decision = reads.attempt(requesterOf(request.ip));
    if (!decision.allowed) throw tooManyRequests('rateLimited', 'Too many requests. Try again later.', decision.retryAfterMs);
  });
  const cacheable = { maxAgeSeconds: PUBLIC_API_MAX_AGE_SECONDS };
  // A snapshot never changes: its JSON and tag are worked out once, not at every poll.
  const prepared = new WeakMap<PublishedSnapshot, PreparedJson>();
  const preparedSnapshot = (snapshot: PublishedSnapshot): PreparedJson => {
    let answer = prepared.get(snapshot);
    if (!answer) prepared.set(snapshot, (answer = prepareJson({ data: snapshot.items, publishedAt: snapshot.publishedAt })));
    return answer;
  };

  for (const kind of snapshotKinds) {
    app.get(
      `${PUBLIC_API_PREFIX}/${kind}`,
      {
        config: { public: true },
        schema: {
          tags,
          summary: `The published ${kind === 'projects' ? 'projects' : 'urgent cases'}: the snapshot staff last published.`,
          description: `${description} Changes only when staff publish; \`publishedAt\` is null (and \`data\` empty) before the first publication.`,
          response: { 200: snapshotResponse },
        },
      },
      async (request, reply) => {
        const snapshot = await currentSnapshot(db, kind);
        if (!snapshot) return sendCacheable(request, reply, { data: [], publishedAt: null }, cacheable);
        return sendPrepared(request, reply, preparedSnapshot(snapshot), cacheable);
      },
    );
  }

  for (const [name, resource] of Object.entries(publicResources)) {
    app.get(
      `${PUBLIC_API_PREFIX}/${name}`,
      {
        config: { public: true },
        schema: { tags, summary: resource.summary, description, response: { 200: z.object({ data: z.array(resource.item) }) } },
      },
      async (request, reply) => sendCacheable(request, reply, { data: await resource.read(db) }, cacheable),
    );
  }
};

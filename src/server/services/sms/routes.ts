/**
 * The SMS intake (src/server/README.md, "SMS intake"):
 *
 *   POST /sms/inbound   the gateway's messages, one or a batch; signed (signature.ts), not a session
 *   GET|POST /sms/kannel  one message from Kannel's sms-service (kannel.ts); text/plain reply; while
 *                         the database is away it waits in the spool (kannel-spool.ts)
 *   POST /sms/import    an admin's operator statement, in chunks (the main process streams the CSV)
 *
 * Every message is counted once (store-messages.ts) and answered on its own: stored, duplicate
 * or refused with field messages. After messages are stored the counter is woken up to add
 * them to the daily figures.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inboundSmsBatchSchema, inboundSmsSchema, smsIntakeResponseSchema } from '../../../shared/entities/sms';
import type { ServerContext } from '../../context';
import { ApiError, forbidden } from '../../http/api-error';
import { validationFields } from '../../http/error-handler';
import { parseOrThrow, validationError } from '../../http/validation';
import { kannelAddressCheck, kannelMessageOf, kannelParamsSchema, kannelReply, kannelReplyHeaders, KANNEL_PARAM_OF, type KannelParams } from './kannel';
import { senderHashKey } from './sender-hash';
import { createIntakeBatcher } from './intake-batcher';
import { createKannelSpool } from './kannel-spool';
import { isDatabaseAway } from '../../db/database-away';
import { sameSecret } from '../../support/same-secret';
import { checkSmsSignature, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './signature';
import { receiveMessages, storeMessages, type SmsSource, type StoreMessagesDeps } from './store-messages';
import { endpoints } from '../../../shared/endpoints';

/** A full batch of long Arabic texts is about 4 MB of JSON. */
const SMS_BODY_LIMIT = 8 * 1024 * 1024;

/** One message, or `{ messages: [...] }`; each message is checked on its own. */
const intakeBodySchema = z.union([inboundSmsBatchSchema, inboundSmsSchema]);

const notConfigured = (what: string, variable: string) =>
  new ApiError(503, 'smsIntakeNotConfigured', `${what} is not configured on this server: set ${variable} (see the server README, "SMS intake").`);

export const smsIntakeRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (app, { context }) => {
  const sms = context.config.sms ?? {};
  const rawBodies = keepRawBodies(app);
  let senderKey: Promise<Buffer> | undefined;
  const deps = async (): Promise<StoreMessagesDeps> => {
    // Read (or made) on first use, so a server that never receives SMS never creates the key.
    senderKey ??= senderHashKey(context.db, sms.senderHashKey, context.clock()).catch((error: unknown) => {
      senderKey = undefined;
      throw error;
    });
    return { db: context.db, clock: context.clock, senderKey: await senderKey };
  };
  // Every message goes through the batcher, so concurrent requests share commits (intake-batcher.ts).
  const batcher = createIntakeBatcher({
    store: async (messages, source) => {
      const results = await storeMessages(await deps(), messages, source);
      if (results.some((result) => result.status === 'stored')) context.smsCounter.kick();
      return results;
    },
  });
  // Kannel's messages taken while the database is away wait in the spool (kannel-spool.ts), stored through the batcher once it is back.
  const kannel = sms.kannel;
  const spool = kannel?.spoolDir
    ? createKannelSpool({ dir: kannel.spoolDir, store: (messages) => batcher.submit(messages, 'kannel'), log: app.log })
    : null;
  app.addHook('onClose', async () => {
    await spool?.close();
    await batcher.flush();
  });
  const receive = (messages: readonly unknown[], source: SmsSource) => receiveMessages(messages, (valid) => batcher.submit(valid, source));

  app.post(
    '/sms/inbound',
    {
      config: { public: true, security: [{ smsGatewaySignature: [] }] },
      bodyLimit: SMS_BODY_LIMIT,
      // Who is calling is settled before what they sent is looked at.
      preValidation: async (request) => {
        if (!sms.gatewaySecret) throw notConfigured('The SMS gateway intake', 'SMS_GATEWAY_SECRET');
        const check = checkSmsSignature(
          sms.gatewaySecret,
          { timestamp: headerOf(request, TIMESTAMP_HEADER), signature: headerOf(request, SIGNATURE_HEADER) },
          rawBodies.get(request) ?? '',
          context.clock(),
        );
        if (check === 'expired') {
          throw new ApiError(401, 'smsSignatureExpired', 'X-Sms-Timestamp is more than 5 minutes away from the server\'s clock: sign the request again.');
        }
        if (check === 'invalid') {
          throw new ApiError(401, 'smsSignatureInvalid', 'X-Sms-Signature is missing or is not the signature of this body and X-Sms-Timestamp.');
        }
        rejectUnreadableJson(request);
        rejectMalformedBareMessage(request.body);
      },
      schema: {
        tags: ['sms'],
        summary: 'Donation messages from the SMS gateway: one message, or `{ messages: [...] }` with up to 1000.',
        description:
          'Signed by the gateway (X-Sms-Timestamp, X-Sms-Signature; see the smsGatewaySignature scheme). Each message is ' +
          'answered on its own: `stored`, `duplicate` (this operator message id was already kept: a retry) or `refused` ' +
          'with its field messages; the others are kept. 503 while SMS_GATEWAY_SECRET is not set.',
        body: intakeBodySchema,
        response: { 200: smsIntakeResponseSchema },
      },
    },
    async (request) => receive('messages' in request.body ? request.body.messages : [request.body], 'gateway'),
  );

  const kannelAddressAllowed = kannel ? kannelAddressCheck(kannel) : () => false;
  const kannelRoute = {
    config: { public: true, security: [{ smsKannelSecret: [] }] },
    preValidation: async (request: FastifyRequest) => {
      if (!kannel) throw notConfigured('The Kannel adapter', 'SMS_KANNEL_SECRET');
      if (!kannelAddressAllowed(request.ip)) {
        throw forbidden('This address is not a Kannel gateway of SMS_KANNEL_ALLOWED_ADDRESSES.');
      }
      const secret = kannelParamsOf(request).secret;
      if (typeof secret !== 'string' || !sameSecret(secret, kannel.secret)) {
        throw new ApiError(401, 'smsSignatureInvalid', 'The secret parameter is missing or wrong.');
      }
    },
    schema: {
      tags: ['sms'],
      summary: "One donation message from Kannel's sms-service (query, or a form body); answers the reply for the donor.",
      description:
        'For Kannel, which cannot sign: the `secret` parameter (SMS_KANNEL_SECRET) from an address of SMS_KANNEL_ALLOWED_ADDRESSES. ' +
        'Answers text/plain: the thank-you (SMS_REPLY_AR for an Arabic message, else SMS_REPLY_EN), or nothing when not configured. ' +
        '503 while SMS_KANNEL_SECRET is not set.',
      querystring: kannelParamsSchema,
      produces: ['text/plain'],
      response: { 200: z.string().describe('The reply for the donor; empty: none.') },
    },
  };
  const kannelHandler = async (request: FastifyRequest) => {
    if (!kannel) throw notConfigured('The Kannel adapter', 'SMS_KANNEL_SECRET');
    const params = kannelParamsOf(request);
    const described = kannelMessageOf(params, kannel, context.clock());
    if ('fields' in described) throw validationError(described.fields);
    const parsed = inboundSmsSchema.safeParse(described.message);
    if (!parsed.success) {
      // Named by the Kannel parameter each field came from.
      const fields = validationFields(parsed.error.issues, 'message');
      throw validationError(Object.fromEntries(Object.entries(fields).map(([field, message]) => [KANNEL_PARAM_OF[field] ?? field, message])));
    }
    try {
      await batcher.submit([parsed.data], 'kannel');
    } catch (error) {
      // Answered as taken once it is on disk: Kannel's own tries again are kept in memory only.
      if (!spool || !isDatabaseAway(error)) throw error;
      await spool.keep([parsed.data]);
    }
    return kannelReply(sms.replies, parsed.data.text);
  };
  const sendKannelReply = async (request: FastifyRequest, reply: FastifyReply) => {
    const text = await kannelHandler(request);
    return reply.headers(kannelReplyHeaders(text)).send(text);
  };
  app.get('/sms/kannel', kannelRoute, sendKannelReply);
  app.post('/sms/kannel', { ...kannelRoute, schema: { ...kannelRoute.schema, consumes: ['application/x-www-form-urlencoded'], body: kannelParamsSchema.optional() } }, sendKannelReply);

  app.post(
    endpoints.smsImport.route,
    {
      bodyLimit: SMS_BODY_LIMIT,
      preValidation: async (request) => rejectUnreadableJson(request),
      schema: {
        tags: ['sms'],
        summary: "Messages of an operator's statement (up to 1000 per request), kept by the same rules as the gateway's.",
        description:
          'For back-filling a period the gateway missed: the back-office streams a statement CSV (columns in the server README) ' +
          'in chunks. A message already kept is `duplicate`, a malformed one `refused` with its field messages.',
        body: inboundSmsBatchSchema,
        response: { 200: smsIntakeResponseSchema },
      },
    },
    async (request) => receive(request.body.messages, 'import'),
  );
};

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** The Kannel parameters: the query, with a form body's fields over them. */
function kannelParamsOf(request: FastifyRequest): KannelParams {
  const query = (request.query ?? {}) as KannelParams;
  const body = request.body && typeof request.body === 'object' ? (request.body as KannelParams) : {};
  return { ...query, ...body };
}

const UNREADABLE_JSON = Symbol('unreadable JSON');

/**
 * JSON and form bodies in this plugin are parsed here, keeping the raw text: the gateway's
 * signature is over the exact bytes it sent. A body that is not JSON is refused after the
 * caller is known (preValidation), so an unsigned request learns nothing about its body.
 */
function keepRawBodies(app: FastifyInstance): WeakMap<FastifyRequest, string> {
  const rawBodies = new WeakMap<FastifyRequest, string>();
  // Fastify's own parser (it refuses prototype poisoning), its failure kept for preValidation.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    rawBodies.set(request, text);
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, (error, parsed) => done(null, error ? UNREADABLE_JSON : parsed));
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    rawBodies.set(request, text);
    done(null, Object.fromEntries(new URLSearchParams(text)));
  });
  return rawBodies;
}

/**
 * A body without `messages` is one message: its own field messages are the answer (the union
 * of the route's schema would report those of the closest branch, which may be the batch).
 */
function rejectMalformedBareMessage(body: unknown): void {
  if (!body || typeof body !== 'object' || Array.isArray(body) || 'messages' in body) return;
  parseOrThrow(inboundSmsSchema, body);
}

function rejectUnreadableJson(request: FastifyRequest): void {
  if (request.body === UNREADABLE_JSON) throw new ApiError(400, 'validation', 'The body is not valid JSON.');
}

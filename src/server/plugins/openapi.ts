/**
 * `GET /openapi.json`: every route, generated from the zod schemas the routes validate with.
 * Admin session is the global security requirement; a route with `config.public` is
 * documented with `security: []` (or the scheme it checks itself, `config.security`), derived
 * here so the docs cannot disagree with the guard.
 */
import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { apiErrorBodySchema } from '../http/api-error';
import { bodyMayBeAbsent } from '../http/validation';

const API_VERSION = '1.0.0';

export const SECURITY_SCHEMES = {
  bearerAuth: { type: 'http', scheme: 'bearer', description: 'Session token from POST /otp/verify.' },
  objectId: { type: 'apiKey', in: 'header', name: 'X-Object-Id', description: 'object_id from POST /otp/verify.' },
  smsGatewaySignature: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Sms-Signature',
    description:
      'The SMS gateway\'s signature: `sha256=` + hex HMAC-SHA256 with the secret SMS_GATEWAY_SECRET of ' +
      '`<X-Sms-Timestamp>.<raw body>`, where X-Sms-Timestamp (unix seconds) is within 5 minutes of the server\'s clock.',
  },
  smsKannelSecret: {
    type: 'apiKey',
    in: 'query',
    name: 'secret',
    description: 'The Kannel adapter\'s secret SMS_KANNEL_SECRET, from a gateway address of SMS_KANNEL_ALLOWED_ADDRESSES.',
  },
  landingPagesApiKey: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Api-Key',
    description: 'The marketing-automation interface\'s key LANDING_PAGES_API_KEY (POST /apps/{suite}/landingpages).',
  },
} as const;

/** An operation of the document, by its OpenAPI path (`/reports/{orgID}`) and lower-case method. */
interface OperationKey {
  path: string;
  method: string;
}

export async function installOpenApi(app: FastifyInstance): Promise<void> {
  const optionalBodies: OperationKey[] = [];
  // Registered before any route so that every route passes through it.
  app.addHook('onRoute', (route) => {
    const schema = (route.schema ??= {});
    if (route.config?.public) schema.security = route.config.security ?? [];
    // Every refusal has the same shape; saying so once documents it on every route.
    schema.response = { ...(schema.response as object | undefined), '4xx': apiErrorBodySchema };
    if (schema.body && bodyMayBeAbsent(schema.body)) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      for (const method of [route.method].flat()) optionalBodies.push({ path, method: method.toLowerCase() });
    }
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Charity back-office platform server',
        description:
          'Content API, auth (OTP) service and the other services the back-office calls. ' +
          'Unless a route says `security: []` or names a scheme of its own (the SMS gateway\'s), it needs the bearer token and X-Object-Id of an admin session.',
        version: API_VERSION,
      },
      components: { securitySchemes: SECURITY_SCHEMES },
      security: [{ bearerAuth: [], objectId: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  app.get(
    '/openapi.json',
    {
      config: { public: true },
      schema: { tags: ['meta'], summary: 'This document (OpenAPI 3).' },
    },
    async () => withOptionalBodies(app.swagger(), optionalBodies),
  );
}

/**
 * The document with `requestBody.required: false` where a route takes a request without a body
 * (`objectBodiesOnly`): @fastify/swagger marks every documented body required.
 */
function withOptionalBodies<D extends object>(document: D, operations: readonly OperationKey[]): D {
  const paths = (document as { paths?: Record<string, Record<string, { requestBody?: { required?: boolean } }>> }).paths ?? {};
  for (const { path, method } of operations) {
    const requestBody = paths[path]?.[method]?.requestBody;
    if (requestBody) requestBody.required = false;
  }
  return document;
}

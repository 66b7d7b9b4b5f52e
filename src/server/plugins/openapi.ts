/**
 * `GET /openapi.json`: every route, generated from the zod schemas the routes validate with.
 * Admin session is the global security requirement; a route with `config.public` is
 * documented with `security: []`, derived here so the docs cannot disagree with the guard.
 */
import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { apiErrorBodySchema } from '../http/api-error';

const API_VERSION = '1.0.0';

export const SECURITY_SCHEMES = {
  bearerAuth: { type: 'http', scheme: 'bearer', description: 'Session token from POST /otp/verify.' },
  objectId: { type: 'apiKey', in: 'header', name: 'X-Object-Id', description: 'object_id from POST /otp/verify.' },
} as const;

export async function installOpenApi(app: FastifyInstance): Promise<void> {
  // Registered before any route so that every route passes through it.
  app.addHook('onRoute', (route) => {
    const schema = (route.schema ??= {});
    if (route.config?.public) schema.security = [];
    // Every refusal has the same shape; saying so once documents it on every route.
    schema.response = { ...(schema.response as object | undefined), '4xx': apiErrorBodySchema };
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Charity back-office platform server',
        description:
          'Content API, auth (OTP) service and the other services the back-office calls. ' +
          'Unless a route says `security: []`, it needs the bearer token and X-Object-Id of an admin session.',
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
    async () => app.swagger(),
  );
}

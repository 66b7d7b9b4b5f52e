import { expect, it } from 'vitest';
import { describeOnOneDatabase } from './support/each-database';
import { useTestServer } from './support/test-server';
import { PUBLIC_API_PREFIX } from '../../src/shared/entities/publishing';
import { PUBLIC_API_NAMES } from '../../src/server/services/public-api/routes';

const PUBLIC_OPERATIONS = [
  'GET /health',
  'GET /openapi.json',
  'POST /otp/generate',
  'POST /otp/verify',
  'GET /dev/outbox',
  'GET /dev/notifications',
  'GET /reporting/total',
  'GET /media/{folder}/{file}',
  'GET /p/{slug}',
  'GET /p/{slug}/progress',
  'GET /p/{slug}/image/{width}.webp',
  'POST /p/{slug}/consent',
  'GET /p/icon.svg',
  ...PUBLIC_API_NAMES.map((name) => `GET ${PUBLIC_API_PREFIX}/${name}`),
];

/** Routes that check a credential of their own instead of an admin session. */
const OWN_SECURITY: Record<string, unknown> = {
  'POST /sms/inbound': [{ smsGatewaySignature: [] }],
  'GET /sms/kannel': [{ smsKannelSecret: [] }],
  'POST /sms/kannel': [{ smsKannelSecret: [] }],
  'POST /apps/{suite}/landingpages': [{ landingPagesApiKey: [] }],
};

/** Every route the server registers, from Fastify's own route table (HEAD mirrors GET). */
function registeredOperations(routeTree: string): string[] {
  const operations: string[] = [];
  const parents: string[] = [];
  for (const line of routeTree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    parents.length = depth;
    const path = parents.join('') + match[2]!;
    parents.push(match[2]!);
    for (const method of match[3]!.split(', ')) {
      if (method !== 'HEAD') operations.push(`${method} ${path.replace(/:(\w+)/g, '{$1}')}`);
    }
  }
  return operations.sort();
}

describeOnOneDatabase('Health and the OpenAPI document', (kind) => {
  const server = useTestServer(kind);

  it('answers GET /health without a session', async () => {
    const answer = await server().http('GET', '/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'ok' });
  });

  it('documents every route of the server, and only those', async () => {
    const document = await server().http('GET', '/openapi.json');
    expect(document.status).toBe(200);
    expect(document.body.openapi).toMatch(/^3\./);
    const documented = Object.entries(document.body.paths as Record<string, Record<string, unknown>>)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    expect(documented).toEqual(registeredOperations(server().app.printRoutes({ commonPrefix: false })));
    expect(documented).toEqual(
      expect.arrayContaining([
        ...PUBLIC_OPERATIONS,
        'POST /token/verify',
        'POST /token/revoke',
        'GET /users',
        'GET /users/{id}',
        'PUT /users/{id}',
        'GET /organizations',
        'GET /activities',
        'GET /dashboard_mnos',
      ]),
    );
  });

  it('requires the admin session globally, and marks public routes with security: []', async () => {
    const { body } = await server().http('GET', '/openapi.json');
    expect(body.components.securitySchemes).toEqual({
      bearerAuth: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
      objectId: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-Object-Id' }),
      smsGatewaySignature: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-Sms-Signature' }),
      smsKannelSecret: expect.objectContaining({ type: 'apiKey', in: 'query', name: 'secret' }),
      landingPagesApiKey: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-Api-Key' }),
    });
    expect(body.security).toEqual([{ bearerAuth: [], objectId: [] }]);
    for (const [path, operations] of Object.entries(body.paths as Record<string, Record<string, { security?: unknown }>>)) {
      for (const [method, operation] of Object.entries(operations)) {
        const name = `${method.toUpperCase()} ${path}`;
        if (PUBLIC_OPERATIONS.includes(name)) expect(operation.security, name).toEqual([]);
        else if (OWN_SECURITY[name]) expect(operation.security, name).toEqual(OWN_SECURITY[name]);
        else expect(operation.security, name).toBeUndefined();
      }
    }
  });

  it('documents request bodies from the shared schemas', async () => {
    const { body } = await server().http('GET', '/openapi.json');
    const generate = body.paths['/otp/generate'].post;
    expect(JSON.stringify(generate.requestBody)).toContain('mobile_number');
    expect(JSON.stringify(generate.requestBody)).toContain('email');
    expect(Object.keys(generate.responses)).toEqual(expect.arrayContaining(['200', '4XX']));
  });

  it('answers unknown routes with 404 notFound, session or not', async () => {
    const answer = await server().http('GET', '/no/such/route');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ code: 'notFound', message: expect.any(String) });
    const withBadToken = await server().http('DELETE', '/health', {
      session: { token: 'x', objectId: 'y' },
    });
    expect(withBadToken.status).toBe(404);
  });
});

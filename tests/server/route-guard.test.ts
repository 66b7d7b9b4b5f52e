import { expect, it } from 'vitest';
import { describeOnOneDatabase } from './support/each-database';
import { NON_ADMIN, useTestServer } from './support/test-server';

/**
 * Every route the OpenAPI document lists (and the openapi suite checks that it lists every
 * registered route) is refused without a session and to a non-admin, unless it is public or
 * open to any role. A route added later is covered without editing this file.
 */
describeOnOneDatabase('The admin guard on every route', (kind) => {
  const server = useTestServer(kind);

  it('answers 401 without a session and 403 to a non-admin, on every non-public route', async () => {
    const { body } = await server().http('GET', '/openapi.json');
    const operations = Object.entries(body.paths as Record<string, Record<string, { security?: unknown[] }>>).flatMap(
      ([path, methods]) =>
        Object.entries(methods)
          // Public routes (`security: []`) and those that check a credential of their own (the SMS gateway's) are not the guard's.
          .filter(([, operation]) => operation.security === undefined)
          .map(([method]) => ({ method: method.toUpperCase(), path })),
    );
    // The routes of this issue are among them.
    const names = operations.map(({ method, path }) => `${method} ${path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'DELETE /activities/bulk',
        'PUT /banners/{id}',
        'DELETE /organizations/{id}',
        'POST /shortcodes',
        'GET /classes/keywords/count',
        'PUT /preferences/columns/{listKey}',
        'POST /files/{name}',
        'POST /uploads',
        'POST /admins/otp/verify',
      ]),
    );

    const user = await server().signIn(NON_ADMIN);
    const sample: Record<string, string> = { id: '1', objectId: 'abc', listKey: 'activities', name: 'x', folder: 'activities', file: 'x.jpg' };
    for (const { method, path } of operations) {
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => sample[name] ?? 'x');
      const anonymous = await server().http(method, url, method === 'GET' ? {} : { body: {} });
      expect(anonymous.status, `${method} ${path} without a session`).toBe(401);
      // POST /token/revoke is open to any live session (a non-admin discards their own): users.test.ts covers it.
      if (`${method} ${path}` === 'POST /token/revoke') continue;
      const nonAdmin = await server().http(method, url, { session: user, ...(method === 'GET' ? {} : { body: {} }) });
      expect(nonAdmin.status, `${method} ${path} as a non-admin`).toBe(403);
    }
  });
});

import { expect, it } from 'vitest';
import { describeOnEachDatabase } from './support/each-database';
import { ADMIN, ADMIN_EMAIL, useTestServer } from './support/test-server';

describeOnEachDatabase('Column preferences per user', (kind) => {
  const server = useTestServer(kind);

  it('is null until chosen, then survives logout and a new sign-in (another machine)', async () => {
    const first = await server().signIn(ADMIN);
    expect((await server().http('GET', '/preferences/columns/activities', { session: first })).body).toEqual({ columns: null });
    const saved = await server().http('PUT', '/preferences/columns/activities', {
      session: first,
      body: { columns: ['nameAR', 'Status', 'Actions', 'nameAR'] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ columns: ['nameAR', 'Status', 'Actions'] });
    expect((await server().http('POST', '/token/revoke', { session: first })).status).toBe(200);

    // Same user, signed in with the email this time: the choice follows the user.
    const second = await server().signIn(ADMIN_EMAIL);
    expect(second.objectId).toBe(first.objectId);
    expect((await server().http('GET', '/preferences/columns/activities', { session: second })).body).toEqual({
      columns: ['nameAR', 'Status', 'Actions'],
    });
    expect((await server().http('GET', '/preferences/columns/banners', { session: second })).body).toEqual({ columns: null });
    // An empty choice is a choice.
    await server().http('PUT', '/preferences/columns/banners', { session: second, body: { columns: [] } });
    expect((await server().http('GET', '/preferences/columns/banners', { session: second })).body).toEqual({ columns: [] });
  });

  it('keeps each user their own choice', async () => {
    const admin = await server().signIn(ADMIN);
    // A second admin, promoted through the API.
    const other = await server().signIn({ mobile_number: '971500000077' });
    expect((await server().http('PUT', `/users/${other.objectId}`, { session: admin, body: { role: 'admin' } })).status).toBe(200);
    await server().http('PUT', '/preferences/columns/organizations', { session: admin, body: { columns: ['nameAR'] } });
    await server().http('PUT', '/preferences/columns/organizations', { session: other, body: { columns: ['nameEN', 'email'] } });
    expect((await server().http('GET', '/preferences/columns/organizations', { session: admin })).body.columns).toEqual(['nameAR']);
    expect((await server().http('GET', '/preferences/columns/organizations', { session: other })).body.columns).toEqual([
      'nameEN',
      'email',
    ]);
  });

  it('refuses bad list keys, too many or too long column keys', async () => {
    const admin = await server().signIn(ADMIN);
    const badKey = await server().http('PUT', '/preferences/columns/bad.key', { session: admin, body: { columns: [] } });
    expect(badKey.status).toBe(400);
    expect(badKey.body.fields).toEqual({ listKey: 'validation.listKey' });
    const longKey = await server().http('GET', `/preferences/columns/${'k'.repeat(65)}`, { session: admin });
    expect(longKey.status).toBe(400);
    const tooMany = await server().http('PUT', '/preferences/columns/activities', {
      session: admin,
      body: { columns: Array.from({ length: 101 }, (_, index) => `c${index}`) },
    });
    expect(tooMany.body.fields).toEqual({ columns: 'validation.maxItems:100' });
    const tooLong = await server().http('PUT', '/preferences/columns/activities', {
      session: admin,
      body: { columns: ['ok', 'x'.repeat(65)] },
    });
    expect(tooLong.body.fields).toEqual({ 'columns.1': 'validation.maxLength:64' });
  });
});

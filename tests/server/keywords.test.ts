import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from './support/each-database';
import { ADMIN, useTestServer, type Session } from './support/test-server';

describeOnEachDatabase('Keywords (class-based store)', (kind) => {
  const server = useTestServer(kind);
  let admin: Session;
  let orgA: number;
  let orgB: number;
  beforeAll(async () => {
    admin = await server().signIn(ADMIN);
    const organizations = (await call('GET', '/organizations')).body.data.organizations as { id: number; intID: number }[];
    orgA = organizations.find((row) => row.intID === 101)!.id;
    orgB = organizations.find((row) => row.intID === 102)!.id;
  });
  const call = (method: string, path: string, body?: unknown) => server().http(method, path, { session: admin, body });

  it('lists the seeded keywords newest first, filters by organization, pages and counts', async () => {
    const all = await call('GET', '/classes/keywords');
    expect(all.status).toBe(200);
    const results = all.body.results as { createdAt: string; org_id: number; title: string }[];
    expect(results.length).toBe(4);
    expect(results.map((row) => row.createdAt)).toEqual([...results.map((row) => row.createdAt)].sort().reverse());
    expect(results.some((row) => /[\u0600-\u06FF]/.test(row.title))).toBe(true);

    const ofA = (await call('GET', `/classes/keywords?org_id=${orgA}`)).body.results as { org_id: number }[];
    expect(ofA.length).toBe(2);
    expect(ofA.every((row) => row.org_id === orgA)).toBe(true);
    const page = (await call('GET', '/classes/keywords?limit=2&skip=1')).body.results;
    expect(page).toEqual(results.slice(1, 3));

    expect((await call('GET', '/classes/keywords/count')).body).toEqual({ count: 4 });
    expect((await call('GET', `/classes/keywords/count?org_id=${orgB}`)).body).toEqual({ count: 2 });
  });

  it('creates, updates and deletes a keyword; the newest comes first', async () => {
    server().clock.advance(60_000);
    const created = await call('POST', '/classes/keywords', { title: 'خير', org_id: String(orgA) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.keyword).toEqual({
      objectId: expect.stringMatching(/^[A-Za-z0-9]{10}$/),
      title: 'خير',
      org_id: orgA,
      createdAt: server().clock.now().toISOString(),
      updatedAt: server().clock.now().toISOString(),
      version: 1,
    });
    const { objectId } = created.body.keyword;
    expect((await call('GET', '/classes/keywords')).body.results[0].objectId).toBe(objectId);

    server().clock.advance(1_000);
    const updated = await call('PUT', `/classes/keywords/${objectId}`, { title: 'KHAIR', org_id: orgB });
    expect(updated.body.keyword).toMatchObject({ title: 'KHAIR', org_id: orgB, createdAt: created.body.keyword.createdAt });
    expect(updated.body.keyword.updatedAt).not.toBe(created.body.keyword.updatedAt);

    expect((await call('DELETE', `/classes/keywords/${objectId}`)).body).toEqual({ deleted: 1, trashIds: [expect.stringMatching(/^\d+$/)] });
    expect((await call('DELETE', `/classes/keywords/${objectId}`)).status).toBe(404);
    expect((await call('PUT', `/classes/keywords/${objectId}`, { title: 'x', org_id: orgA })).status).toBe(404);
  });

  it('refuses an empty title and a missing or unknown organization', async () => {
    const empty = await call('POST', '/classes/keywords', { title: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({ title: 'validation.required', org_id: 'validation.selectOrg' });
    const unknown = await call('POST', '/classes/keywords', { title: 'X', org_id: 999999 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ org_id: 'validation.selectOrg' });
  });

  it('bulk deletes all or nothing', async () => {
    const a = (await call('POST', '/classes/keywords', { title: 'A', org_id: orgA })).body.keyword.objectId;
    const b = (await call('POST', '/classes/keywords', { title: 'B', org_id: orgA })).body.keyword.objectId;
    expect((await call('DELETE', '/classes/keywords/bulk', { keywordsIDs: [a, 'missing'] })).status).toBe(404);
    expect((await call('GET', '/classes/keywords/count')).body.count).toBe(6);
    expect((await call('DELETE', '/classes/keywords/bulk', { keywordsIDs: [] })).body.fields).toEqual({
      keywordsIDs: 'validation.selectSome',
    });
    expect((await call('DELETE', '/classes/keywords/bulk', { keywordsIDs: [a, b] })).body).toEqual({ deleted: 2, trashIds: [expect.stringMatching(/^\d+$/), expect.stringMatching(/^\d+$/)] });
    expect((await call('GET', '/classes/keywords/count')).body.count).toBe(4);
  });
});

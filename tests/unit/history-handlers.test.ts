/**
 * Record history and the Trash through IPC (src/main/core/history-handlers.ts), against a
 * scripted stand-in server: each channel's method, path and query, the Activity CSV fetched in
 * pages with its changes readable, a restoring save's `X-Restored-From`, a delete's Trash ids,
 * and `X-Client-Kind` on every call of the desktop app and of browser mode.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient, type ClientKind } from '../../src/main/core/api-client';
import { createAppRuntime } from '../../src/main/core/app-runtime';
import { resolveClientConfig, SETTINGS_FILE_NAME } from '../../src/main/core/config';
import { UTF8_BOM } from '../../src/main/core/csv';
import { downloadFileSaver } from '../../src/main/core/file-saver';
import { createHandlers } from '../../src/main/core/handlers';
import { dispatch } from '../../src/main/core/ipc-dispatch';
import type { IpcHandlers } from '../../src/main/core/ipc-handlers';
import { linkPolicyFor } from '../../src/main/core/link-policy';
import { createMemorySessionStore } from '../../src/main/core/session-store';
import { HISTORY_PAGE_MAX, type HistoryEntry } from '../../src/shared/entities/history';
import type { IpcChannel, IpcResponse, SaveFileOutcome } from '../../src/shared/ipc';
import { startStubServer, type SeenRequest } from './helpers/stub-http';

type Stub = Awaited<ReturnType<typeof startStubServer>>;
type Respond = (request: SeenRequest) => { status?: number; body: unknown };

let stub: Stub | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

const SESSION = { token: 'tok-1', objectId: 'admin-1' };

function settingsFolder(settings: object = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'history-handlers-'));
  writeFileSync(join(dir, SETTINGS_FILE_NAME), JSON.stringify(settings));
  return dir;
}

async function startStandIn(respond: Respond): Promise<Stub> {
  stub = await startStubServer((request, res: ServerResponse) => {
    const { status = 200, body } = respond(request);
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  return stub;
}

/** The handlers as the desktop app builds them (src/main/index.ts), signed in, on a stand-in answering `respond`. */
async function desktopApp(respond: Respond, clientKind: ClientKind = 'desktop') {
  const server = await startStandIn(respond);
  const config = resolveClientConfig({ serverUrl: server.url });
  const sessionStore = createMemorySessionStore();
  await sessionStore.save(SESSION);
  const handlers = createHandlers({
    api: createApiClient({ serviceUrls: config.serviceUrls, sessionStore, clientVersion: '1.4.0', clientKind }),
    sessionStore,
    config,
    linkPolicy: linkPolicyFor(config),
    openExternal: async () => {},
    saveFile: downloadFileSaver,
    settings: { settingsDir: settingsFolder(), env: {}, clientVersion: '1.4.0', clientKind, applySavedSettings: async () => {} },
  });
  return { server, ...caller(handlers) };
}

function caller(handlers: IpcHandlers) {
  const call = (channel: IpcChannel, args?: unknown) => dispatch(handlers, channel, args);
  const value = async <T = unknown>(channel: IpcChannel, args?: unknown): Promise<T> => {
    const response = (await call(channel, args)) as IpcResponse<T>;
    if (!response.ok) throw new Error(`${channel}: ${JSON.stringify(response.error)}`);
    return response.value;
  };
  return { call, value };
}

/** 'GET /path' and the query as an object, of a request the stand-in got. */
function routeOf({ method, url }: SeenRequest): { route: string; query: Record<string, string> } {
  const parsed = new URL(url, 'http://stand-in');
  return { route: `${method} ${parsed.pathname}`, query: Object.fromEntries(parsed.searchParams) };
}

function entry(id: number, overrides: Partial<HistoryEntry> = {}): HistoryEntry {
  return {
    id: String(id),
    resource: 'projects',
    recordId: '12',
    recordName: 'سقيا الماء · Water for all',
    action: 'update',
    adminId: 'admin-1',
    adminName: 'Mariam',
    at: '2025-03-01T08:30:00.000Z',
    client: 'desktop',
    clientVersion: '1.4.0',
    recordVersion: 4,
    changes: [{ field: 'nameEN', before: 'Water', after: 'Water for all' }],
    restoredFrom: null,
    ...overrides,
  };
}

const trashEntry = {
  id: '41',
  resource: 'projects',
  recordId: '12',
  recordName: 'Water for all',
  dependents: { sms_payment: 2 },
  deletedAt: '2025-03-01T08:30:00.000Z',
  deletedById: 'admin-1',
  deletedByName: 'Mariam',
  purgeAt: '2025-03-31T08:30:00.000Z',
};

const shortCode = { id: 5, orgid: 1, mnoid: 2, price: 10, shortcode: 4455, keywordEN: 'WATER', isactive: 1, version: 4 };

describe('history channels', () => {
  it("asks for a record's timeline by resource, id and page", async () => {
    const timeline = { entries: [entry(345)], more: true };
    const app = await desktopApp(() => ({ body: timeline }));
    expect(await app.value('history:timeline', { resource: 'projects', recordId: 12, query: { limit: 20, before: '346' } })).toEqual(timeline);
    await app.value('history:timeline', { resource: 'memorials', recordId: 'aB3xY9kLm2' });
    await app.value('history:timeline', { resource: 'publications', recordId: 7 });
    expect(app.server.seen.map(routeOf)).toEqual([
      { route: 'GET /history/records/projects/12', query: { limit: '20', before: '346' } },
      { route: 'GET /history/records/memorials/aB3xY9kLm2', query: {} },
      { route: 'GET /history/records/publications/7', query: {} },
    ]);
  });

  it('asks for the fields of a version by its entry', async () => {
    const version = { resource: 'projects', recordId: '12', record: { nameEN: 'Water' }, currentVersion: 6 };
    const app = await desktopApp(() => ({ body: version }));
    expect(await app.value('history:version', { entryId: '345' })).toEqual(version);
    expect(app.server.seen.map(routeOf)).toEqual([{ route: 'GET /history/entries/345/version', query: {} }]);
  });

  it("asks for an Activity page with the screen's filters", async () => {
    const page = { results: [entry(9)], count: 120 };
    const app = await desktopApp(() => ({ body: page }));
    const query = { limit: 50, skip: 100, adminId: 'admin-1', resource: 'projects', action: 'delete', from: '2025-03-01', to: '2025-03-31', search: 'سقيا' };
    expect(await app.value('activity:page', { query })).toEqual(page);
    expect(app.server.seen.map(routeOf)).toEqual([{ route: 'GET /history', query: { ...query, limit: '50', skip: '100' } }]);
  });

  it('refuses a filter the server does not know, before any request', async () => {
    const app = await desktopApp(() => ({ body: {} }));
    expect(await app.call('activity:page', { query: { action: 'rename' } })).toMatchObject({ ok: false, error: { code: 'validation' } });
    expect(await app.call('trash:restore', { ids: [] })).toMatchObject({ ok: false, error: { code: 'validation' } });
    expect(app.server.seen).toEqual([]);
  });

  it("refuses an answer that is not the contract's shape", async () => {
    const app = await desktopApp(() => ({ body: { entries: 'none' } }));
    expect(await app.call('history:timeline', { resource: 'projects', recordId: 12 })).toMatchObject({ ok: false, error: { code: 'internal' } });
  });
});

describe('the Activity CSV', () => {
  const columns = [
    { key: 'id', label: 'ID' },
    { key: 'at', label: 'الوقت' },
    { key: 'adminName', label: 'المسؤول' },
    { key: 'action', label: 'الإجراء' },
    { key: 'recordName', label: 'السجل' },
    { key: 'changes', label: 'التغييرات' },
    { key: 'client', label: 'Client' },
    { key: 'clientVersion', label: 'Version' },
  ];

  /** A stand-in Activity answering `entries` newest first, `limit` and `skip` applied; `afterPage` runs after each answer. */
  const activityOf =
    (entries: HistoryEntry[], afterPage: () => void = () => {}): Respond =>
    (request) => {
      const { query } = routeOf(request);
      const skip = Number(query.skip ?? 0);
      const results = entries.slice(skip, skip + Number(query.limit ?? 50));
      afterPage();
      return { body: { results, count: entries.length } };
    };

  const rowsOf = (outcome: SaveFileOutcome): string[][] => {
    if (outcome.status !== 'download') throw new Error(`expected a download, got ${outcome.status}`);
    expect(outcome.content.startsWith(UTF8_BOM)).toBe(true);
    return Papa.parse<string[]>(outcome.content.slice(UTF8_BOM.length), { skipEmptyLines: true }).data;
  };

  it("fetches every page of the filter and writes each entry under the renderer's labels", async () => {
    const entries = Array.from({ length: HISTORY_PAGE_MAX + 3 }, (_, index) => entry(1000 - index));
    const app = await desktopApp(activityOf(entries));
    const query = { action: 'update', search: 'سقيا' };
    const rows = rowsOf(await app.value<SaveFileOutcome>('activity:saveCsv', { query, columns, fileName: 'النشاط.csv' }));

    expect(app.server.seen.map(routeOf)).toEqual([
      { route: 'GET /history', query: { ...query, limit: String(HISTORY_PAGE_MAX), skip: '0' } },
      { route: 'GET /history', query: { ...query, limit: String(HISTORY_PAGE_MAX), skip: String(HISTORY_PAGE_MAX) } },
    ]);
    expect(rows[0]).toEqual(columns.map(({ label }) => label));
    expect(rows.slice(1).map(([id]) => id)).toEqual(entries.map(({ id }) => id));
    expect(rows[1]).toEqual(['1000', '2025-03-01T08:30:00.000Z', 'Mariam', 'update', 'سقيا الماء · Water for all', 'nameEN: Water → Water for all', 'desktop', '1.4.0']);
  });

  it('writes the changes as text: rich text as its words, other values stringified, nothing as a dash', async () => {
    const changes = [
      { field: 'descriptionEN', before: '<p>Clean <strong>water</strong></p>', after: '<p>Clean&nbsp;water<br>for all</p>', richText: true },
      { field: 'isactive', before: 0, after: 1 },
      { field: 'paymentMethods', before: null, after: ['card', 'sms'] },
      { field: 'infoAR', before: 'قديم', after: '' },
    ];
    const app = await desktopApp(activityOf([entry(7, { changes, client: 'browser', clientVersion: null })]));
    const rows = rowsOf(await app.value<SaveFileOutcome>('activity:saveCsv', { query: {}, columns, fileName: 'activity.csv' }));
    expect(rows[1]?.[5]).toBe('descriptionEN: Clean water → Clean water for all; isactive: 0 → 1; paymentMethods: — → ["card","sms"]; infoAR: قديم → —');
    expect(rows[1]?.slice(6)).toEqual(['browser', '']);
  });

  it('writes an entry once when a write during the export pushes it onto the next page', async () => {
    const entries = Array.from({ length: HISTORY_PAGE_MAX + 3 }, (_, index) => entry(1000 - index));
    const before = entries.map(({ id }) => id);
    let newWrites = 0;
    const app = await desktopApp(activityOf(entries, () => newWrites++ === 0 && entries.unshift(entry(1001))));
    const rows = rowsOf(await app.value<SaveFileOutcome>('activity:saveCsv', { query: {}, columns, fileName: 'activity.csv' }));
    expect(rows.slice(1).map(([id]) => id)).toEqual(before);
  });
});

describe('the Trash', () => {
  it('asks for a page of one resource, and restores or purges entries by id', async () => {
    const answers: Record<string, unknown> = {
      'GET /trash': { results: [trashEntry], count: 1 },
      'POST /trash/restore': { restored: [{ resource: 'projects', recordId: '12' }] },
      'POST /trash/purge': { purged: 2 },
    };
    const app = await desktopApp((request) => ({ body: answers[routeOf(request).route] }));
    expect(await app.value('trash:page', { query: { limit: 25, skip: 50, resource: 'projects' } })).toEqual(answers['GET /trash']);
    expect(await app.value('trash:restore', { ids: ['41'] })).toEqual(answers['POST /trash/restore']);
    expect(await app.value('trash:purge', { ids: ['41', '42'] })).toEqual(answers['POST /trash/purge']);
    expect(app.server.seen.map(routeOf)).toEqual([
      { route: 'GET /trash', query: { limit: '25', skip: '50', resource: 'projects' } },
      { route: 'POST /trash/restore', query: {} },
      { route: 'POST /trash/purge', query: {} },
    ]);
    expect(app.server.seen.slice(1).map(({ body }) => JSON.parse(body))).toEqual([{ ids: ['41'] }, { ids: ['41', '42'] }]);
  });

  it("passes on the Trash ids of a delete, for the toast's undo", async () => {
    const app = await desktopApp(({ method }) => ({ body: method === 'DELETE' ? { deleted: 2, trashIds: ['41', '42'] } : {} }));
    expect(await app.value('resource:delete', { resource: 'shortCodes', id: 5 })).toEqual({ deleted: 2, trashIds: ['41', '42'] });
    expect(await app.value('resource:bulkDelete', { resource: 'shortCodes', ids: [5, 6] })).toEqual({ deleted: 2, trashIds: ['41', '42'] });
  });
});

describe('a restoring save', () => {
  it('names the entry it restores in X-Restored-From, on that save only', async () => {
    const app = await desktopApp(() => ({ body: { shortcode: shortCode } }));
    const body = { orgid: 1, mnoid: 2, price: 10, shortcode: 4455, version: 4 };
    expect(await app.value('resource:update', { resource: 'shortCodes', id: 5, body, restoredFrom: '345' })).toEqual(shortCode);
    await app.value('resource:update', { resource: 'shortCodes', id: 5, body });
    const [restoring, ordinary] = app.server.seen;
    expect(routeOf(restoring!)).toEqual({ route: 'PUT /shortcodes/5', query: {} });
    expect(restoring?.headers['x-restored-from']).toBe('345');
    expect(JSON.parse(restoring?.body ?? '')).toEqual(body);
    expect(ordinary?.headers['x-restored-from']).toBeUndefined();
  });

  it('refuses a restoredFrom that names no history entry, before any request', async () => {
    const app = await desktopApp(() => ({ body: { shortcode: shortCode } }));
    expect(await app.call('resource:update', { resource: 'shortCodes', id: 5, body: { price: 10 }, restoredFrom: 'latest' })).toMatchObject({
      ok: false,
      error: { code: 'validation', fields: { restoredFrom: 'validation.invalid' } },
    });
    expect(app.server.seen).toEqual([]);
  });
});

describe('X-Client-Kind', () => {
  it("says 'desktop' on every call of the Electron app's client, beside its version", async () => {
    const app = await desktopApp(() => ({ body: { results: [], count: 0 } }));
    await app.value('trash:page', { query: {} });
    expect(app.server.seen[0]?.headers).toMatchObject({ 'x-client-kind': 'desktop', 'x-client-version': '1.4.0', authorization: 'Bearer tok-1' });
  });

  it("says 'browser' on every call of browser mode's runtime, 'Test connection' included", async () => {
    const server = await startStandIn(({ url }) => ({ body: url === '/health' ? { status: 'ok', version: '9.0.0' } : { results: [], count: 0 } }));
    const sessionStore = createMemorySessionStore();
    await sessionStore.save(SESSION);
    const runtime = await createAppRuntime({
      settingsDir: settingsFolder({ serverUrl: server.url }),
      env: {},
      clientVersion: '1.4.0',
      clientKind: 'browser',
      localServerUrl: () => Promise.reject(new Error('office mode: no local server')),
      sessionStoreFor: async () => sessionStore,
      handlerDeps: { openExternal: async () => {}, saveFile: downloadFileSaver },
    });
    const app = caller(runtime.handlers);
    await app.value('activity:page', { query: {} });
    expect(await app.value('settings:testConnection', { serverUrl: server.url })).toMatchObject({ ok: true });
    expect(server.seen.map(({ url }) => url)).toEqual(['/history', '/health']);
    for (const request of server.seen) expect(request.headers).toMatchObject({ 'x-client-kind': 'browser', 'x-client-version': '1.4.0' });
  });
});

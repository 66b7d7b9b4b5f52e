/**
 * The resource kit's IPC handlers against a real platform server (embedded PostgreSQL, demo
 * seed): the generic resource channels, adding an admin by OTP, column preferences and CSV
 * export, each through dispatch() exactly as the Electron window and the browser host call them.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDialogFileSaver, downloadFileSaver, type SaveFile } from '../../src/main/core/file-saver';
import type { IpcChannel } from '../../src/shared/ipc';
import { signedInApp } from './helpers/handlers';
import { DEMO_ADMIN, DEMO_USER, latestOtp, signInDirectly, tokenIsLive, useTestPlatform } from './helpers/platform';

const platform = useTestPlatform();
let workDir: string;
beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'resource-handlers-'));
});
afterAll(async () => {
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

/** Handlers as the app builds them, signed in as the demo admin, with every request recorded. */
const createApp = ({ saveFile = downloadFileSaver, listFetchBatchSize }: { saveFile?: SaveFile; listFetchBatchSize?: number } = {}) =>
  signedInApp(platform.url, { saveFile, ...(listFetchBatchSize !== undefined && { listFetchBatchSize }) });

type Row = Record<string, unknown>;

const newActivity = (intID: number) => ({
  intID,
  nameAR: 'نشاط تجريبي',
  nameEN: 'Test, "quoted" activity',
  infoAR: 'وصف النشاط',
  infoEN: '=HYPERLINK("http://evil.example")',
  order: 7,
});

describe('generic resource channels: activities', () => {
  it('lists, reads, creates, updates, switches, deletes and bulk-deletes', async () => {
    const app = await createApp();
    const before = await app.value<Row[]>('resource:list', { resource: 'activities' });
    expect(before.length).toBeGreaterThanOrEqual(6);

    const created = await app.value<Row>('resource:create', { resource: 'activities', body: newActivity(9101) });
    expect(created).toMatchObject({ intID: 9101, nameAR: 'نشاط تجريبي', avalibleforCauses: 1 });
    const id = created.id as number;
    expect(await app.value('resource:get', { resource: 'activities', id })).toMatchObject({ id, intID: 9101 });
    // Ids as route parameters arrive: a digit string works too.
    expect(await app.value('resource:get', { resource: 'activities', id: String(id) })).toMatchObject({ id });

    const updated = await app.value<Row>('resource:update', { resource: 'activities', id, body: { ...newActivity(9101), nameEN: 'Renamed' } });
    expect(updated).toMatchObject({ id, nameEN: 'Renamed' });

    expect(await app.value('resource:setStatus', { resource: 'activities', id, isactive: 0 })).toMatchObject({ id, isactive: 0 });
    expect(await app.value('resource:setStatus', { resource: 'activities', id, isactive: 1 })).toMatchObject({ id, isactive: 1 });

    expect(await app.value('resource:delete', { resource: 'activities', id })).toEqual({ deleted: 1, trashIds: [expect.stringMatching(/^\d+$/)] });
    expect(await app.call('resource:get', { resource: 'activities', id })).toMatchObject({ ok: false, error: { code: 'notFound', status: 404 } });

    const a = await app.value<Row>('resource:create', { resource: 'activities', body: newActivity(9102) });
    const b = await app.value<Row>('resource:create', { resource: 'activities', body: newActivity(9103) });
    expect(await app.value('resource:bulkDelete', { resource: 'activities', ids: [a.id, b.id] })).toEqual({ deleted: 2, trashIds: [expect.stringMatching(/^\d+$/), expect.stringMatching(/^\d+$/)] });
    expect(await app.value<Row[]>('resource:list', { resource: 'activities' })).toHaveLength(before.length);
    expect(app.requests).toContain(`DELETE /activities/bulk`);
  }, 60_000);

  it("passes the server's 400 through with its field messages, and changes nothing", async () => {
    const app = await createApp();
    const before = await app.value<Row[]>('resource:list', { resource: 'activities' });
    const response = await app.call('resource:create', { resource: 'activities', body: { ...newActivity(9104), nameEN: 'x'.repeat(46), order: -1 } });
    expect(response).toMatchObject({
      ok: false,
      error: { code: 'validation', status: 400, fields: { nameEN: expect.stringMatching(/^validation\./), order: expect.stringMatching(/^validation\./) } },
    });
    expect(await app.value<Row[]>('resource:list', { resource: 'activities' })).toHaveLength(before.length);
  }, 30_000);

  it('refuses an unknown resource, a wrong id shape, a foreign filter or an unsupported operation before any request', async () => {
    const app = await createApp();
    const refusals: Array<[IpcChannel, unknown]> = [
      ['resource:list', { resource: 'users' }],
      ['resource:list', { resource: '__proto__' }],
      ['resource:delete', { resource: 'payments', id: 1 }],
      ['resource:get', { resource: 'activities', id: 'abc' }],
      ['resource:get', { resource: 'activities', id: '../users/1' }],
      ['resource:get', { resource: 'activities', id: -3 }],
      ['resource:get', { resource: 'mnos', id: 1 }],
      ['resource:delete', { resource: 'keywords', id: 12 }],
      ['resource:bulkDelete', { resource: 'activities', ids: [] }],
      ['resource:bulkDelete', { resource: 'activities', ids: Array.from({ length: 1001 }, (_, index) => index + 1) }],
      ['resource:bulkDelete', { resource: 'activities', ids: [1, 'x'] }],
      ['resource:bulkDelete', { resource: 'adminUsers', ids: ['abc'] }],
      ['resource:list', { resource: 'activities', query: { role: 'admin' } }],
      ['resource:list', { resource: 'adminUsers', query: { role: 'user' } }],
      ['resource:create', { resource: 'adminUsers', body: { role: 'admin' } }],
      ['resource:update', { resource: 'mnos', id: 1, body: { nameEN: 'x' } }],
      ['resource:delete', { resource: 'mnos', id: 1 }],
      // Promotion goes through the OTP of admins:sendOtp/verifyOtp, never through an edit.
      ['resource:update', { resource: 'adminUsers', id: 'abc', body: { role: 'admin' } }],
      ['csv:export', { resource: 'activities', columns: [{ key: 'id', label: 'ID' }], fileName: 'a\u0000b.csv' }],
      ['resource:create', { resource: 'activities', body: ['not', 'an', 'object'] }],
      ['resource:create', { resource: 'activities', body: { big: 'x'.repeat(256 * 1024) } }],
      ['resource:setStatus', { resource: 'keywords', id: 'abc', isactive: 1 }],
      ['resource:setStatus', { resource: 'activities', id: 1, isactive: 2 }],
      ['csv:export', { resource: 'activities', columns: [{ key: 'id', label: 'ID' }], fileName: '../../evil.csv' }],
      ['csv:export', { resource: 'activities', columns: [{ key: 'id', label: 'ID' }], fileName: 'list.exe' }],
      ['csv:export', { resource: 'activities', columns: [], fileName: 'list.csv' }],
    ];
    for (const [channel, args] of refusals) {
      expect(await app.call(channel, args), JSON.stringify(args).slice(0, 120)).toMatchObject({ ok: false, error: { code: 'validation' } });
    }
    expect(app.requests).toEqual([]);
  }, 30_000);
});

describe('the other resources of the table', () => {
  it('lists every resource with its own paths and response keys', async () => {
    const app = await createApp();
    expect((await app.value<Row[]>('resource:list', { resource: 'banners' })).length).toBeGreaterThanOrEqual(3);
    expect((await app.value<Row[]>('resource:list', { resource: 'organizations' })).length).toBeGreaterThanOrEqual(3);
    expect((await app.value<Row[]>('resource:list', { resource: 'shortCodes' })).length).toBeGreaterThanOrEqual(4);
    expect((await app.value<Row[]>('resource:list', { resource: 'keywords' })).length).toBeGreaterThanOrEqual(4);
    expect(app.requests).toEqual(['GET /banners', 'GET /organizations', 'GET /shortcodes', 'GET /classes/keywords?skip=0&limit=1000']);
  }, 30_000);

  it('wraps an organization update in organization_data_to_update', async () => {
    const app = await createApp();
    const [organization] = await app.value<Row[]>('resource:list', { resource: 'organizations' });
    const { id, ...fields } = organization!;
    const editable = Object.fromEntries(Object.entries(fields).filter(([key]) => !['intID', 'countryid'].includes(key)));
    const updated = await app.value<Row>('resource:update', { resource: 'organizations', id, body: { ...editable, intID: organization!.intID, nameEN: 'Renamed NGO' } });
    expect(updated).toMatchObject({ id, nameEN: 'Renamed NGO', version: Number(organization!.version) + 1 });
    // The version the form loaded goes at the top level of the wrapped body, where the server checks it.
    const stale = await app.call('resource:update', { resource: 'organizations', id, body: { ...editable, intID: organization!.intID, nameEN: 'Stale copy' } });
    expect(stale).toMatchObject({ ok: false, error: { code: 'conflict' } });
  }, 30_000);

  it('reads keywords page by page when asked for the whole list, and one page when asked for one', async () => {
    const app = await createApp({ listFetchBatchSize: 2 });
    const all = await app.value<Row[]>('resource:list', { resource: 'keywords' });
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect(app.requests.filter((request) => request.startsWith('GET /classes/keywords')).length).toBe(Math.floor(all.length / 2) + 1);
    expect(new Set(all.map((keyword) => keyword.objectId)).size).toBe(all.length);
    expect(await app.value<Row[]>('resource:list', { resource: 'keywords', query: { limit: 2, skip: 1 } })).toEqual(all.slice(1, 3));
  }, 30_000);
});

describe('server-mode lists: keywords', () => {
  it('answers one page with its count; the order and search are checked before any request', async () => {
    const app = await createApp();
    const all = await app.value<Row[]>('resource:list', { resource: 'keywords' });
    const page = await app.value<{ rows: Row[]; count: number }>('resource:page', { resource: 'keywords', query: { limit: 2, skip: 0, order: 'title' } });
    expect(page.count).toBe(all.length);
    expect(page.rows.map((row) => row.title)).toEqual(all.map((row) => String(row.title)).sort().slice(0, 2));
    const sent = app.requests.length;
    for (const query of [{ order: 'objectId' }, { search: 'x'.repeat(101) }, { limit: 2, colour: 'red' }]) {
      expect(await app.call('resource:page', { resource: 'keywords', query })).toMatchObject({ ok: false, error: { code: 'validation' } });
    }
    // A client-mode list has no server pages.
    expect(await app.call('resource:page', { resource: 'activities', query: {} })).toMatchObject({ ok: false, error: { code: 'validation' } });
    expect(app.requests.length).toBe(sent);
  }, 30_000);

  it('exports in pages, reporting the rows written of the total while the file is written', async () => {
    const seen: Array<{ written: number; total: number | null } | null> = [];
    // The saver asks for the progress after each chunk it writes, through the app it is part of.
    const running: { app?: Awaited<ReturnType<typeof createApp>> } = {};
    const saveFile: SaveFile = async ({ fileName, content }) => {
      let text = '';
      for await (const chunk of content as AsyncIterable<string>) {
        text += chunk;
        seen.push(await running.app!.value('csv:progress', { exportId: 'export-1' }));
      }
      return { status: 'download', fileName, content: text };
    };
    const app = (running.app = await createApp({ saveFile, listFetchBatchSize: 2 }));
    const { count } = await app.value<{ count: number }>('resource:page', { resource: 'keywords', query: { limit: 1 } });
    const result = await app.value<{ content: string }>('csv:export', {
      resource: 'keywords',
      columns: [{ key: 'title', label: 'Keyword' }],
      fileName: 'keywords.csv',
      exportId: 'export-1',
    });
    expect(csvLines(result.content)).toHaveLength(count + 1);
    // The header first, then a page at a time: the rows of the pages before, of the total the server counted.
    expect(seen[0]).toEqual({ written: 0, total: null });
    expect(seen.slice(1).map((progress) => progress?.total)).toEqual(seen.slice(1).map(() => count));
    expect(seen.slice(1).map((progress) => progress?.written)).toEqual(seen.slice(1).map((_, index) => Math.min(index * 2, count)));
    expect(await app.value('csv:progress', { exportId: 'export-1' })).toBeNull();
  }, 30_000);
});

describe('admin users (spec 2.19)', () => {
  it('adds an admin by OTP without touching the signed-in session, lists, edits and demotes them', async () => {
    const app = await createApp();
    const session = (await app.sessionStore.load())!;
    const admins = await app.value<Row[]>('resource:list', { resource: 'adminUsers' });
    expect(admins.map((user) => user.mobile_number)).toContain(DEMO_ADMIN.mobile_number);
    expect(admins.every((user) => user.role === 'admin')).toBe(true);
    expect(admins.map((user) => user.mobile_number)).not.toContain(DEMO_USER.mobile_number);

    expect(await app.call('admins:verifyOtp', { otp: '1234' })).toMatchObject({ ok: false, error: { code: 'auth.noPendingOtp' } });
    expect(await app.value('admins:sendOtp', { channel: 'mobile', mobile_number: DEMO_USER.mobile_number })).toEqual({
      destination: DEMO_USER.mobile_number,
      resendAfterSeconds: expect.any(Number),
    });
    const otp = await latestOtp(platform.url, DEMO_USER.mobile_number);
    const wrong = otp === '0000' ? '1111' : '0000';
    expect(await app.call('admins:verifyOtp', { otp: wrong })).toMatchObject({ ok: false, error: { code: 'otp.invalid', status: 400 } });
    const promoted = await app.value<Row>('admins:verifyOtp', { otp });
    expect(promoted).toMatchObject({ role: 'admin', mobile_number: DEMO_USER.mobile_number });
    expect(await app.call('admins:verifyOtp', { otp })).toMatchObject({ ok: false, error: { code: 'auth.noPendingOtp' } });

    // The signed-in admin's own session is untouched.
    expect(await app.sessionStore.load()).toEqual(session);
    expect(await tokenIsLive(platform.url, session)).toBe(true);
    expect(await app.value('session:current')).toMatchObject({ signedIn: true, user: { mobile_number: DEMO_ADMIN.mobile_number } });

    const id = promoted.objectId as string;
    expect((await app.value<Row[]>('resource:list', { resource: 'adminUsers' })).map((user) => user.objectId)).toContain(id);
    const edited = await app.value('resource:update', { resource: 'adminUsers', id, body: { email: 'new.admin@example.org', mobile_number: DEMO_USER.mobile_number } });
    expect(edited).toMatchObject({ objectId: id, email: 'new.admin@example.org' });

    expect(await app.value('resource:delete', { resource: 'adminUsers', id })).toEqual({ deleted: 1 });
    expect(app.requests).toContain(`PUT /users/${id}`);
    expect((await app.value<Row[]>('resource:list', { resource: 'adminUsers' })).map((user) => user.objectId)).not.toContain(id);
    expect(await app.value('resource:get', { resource: 'adminUsers', id })).toMatchObject({ objectId: id, role: 'user' });
  }, 60_000);

  it('a sign-in started in the same app is not disturbed by adding an admin', async () => {
    const app = await createApp();
    await app.sessionStore.clear();
    await app.value('auth:sendOtp', { channel: 'email', email: DEMO_ADMIN.email });
    const signInOtp = await latestOtp(platform.url, DEMO_ADMIN.email);
    await app.sessionStore.save(await signInDirectly(platform.url, { mobile_number: DEMO_ADMIN.mobile_number }));
    await app.value('admins:sendOtp', { channel: 'email', email: 'third.admin@example.org' });
    expect(await app.value('auth:verifyOtp', { otp: signInOtp })).toMatchObject({ status: 'signedIn', user: { email: DEMO_ADMIN.email } });
    const addOtp = await latestOtp(platform.url, 'third.admin@example.org');
    const added = await app.value<Row>('admins:verifyOtp', { otp: addOtp });
    expect(added).toMatchObject({ role: 'admin', email: 'third.admin@example.org' });
    expect(await app.value('resource:delete', { resource: 'adminUsers', id: added.objectId })).toEqual({ deleted: 1 });
  }, 60_000);
});

describe('column preferences', () => {
  it('saves and reads back a column choice per list', async () => {
    const app = await createApp();
    expect(await app.value('columns:get', { listKey: 'activities' })).toBeNull();
    expect(await app.value('columns:set', { listKey: 'activities', columns: ['nameAR', 'order', 'isactive'] })).toEqual(['nameAR', 'order', 'isactive']);
    expect(await app.value('columns:get', { listKey: 'activities' })).toEqual(['nameAR', 'order', 'isactive']);
    expect(await app.value('columns:get', { listKey: 'banners' })).toBeNull();
    // Another session of the same user (another machine) sees the same choice.
    expect(await (await createApp()).value('columns:get', { listKey: 'activities' })).toEqual(['nameAR', 'order', 'isactive']);
    expect(await app.call('columns:get', { listKey: '../users' })).toMatchObject({ ok: false, error: { code: 'validation' } });
  }, 30_000);
});

const BOM = '\uFEFF';
const csvLines = (content: string) => content.slice(1).split('\r\n');

describe('CSV export', () => {
  it('browser host: hands back the whole list for download, header in the given order, Arabic intact', async () => {
    const app = await createApp();
    const created = await app.value<Row>('resource:create', { resource: 'activities', body: newActivity(9201) });
    const activities = await app.value<Row[]>('resource:list', { resource: 'activities' });
    const result = await app.value<{ status: string; fileName: string; content: string }>('csv:export', {
      resource: 'activities',
      columns: [
        { key: 'nameAR', label: 'الاسم' },
        { key: 'nameEN', label: 'Name' },
        { key: 'infoEN', label: 'Info' },
        { key: 'order', label: 'الترتيب' },
      ],
      fileName: 'الأنشطة.csv',
    });
    expect(result.status).toBe('download');
    expect(result.fileName).toBe('الأنشطة.csv');
    expect(result.content.startsWith(BOM)).toBe(true);
    const lines = csvLines(result.content);
    expect(lines[0]).toBe('الاسم,Name,Info,الترتيب');
    expect(lines).toHaveLength(activities.length + 1);
    // Comma and quotes quoted, the formula defused, Arabic as typed.
    expect(lines).toContain('نشاط تجريبي,"Test, ""quoted"" activity","\'=HYPERLINK(""http://evil.example"")",7');
    await app.value('resource:delete', { resource: 'activities', id: created.id });
  }, 30_000);

  it('exports every row of a paged list, not one page', async () => {
    const app = await createApp({ listFetchBatchSize: 2 });
    const keywords = await app.value<Row[]>('resource:list', { resource: 'keywords' });
    expect(keywords.length).toBeGreaterThan(2);
    const result = await app.value<{ content: string }>('csv:export', {
      resource: 'keywords',
      query: { limit: 1 },
      columns: [{ key: 'title', label: 'Keyword' }],
      fileName: 'keywords.csv',
    });
    expect(csvLines(result.content)).toEqual(['Keyword', ...keywords.map((keyword) => keyword.title)]);
    expect(keywords.some((keyword) => /[\u0600-\u06FF]/.test(String(keyword.title)))).toBe(true);
  }, 30_000);

  it('Electron: saves through the save dialog (faked here, Electron cannot run in tests) with an atomic write', async () => {
    const stateFile = join(workDir, 'user-data', 'last-save-folder.json');
    const asked: string[] = [];
    let answer: string | null = join(workDir, 'shared-folder', 'activities.csv');
    const saveFile = createDialogFileSaver({
      stateFile,
      fallbackFolder: join(workDir, 'documents'),
      askPath: async ({ defaultPath }) => {
        asked.push(defaultPath);
        return answer;
      },
    });
    const app = await createApp({ saveFile });
    const exportArgs = { resource: 'activities', columns: [{ key: 'nameAR', label: 'الاسم' }], fileName: 'activities.csv' };

    const saved = await app.value('csv:export', exportArgs);
    expect(saved).toEqual({ status: 'saved', path: answer });
    const bytes = await readFile(answer!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toContain('الاسم\r\n');
    expect(asked[0]).toBe(join(workDir, 'documents', 'activities.csv'));

    // The next export opens where the last one was saved; a cancel writes nothing.
    answer = null;
    expect(await app.value('csv:export', { ...exportArgs, fileName: 'again.csv' })).toEqual({ status: 'cancelled' });
    expect(asked[1]).toBe(join(workDir, 'shared-folder', 'again.csv'));
  }, 30_000);
});

/**
 * Optimistic concurrency of every editable record besides projects and cases (which have their
 * own tests): activities, banners, organizations and short codes (the generic CRUD builder) and
 * keywords (the class-based store). A save carrying the version it was made on bumps it; a save
 * from a stale copy is refused with 409 and changes nothing; a save without a version proceeds.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { describeOnEachDatabase } from './support/each-database';
import { ADMIN, useTestServer, type HttpResult, type Session } from './support/test-server';

const CONFLICT = { code: 'conflict', message: 'This record was changed by someone else. Reload it and try again.' };

type Call = (method: string, path: string, body?: unknown) => Promise<HttpResult>;
type Row = Record<string, unknown> & { version: number };

interface VersionedResource {
  name: string;
  /** Record path without the id: `/activities`. */
  path: string;
  itemKey: string;
  /** The id of a record in its path. */
  idKey: string;
  /** A text field the test changes. */
  field: string;
  /** Body of a create with that field's value (`n` keeps unique values unique). */
  createBody(n: number, value: string, orgId: number): Record<string, unknown>;
  /** Body of an update setting the field, with or without the version it was made on. */
  updateBody(record: Row, value: string, version: number | undefined): Record<string, unknown>;
  /** The list as the server answers it. */
  list(call: Call): Promise<Row[]>;
  /** One record as the server answers it now. */
  read(call: Call, id: unknown): Promise<Row>;
  hasStatusToggle: boolean;
}

const withVersion = (body: Record<string, unknown>, version: number | undefined) => ({
  ...body,
  ...(version !== undefined && { version }),
});

/** The editable fields of a record (what its form sends back), with one of them changed. */
const edited = (record: Row, keep: readonly string[], field: string, value: string) => ({
  ...Object.fromEntries(keep.map((key) => [key, record[key]])),
  [field]: value,
});

const readById = (path: string, itemKey: string) => async (call: Call, id: unknown) => {
  const response = await call('GET', `${path}/${id}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body[itemKey] as Row;
};

const ACTIVITY_FIELDS = ['intID', 'nameAR', 'nameEN', 'infoAR', 'infoEN', 'order'] as const;
const BANNER_FIELDS = ['intID', 'nameAR', 'nameEN', 'order', 'targetType', 'targetUrl'] as const;
const ORGANIZATION_FIELDS = ['intID', 'nameAR', 'nameEN', 'infoAR', 'infoEN', 'address', 'email', 'fb', 'tel', 'tw', 'web'] as const;
const SHORT_CODE_FIELDS = ['orgid', 'mnoid', 'price', 'shortcode', 'keywordEN'] as const;

const RESOURCES: VersionedResource[] = [
  {
    name: 'activities',
    path: '/activities',
    itemKey: 'activity',
    idKey: 'id',
    field: 'nameEN',
    createBody: (n, value) => ({ intID: 900 + n, nameAR: 'نشاط', nameEN: value, infoAR: 'وصف', infoEN: 'About', order: 1 }),
    updateBody: (record, value, version) => withVersion(edited(record, ACTIVITY_FIELDS, 'nameEN', value), version),
    list: async (call) => (await call('GET', '/activities')).body.data.activities,
    read: readById('/activities', 'activity'),
    hasStatusToggle: true,
  },
  {
    name: 'banners',
    path: '/banners',
    itemKey: 'banner',
    idKey: 'id',
    field: 'nameEN',
    createBody: (n, value) => ({
      intID: 900 + n,
      nameAR: 'لافتة',
      nameEN: value,
      order: 1,
      targetType: 'url',
      targetUrl: 'https://example.org/give',
    }),
    updateBody: (record, value, version) => withVersion(edited(record, BANNER_FIELDS, 'nameEN', value), version),
    list: async (call) => (await call('GET', '/banners')).body.data.banners,
    read: readById('/banners', 'banner'),
    hasStatusToggle: true,
  },
  {
    name: 'organizations',
    path: '/organizations',
    itemKey: 'organization',
    idKey: 'id',
    field: 'nameEN',
    createBody: (n, value) => ({
      intID: 900 + n,
      nameAR: 'جمعية',
      nameEN: value,
      infoAR: 'وصف',
      infoEN: 'About',
      address: 'Dubai',
      email: 'info@ngo.example.org',
      fb: 'https://facebook.com/ngo',
      tel: '045000000',
      tw: 'https://twitter.com/ngo',
      web: 'https://ngo.example.org',
    }),
    // The wrapped body of spec 7.1, with the version at its top level (as projects).
    updateBody: (record, value, version) =>
      withVersion({ organization_data_to_update: edited(record, ORGANIZATION_FIELDS, 'nameEN', value), id: record.id }, version),
    list: async (call) => (await call('GET', '/organizations')).body.data.organizations,
    read: readById('/organizations', 'organization'),
    hasStatusToggle: true,
  },
  {
    name: 'short codes',
    path: '/shortcodes',
    itemKey: 'shortcode',
    idKey: 'id',
    field: 'keywordEN',
    createBody: (n, value, orgId) => ({ orgid: orgId, mnoid: 1, price: 10, shortcode: 4900 + n, keywordEN: value }),
    updateBody: (record, value, version) => withVersion(edited(record, SHORT_CODE_FIELDS, 'keywordEN', value), version),
    list: async (call) => (await call('GET', '/shortcodes')).body.shortcodes,
    read: readById('/shortcodes', 'shortcode'),
    hasStatusToggle: true,
  },
  {
    name: 'keywords',
    path: '/classes/keywords',
    itemKey: 'keyword',
    idKey: 'objectId',
    field: 'title',
    createBody: (_n, value, orgId) => ({ title: value, org_id: orgId }),
    updateBody: (record, value, version) => withVersion({ title: value, org_id: record.org_id }, version),
    list: async (call) => (await call('GET', '/classes/keywords?limit=1000')).body.results,
    // Keywords are read from their list (the class store has no GET of one record).
    read: async (call, id) => {
      const row = (await call('GET', '/classes/keywords?limit=1000')).body.results.find((keyword: Row) => keyword.objectId === id);
      expect(row, `keyword ${id}`).toBeDefined();
      return row;
    },
    hasStatusToggle: false,
  },
];

describeOnEachDatabase('Record versions (no lost updates)', (kind) => {
  const server = useTestServer(kind);
  let admin: Session;
  let orgId: number;
  beforeAll(async () => {
    admin = await server().signIn(ADMIN);
    orgId = (await call('GET', '/organizations')).body.data.organizations[0].id;
  });
  const call: Call = (method, path, body) => server().http(method, path, { session: admin, body });

  describe.each(RESOURCES.map((resource, n) => ({ ...resource, n })))('$name', (resource) => {
    const { path, itemKey, idKey, field } = resource;
    const create = async (n: number) => {
      const created = await call('POST', path, resource.createBody(n, `Created ${n}`, orgId));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return created.body[itemKey] as Row;
    };

    it('starts at version 1, which lists and reads include', async () => {
      const created = await create(resource.n * 10);
      expect(created.version).toBe(1);
      expect(await resource.read(call, created[idKey])).toEqual(created);
      const listed = (await resource.list(call)).find((row) => row[idKey] === created[idKey]);
      expect(listed).toEqual(created);
      // Seeded records (written before versions existed in the client) have one too.
      expect((await resource.list(call)).every((row) => Number.isInteger(row.version) && row.version >= 1)).toBe(true);
    });

    it('saves with the current version (+1), refuses a stale one unchanged, and saves without one', async () => {
      const loaded = await resource.read(call, (await create(resource.n * 10 + 1))[idKey]);
      const at = `${path}/${loaded[idKey]}`;

      const first = await call('PUT', at, resource.updateBody(loaded, 'First admin', loaded.version));
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body[itemKey]).toMatchObject({ [field]: 'First admin', version: loaded.version + 1 });
      const afterFirst = await resource.read(call, loaded[idKey]);

      // The second admin saves from the copy loaded before the first admin's change.
      const stale = await call('PUT', at, resource.updateBody(loaded, 'Second admin', loaded.version));
      expect(stale.status).toBe(409);
      expect(stale.body).toEqual(CONFLICT);
      expect(await resource.read(call, loaded[idKey])).toEqual(afterFirst);

      // An older client that sends no version is not refused.
      const unversioned = await call('PUT', at, resource.updateBody(loaded, 'Older client', undefined));
      expect(unversioned.status, JSON.stringify(unversioned.body)).toBe(200);
      expect(unversioned.body[itemKey]).toMatchObject({ [field]: 'Older client', version: loaded.version + 2 });
      expect(await resource.read(call, loaded[idKey])).toEqual(unversioned.body[itemKey]);
    });

    it('lets exactly one of several saves from the same copy through', async () => {
      const loaded = await resource.read(call, (await create(resource.n * 10 + 2))[idKey]);
      const answers = await Promise.all(
        [1, 2, 3, 4].map((admin) => call('PUT', `${path}/${loaded[idKey]}`, resource.updateBody(loaded, `Admin ${admin}`, loaded.version))),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
      const winner = answers.find((answer) => answer.status === 200)!.body[itemKey];
      expect(await resource.read(call, loaded[idKey])).toEqual({ ...winner, version: loaded.version + 1 });
    });

    it('refuses a stale version for a record that does not exist as not found', async () => {
      const missing = resource.idKey === 'objectId' ? 'noSuchKeyword' : 2_000_000_000;
      const loaded = await resource.read(call, (await create(resource.n * 10 + 3))[idKey]);
      const answer = await call('PUT', `${path}/${missing}`, resource.updateBody({ ...loaded, id: missing }, 'Nobody', 1));
      expect(answer.status).toBe(404);
    });

    if (resource.hasStatusToggle) {
      it('bumps the version on a status toggle and refuses a stale toggle unchanged', async () => {
        const loaded = await resource.read(call, (await create(resource.n * 10 + 4))[idKey]);
        const at = `${path}/${loaded[idKey]}?edit_status=true`;
        const isactive = loaded.isactive === 1 ? 0 : 1;

        const toggled = await call('PUT', at, { isactive, version: loaded.version });
        expect(toggled.status, JSON.stringify(toggled.body)).toBe(200);
        expect(toggled.body[itemKey]).toMatchObject({ isactive, version: loaded.version + 1 });

        const stale = await call('PUT', at, { new_status: loaded.isactive, version: loaded.version });
        expect(stale.status).toBe(409);
        expect(stale.body).toEqual(CONFLICT);
        expect(await resource.read(call, loaded[idKey])).toEqual(toggled.body[itemKey]);

        const unversioned = await call('PUT', at, { new_status: loaded.isactive });
        expect(unversioned.status, JSON.stringify(unversioned.body)).toBe(200);
        expect(unversioned.body[itemKey]).toMatchObject({ isactive: loaded.isactive, version: loaded.version + 2 });
      });
    }
  });
});

/**
 * The seven classes of the content store (spec 7.3, issue 11) through the class-store builder:
 * what every class does alike (create, read, change at a version, delete, bulk delete all or
 * nothing, newest first), then each class's own rules of spec 5 with their field messages, the
 * sanitizer on the rich-text fields and the ambassadors' order. Memorial persons' own rules and
 * their server-mode list: memorials.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32, inflateSync } from 'node:zlib';
import { seedDemoData } from '../../src/server/seed/demo';
import { DEMO_IMAGES, writeDemoImages } from '../../src/server/seed/demo-images';
import { registry } from '../../src/shared/registry';
import { describeOnEachDatabase } from './support/each-database';
import { ADMIN, NON_ADMIN, useTestServer, type Session } from './support/test-server';

const CONFLICT = { code: 'conflict', message: 'This record was changed by someone else. Reload it and try again.' };

interface Seeded {
  orgId: number;
  actId: number;
}

interface ClassCase {
  /** The class name on the wire. */
  name: string;
  itemKey: string;
  /** A valid body and what the record holds besides its key, times and version. */
  create: (seeded: Seeded) => Record<string, unknown>;
  stored: (seeded: Seeded) => Record<string, unknown>;
  /** A valid change and what it shows. */
  update: (seeded: Seeded) => Record<string, unknown>;
  updated: Record<string, unknown>;
}

const CLASSES: ClassCase[] = [
  {
    name: 'GoodAmbassadors',
    itemKey: 'ambassador',
    create: () => ({
      name: 'سفيرة الخير',
      description: '<p class="ql-direction-rtl">تطوعت في حملات الإفطار.</p>',
      FacebookLink: 'https://facebook.com/ambassador',
      InstagramLink: '',
      language: 'ar',
      gender: 'female',
    }),
    stored: () => ({
      name: 'سفيرة الخير',
      description: '<p class="ql-direction-rtl">تطوعت في حملات الإفطار.</p>',
      FacebookLink: 'https://facebook.com/ambassador',
      YoutubeLink: null,
      TwitterLink: null,
      InstagramLink: null,
      Approved: false,
      Photo: null,
      language: 'ar',
      gender: 'female',
    }),
    update: () => ({ name: 'Good Ambassador', description: '<p>Volunteered for iftar meals.</p>', YoutubeLink: 'http://youtube.com/@good', language: 'en', gender: 'male' }),
    // A change states the whole record: a link it does not send is no link.
    updated: { name: 'Good Ambassador', YoutubeLink: 'http://youtube.com/@good', FacebookLink: null, language: 'en' },
  },
  {
    name: 'InMemory',
    itemKey: 'memorial',
    create: ({ actId, orgId }) => ({
      name: 'محمد عبدالله',
      description: '<p>رحمه الله.</p>',
      age: 67,
      applicantName: 'عائشة محمد',
      targetAmount: 5000,
      actId,
      orgId,
      mobileNum: '971501234567',
    }),
    stored: ({ actId, orgId }) => ({
      name: 'محمد عبدالله',
      description: '<p>رحمه الله.</p>',
      image: null,
      age: 67,
      actId,
      orgId,
      mobileNum: '501234567',
      sdl: null,
      userId: null,
      Approved: false,
      language: 'ar',
      gender: 'male',
      applicantName: 'عائشة محمد',
      targetAmount: 5000,
      collectedAmount: 0,
    }),
    update: () => ({ name: 'Mohammed Abdullah', description: '<p>May he rest in peace.</p>', age: 68, applicantName: 'Aisha', targetAmount: 6000, language: 'en' }),
    updated: { name: 'Mohammed Abdullah', age: 68, targetAmount: 6000, language: 'en', mobileNum: '501234567' },
  },
  {
    name: 'ngonews',
    itemKey: 'ngoNews',
    create: ({ orgId }) => ({ link: 'https://news.example.org/wells', orgId, image: 'ngonews/wells.jpg' }),
    stored: ({ orgId }) => ({ link: 'https://news.example.org/wells', orgId, image: 'ngonews/wells.jpg' }),
    update: ({ orgId }) => ({ link: 'http://news.example.org/iftar', orgId, image: '' }),
    updated: { link: 'http://news.example.org/iftar', image: null },
  },
  {
    name: 'notification',
    itemKey: 'notification',
    create: () => ({ notificationText: '<p>Ramadan Kareem</p>', notificationTextInAR: '<p class="ql-direction-rtl ql-align-right">رمضان كريم</p>' }),
    stored: () => ({ notificationText: '<p>Ramadan Kareem</p>', notificationTextInAR: '<p class="ql-direction-rtl ql-align-right">رمضان كريم</p>' }),
    update: () => ({ notificationText: '<p>Eid Mubarak</p>', notificationTextInAR: '<p>عيد مبارك</p>' }),
    updated: { notificationText: '<p>Eid Mubarak</p>', notificationTextInAR: '<p>عيد مبارك</p>' },
  },
  {
    name: 'RamadanNotes',
    itemKey: 'ramadanNote',
    create: () => ({ content: 'الصوم جنة', name: 'حديث', daynum: 1 }),
    stored: () => ({ content: 'الصوم جنة', name: 'حديث', daynum: 1 }),
    update: () => ({ content: 'Fasting is a shield', name: 'Hadith', daynum: 30 }),
    updated: { content: 'Fasting is a shield', daynum: 30 },
  },
  {
    name: 'selectedVideos',
    itemKey: 'selectedVideo',
    create: () => ({ url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }),
    stored: () => ({ url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }),
    update: () => ({ url: 'https://vimeo.com/76979871' }),
    updated: { url: 'https://vimeo.com/76979871' },
  },
  {
    name: 'Teams',
    itemKey: 'team',
    create: () => ({ Name: 'فاطمة الزهراء', Title: 'مديرة المشاريع', Logo: 'teams/fatima.jpg' }),
    stored: () => ({ Name: 'فاطمة الزهراء', Title: 'مديرة المشاريع', Logo: 'teams/fatima.jpg' }),
    update: () => ({ Name: 'Fatima', Title: 'Projects manager', Logo: '/media/teams/fatima2.png?v=2' }),
    updated: { Name: 'Fatima', Logo: '/media/teams/fatima2.png?v=2' },
  },
];

describeOnEachDatabase('The content store classes', (kind) => {
  const server = useTestServer(kind);
  let admin: Session;
  const seeded: Seeded = { orgId: 0, actId: 0 };
  beforeAll(async () => {
    admin = await server().signIn(ADMIN);
    seeded.orgId = (await call('GET', '/organizations')).body.data.organizations[0].id;
    seeded.actId = (await call('GET', '/activities')).body.data.activities[0].id;
  });
  const call = (method: string, path: string, body?: unknown) => server().http(method, path, { session: admin, body });
  const now = () => server().clock.now().toISOString();

  describe.each(CLASSES)('$name', (spec) => {
    const base = `/classes/${spec.name}`;
    const create = async (body = spec.create(seeded)) => {
      server().clock.advance(60_000);
      const created = await call('POST', base, body);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return created.body[spec.itemKey] as Record<string, unknown> & { objectId: string; version: number; createdAt: string };
    };
    const countOf = async () => (await call('GET', `${base}/count`)).body.count as number;

    it('creates a record with its key, times and version 1, reads it, changes it at its version and deletes it', async () => {
      const record = await create();
      expect(record).toEqual({
        objectId: expect.stringMatching(/^[A-Za-z0-9]{10}$/),
        ...spec.stored(seeded),
        createdAt: now(),
        updatedAt: now(),
        version: 1,
      });
      const read = await call('GET', `${base}/${record.objectId}`);
      expect(read.status).toBe(200);
      expect(read.body).toEqual({ [spec.itemKey]: record });

      server().clock.advance(1_000);
      const changed = await call('PUT', `${base}/${record.objectId}`, { ...spec.update(seeded), version: 1 });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect(changed.body[spec.itemKey]).toMatchObject({ ...spec.updated, objectId: record.objectId, createdAt: record.createdAt, updatedAt: now(), version: 2 });
      expect((await call('GET', `${base}/${record.objectId}`)).body[spec.itemKey]).toEqual(changed.body[spec.itemKey]);

      // A save from the copy read before the change changes nothing.
      const stale = await call('PUT', `${base}/${record.objectId}`, { ...spec.create(seeded), version: 1 });
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject(CONFLICT);
      expect((await call('GET', `${base}/${record.objectId}`)).body[spec.itemKey]).toEqual(changed.body[spec.itemKey]);

      expect((await call('DELETE', `${base}/${record.objectId}`)).body).toEqual({ deleted: 1, trashIds: [expect.stringMatching(/^\d+$/)] });
      expect((await call('GET', `${base}/${record.objectId}`)).status).toBe(404);
      expect((await call('DELETE', `${base}/${record.objectId}`)).status).toBe(404);
      expect((await call('PUT', `${base}/${record.objectId}`, spec.update(seeded))).status).toBe(404);
    });

    it('lists newest first, a page at a time, and counts', async () => {
      const first = await create();
      const second = await create();
      const list = await call('GET', base);
      expect(list.status).toBe(200);
      const ids = (list.body.results as { objectId: string }[]).map((row) => row.objectId);
      expect(ids.indexOf(second.objectId)).toBeLessThan(ids.indexOf(first.objectId));
      if (spec.name !== 'GoodAmbassadors') expect(ids.slice(0, 2)).toEqual([second.objectId, first.objectId]);
      const total = await countOf();
      expect(total).toBe(ids.length);
      const page = (await call('GET', `${base}?limit=1&skip=1`)).body.results as { objectId: string }[];
      expect(page.map((row) => row.objectId)).toEqual([ids[1]]);
    });

    it('bulk deletes all or nothing', async () => {
      const a = (await create()).objectId;
      const b = (await create()).objectId;
      const before = await countOf();
      const key = `${spec.name}IDs`;
      const partly = await call('DELETE', `${base}/bulk`, { [key]: [a, b, 'noSuchId00'] });
      expect(partly.status).toBe(404);
      expect(await countOf()).toBe(before);
      expect((await call('GET', `${base}/${a}`)).status).toBe(200);
      expect((await call('DELETE', `${base}/bulk`, { [key]: [] })).body.fields).toEqual({ [key]: 'validation.selectSome' });
      expect((await call('DELETE', `${base}/bulk`, { [key]: [a, b] })).body).toEqual({ deleted: 2, trashIds: [expect.stringMatching(/^\d+$/), expect.stringMatching(/^\d+$/)] });
      expect(await countOf()).toBe(before - 2);
    });
  });

  /** The field messages of a refused create (or update, with `objectId`). */
  const refusal = async (name: string, body: unknown, objectId?: string) => {
    const answer = await call(objectId ? 'PUT' : 'POST', objectId ? `/classes/${name}/${objectId}` : `/classes/${name}`, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.code).toBe('validation');
    return answer.body.fields as Record<string, string>;
  };

  describe('rules of spec 5', () => {
    it('ambassadors: a name, a description with text, social links that are http(s) addresses', async () => {
      expect(await refusal('GoodAmbassadors', {})).toEqual({ name: 'validation.required', description: 'validation.descriptionRequired' });
      expect(await refusal('GoodAmbassadors', { name: ' ', description: '<p><br></p>' })).toEqual({
        name: 'validation.required',
        description: 'validation.descriptionRequired',
      });
      const valid = CLASSES[0]!.create(seeded);
      for (const link of ['FacebookLink', 'YoutubeLink', 'TwitterLink', 'InstagramLink']) {
        for (const bad of ['javascript:alert(1)', 'ftp://example.org/x', 'facebook.com/x', '//facebook.com/x']) {
          expect(await refusal('GoodAmbassadors', { ...valid, [link]: bad }), `${link} ${bad}`).toEqual({ [link]: 'validation.urlInvalid' });
        }
      }
      expect(await refusal('GoodAmbassadors', { ...valid, language: 'fr', gender: 'other' })).toEqual({
        language: 'validation.invalid',
        gender: 'validation.invalid',
      });
      expect(await refusal('GoodAmbassadors', { ...valid, Approved: true })).toEqual({ Approved: 'validation.unknownField' });
      // Unsent language and gender are Arabic and male (spec 9).
      const created = await call('POST', '/classes/GoodAmbassadors', { name: 'Ali', description: '<p>x</p>' });
      expect(created.body.ambassador).toMatchObject({ language: 'ar', gender: 'male', Approved: false });
    });

    it('NGO news: an http(s) link and an organization that exists', async () => {
      expect(await refusal('ngonews', {})).toEqual({ link: 'validation.required', orgId: 'validation.selectOrg' });
      expect(await refusal('ngonews', { link: 'news.example.org', orgId: seeded.orgId })).toEqual({ link: 'validation.urlInvalid' });
      expect(await refusal('ngonews', { link: 'javascript:alert(1)', orgId: seeded.orgId })).toEqual({ link: 'validation.urlInvalid' });
      expect(await refusal('ngonews', { link: 'https://news.example.org', orgId: 999_999 })).toEqual({ orgId: 'validation.selectOrg' });
      const created = await call('POST', '/classes/ngonews', { link: 'https://news.example.org', orgId: seeded.orgId });
      expect(created.status).toBe(201);
      expect(await refusal('ngonews', { link: 'https://news.example.org', orgId: 999_999 }, created.body.ngoNews.objectId)).toEqual({
        orgId: 'validation.selectOrg',
      });
    });

    it('notifications: both texts, each with visible text', async () => {
      expect(await refusal('notification', {})).toEqual({
        notificationText: 'validation.notificationRequired',
        notificationTextInAR: 'validation.notificationRequired',
      });
      expect(await refusal('notification', { notificationText: '<p><br></p>', notificationTextInAR: '<p>نص</p>' })).toEqual({
        notificationText: 'validation.notificationRequired',
      });
      expect(await refusal('notification', { notificationText: '<p>Text</p>', notificationTextInAR: '<p>&nbsp; </p>' })).toEqual({
        notificationTextInAR: 'validation.notificationRequired',
      });
    });

    it('Ramadan notes: content, name and a day number from 1 to 30', async () => {
      expect(await refusal('RamadanNotes', {})).toEqual({ content: 'validation.required', name: 'validation.required', daynum: 'validation.required' });
      const valid = { content: 'x', name: 'y' };
      expect(await refusal('RamadanNotes', { ...valid, daynum: 0 })).toEqual({ daynum: 'validation.min:1' });
      expect(await refusal('RamadanNotes', { ...valid, daynum: 31 })).toEqual({ daynum: 'validation.max:30' });
      expect(await refusal('RamadanNotes', { ...valid, daynum: 1.5 })).toEqual({ daynum: 'validation.integer' });
      // A number typed into the form arrives as text.
      expect((await call('POST', '/classes/RamadanNotes', { ...valid, daynum: '30' })).body.ramadanNote).toMatchObject({ daynum: 30 });
    });

    it('selected videos: an http(s) address', async () => {
      expect(await refusal('selectedVideos', {})).toEqual({ url: 'validation.required' });
      expect(await refusal('selectedVideos', { url: 'javascript:alert(1)' })).toEqual({ url: 'validation.urlInvalid' });
      expect(await refusal('selectedVideos', { url: 'youtube.com/watch?v=x' })).toEqual({ url: 'validation.urlInvalid' });
    });

    it("teams: name, title and an uploaded image ('please upload image')", async () => {
      expect(await refusal('Teams', {})).toEqual({ Name: 'validation.required', Title: 'validation.required', Logo: 'validation.fileRequired' });
      expect(await refusal('Teams', { Name: 'A', Title: 'B', Logo: '' })).toEqual({ Logo: 'validation.fileRequired' });
      expect(await refusal('Teams', { Name: 'A', Title: 'B', Logo: 'javascript:alert(1)' })).toEqual({ Logo: 'validation.urlInvalid' });
      const created = await call('POST', '/classes/Teams', { Name: 'A', Title: 'B', Logo: 'teams/a.jpg' });
      expect(await refusal('Teams', { Name: 'A', Title: 'B', Logo: null }, created.body.team.objectId)).toEqual({ Logo: 'validation.fileRequired' });
    });
  });

  describe('rich text', () => {
    const attack = '<p onclick="steal()">Kind<script>alert(1)</script><img src=x onerror=alert(2)> words <a href="javascript:alert(3)">link</a></p>';
    const richFields: Array<[string, string, string, Record<string, unknown>]> = [
      ['GoodAmbassadors', 'ambassador', 'description', { name: 'Sanitized' }],
      ['notification', 'notification', 'notificationText', { notificationTextInAR: '<p>نص</p>' }],
      ['notification', 'notification', 'notificationTextInAR', { notificationText: '<p>Text</p>' }],
    ];

    it.each(richFields)('%s.%s keeps the text and drops scripts, handlers and unsafe links', async (name, itemKey, field, rest) => {
      const created = await call('POST', `/classes/${name}`, { ...rest, [field]: attack });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const stored = created.body[itemKey][field] as string;
      expect(stored).toContain('Kind');
      expect(stored).toContain('words');
      for (const unsafe of ['script', 'onerror', 'onclick', 'javascript:', '<img', 'alert']) expect(stored).not.toContain(unsafe);
      const updated = await call('PUT', `/classes/${name}/${created.body[itemKey].objectId}`, { ...rest, [field]: `<p>Again</p>${attack}` });
      expect(updated.body[itemKey][field]).not.toContain('onerror');
    });

    it.each(richFields)('%s.%s that is nothing but markup the sanitizer removes is refused with its message', async (name, _itemKey, field, rest) => {
      const message = name === 'notification' ? 'validation.notificationRequired' : 'validation.descriptionRequired';
      const before = (await call('GET', `/classes/${name}/count`)).body.count;
      expect(await refusal(name, { ...rest, [field]: '<img src=x onerror=alert(1)>' })).toEqual({ [field]: message });
      // Text inside a script is text to the schema, nothing once sanitized.
      expect(await refusal(name, { ...rest, [field]: '<script>alert(1)</script>' })).toEqual({ [field]: message });
      expect((await call('GET', `/classes/${name}/count`)).body.count).toBe(before);
    });
  });

  describe('demo data', () => {
    const resources = ['ambassadors', 'memorials', 'ngoNews', 'notifications', 'ramadanNotes', 'selectedVideos', 'teams'] as const;
    const demoRows = async (resource: (typeof resources)[number]) =>
      ((await call('GET', `${registry[resource].path}?limit=1000`)).body.results as Array<Record<string, unknown> & { objectId: string }>).filter(
        (row) => row.objectId.startsWith('demo'),
      );

    it('fills every class with a few records in Arabic and English, seeded once however often the seed runs', async () => {
      const counts = async () => Promise.all(resources.map(async (resource) => (await demoRows(resource)).length));
      const before = await counts();
      expect(before.every((count) => count >= 2)).toBe(true);
      await seedDemoData(server().database.handle.db);
      expect(await counts()).toEqual(before);
      const texts = JSON.stringify(await Promise.all(resources.map(demoRows)));
      expect(texts).toMatch(/[\u0600-\u06FF]/);
      expect(texts).toMatch(/[A-Za-z]{4} [A-Za-z]{2}/);
    });

    it("gives one memorial the demo app user's id, and saves every record back as the forms would", async () => {
      const demoUser = await server().signIn(NON_ADMIN);
      const memorials = await demoRows('memorials');
      expect(memorials.filter((row) => row.userId === demoUser.objectId)).toHaveLength(1);
      expect(memorials.filter((row) => row.userId === null).length).toBeGreaterThan(0);
      expect(new Set(memorials.map((row) => row.Approved))).toEqual(new Set([true, false]));
      for (const resource of resources) {
        const entry = registry[resource];
        const editable = Object.keys(entry.update.shape).filter((key) => key !== 'version');
        for (const row of await demoRows(resource)) {
          const body = Object.fromEntries(editable.filter((key) => row[key] !== null).map((key) => [key, row[key]]));
          const saved = await call('PUT', `${entry.path}/${row.objectId}`, body);
          expect(saved.status, `${resource} ${row.objectId}: ${JSON.stringify(saved.body)}`).toBe(200);
          expect(saved.body[entry.itemKey], `${resource} ${row.objectId}`).toMatchObject(body);
        }
      }
    });
  });

  describe('demo pictures', () => {
    /** The chunks of a PNG file, each checked against its CRC. */
    const pngChunks = (bytes: Buffer) => {
      expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      const chunks: Array<{ type: string; data: Buffer }> = [];
      for (let at = 8; at < bytes.length; ) {
        const length = bytes.readUInt32BE(at);
        const typed = bytes.subarray(at + 4, at + 8 + length);
        expect(bytes.readUInt32BE(at + 8 + length)).toBe(crc32(typed));
        chunks.push({ type: typed.subarray(0, 4).toString('ascii'), data: typed.subarray(4) });
        at += 12 + length;
      }
      return chunks;
    };

    it('draws every picture a demo record names, as a PNG this server serves', async () => {
      const pictures = new Set<string>();
      for (const name of ['GoodAmbassadors', 'InMemory', 'Teams']) {
        for (const row of (await call('GET', `/classes/${name}?limit=1000`)).body.results as Array<Record<string, string | null>>) {
          if (!row.objectId!.startsWith('demo')) continue;
          for (const field of ['Photo', 'image', 'Logo']) if (row[field]) pictures.add(row[field]!);
        }
      }
      expect([...pictures].sort()).toEqual(Object.keys(DEMO_IMAGES).sort());

      await writeDemoImages(server().mediaDir);
      for (const path of pictures) {
        const served = await fetch(`${server().url}/media/${path}`);
        expect(served.status, path).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/png');
        const chunks = pngChunks(Buffer.from(await served.arrayBuffer()));
        expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
        const [width, height] = [chunks[0]!.data.readUInt32BE(0), chunks[0]!.data.readUInt32BE(4)];
        expect(inflateSync(chunks[1]!.data).length).toBe(height * (1 + width * 3));
      }
    });

    it('leaves a picture already in the media folder alone', async () => {
      const replaced = join(server().mediaDir, 'teams/demo-ahmed.png');
      await writeDemoImages(server().mediaDir);
      await writeFile(replaced, 'a picture uploaded during the demo');
      await writeDemoImages(server().mediaDir);
      expect(await readFile(replaced, 'utf8')).toBe('a picture uploaded during the demo');
    });
  });

  it('lists approved ambassadors first, then the newest', async () => {
    const names = ['Older approved', 'Newer approved', 'Older waiting', 'Newest waiting'];
    const ids: Record<string, string> = {};
    for (const name of names) {
      server().clock.advance(60_000);
      ids[name] = (await call('POST', '/classes/GoodAmbassadors', { name, description: '<p>x</p>' })).body.ambassador.objectId;
    }
    for (const name of ['Older approved', 'Newer approved']) {
      const approved = await call('PUT', `/classes/GoodAmbassadors/${ids[name]}/approved`, { Approved: true });
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    }
    const listed = ((await call('GET', '/classes/GoodAmbassadors?limit=1000')).body.results as { name: string; Approved: boolean }[])
      .filter((row) => names.includes(row.name))
      .map((row) => row.name);
    expect(listed).toEqual(['Newer approved', 'Older approved', 'Newest waiting', 'Older waiting']);
    const all = (await call('GET', '/classes/GoodAmbassadors?limit=1000')).body.results as { Approved: boolean }[];
    const firstWaiting = all.findIndex((row) => !row.Approved);
    expect(all.slice(firstWaiting).every((row) => !row.Approved)).toBe(true);
  });
});

/**
 * Who a donation counts for (issue 20; src/server/README.md, "Attribution"): each donation page's
 * bar moves by exactly what its own buttons send, sent as the button sends it with nothing set up
 * beside it, and no other page's; a keyword that would count for a second owner is refused where
 * it is saved; a project's keyword is a report row like any other; messages kept unmatched before
 * are re-attributed once, with their days' figures rebuilt. Figures are worked out by hand from
 * the buttons' amounts.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { SmsButton } from '../../src/shared/entities/landing-page';
import type { SmsConfig } from '../../src/server/services/sms/config';
import { reattributeUnmatched } from '../../src/server/services/sms/reattribute';
import { signSmsRequest } from '../../src/server/services/sms/signature';
import { createSmsCounter } from '../../src/server/services/reports/counter';
import { PROGRESS_CACHE_MS } from '../../src/server/services/landing-pages/public/progress';
import { PAGE_CACHE_MS } from '../../src/server/services/landing-pages/public/routes';
import { describeOnEachDatabase } from './support/each-database';
import { organizationBody } from './support/organizations';
import { seededRefs, sms } from './support/payable';
import { ADMIN, startTestServer, useTestServer, type HttpResult, type Session, type TestServer } from './support/test-server';

const GATEWAY_SECRET = 'gateway-secret-of-the-attribution-suite';
const SMS: SmsConfig = { gatewaySecret: GATEWAY_SECRET, senderHashKey: 'sender-hash-key-of-the-attribution-suite', replies: {} };
/** What a page's bar shows within: the counter's kick, the progress cache, a poll. */
const LIVE_UPDATE_MS = 5_000;

let sequence = 0;

describeOnEachDatabase('Attribution of donation messages', (kind) => {
  const server = useTestServer(kind, { config: { sms: SMS, landingPages: { appLinks: {} } } });
  let admin: Session;
  let refs: Awaited<ReturnType<typeof seededRefs>>;
  const call = (method: string, path: string, body?: unknown) => server().http(method, path, { session: admin, body });

  beforeAll(async () => {
    admin = await server().signIn(ADMIN);
    refs = await seededRefs(server());
  });

  async function rows<Row>(query: ReturnType<typeof sql>, on: TestServer = server()): Promise<Row[]> {
    return ((await on.database.handle.db.execute(query)) as unknown as { rows: Row[] }).rows;
  }

  /** What a donor's phone sends when the button is pressed: its keyword to its short code, on its operator. */
  async function press(button: Pick<SmsButton, 'mno' | 'shortCode' | 'keyword'>, receivedAt = server().clock.now()): Promise<HttpResult> {
    sequence += 1;
    const message = {
      mno: button.mno,
      message_id: `attribution-${sequence}`,
      short_code: button.shortCode,
      sender: `97150${String(sequence).padStart(7, '0')}`,
      text: button.keyword,
      received_at: receivedAt.toISOString(),
    };
    const text = JSON.stringify({ messages: [message] });
    const response = await fetch(`${server().url}/sms/inbound`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signSmsRequest(GATEWAY_SECRET, text, server().clock.now()) },
      body: text,
    });
    return { status: response.status, body: await response.json(), headers: {} };
  }

  const totalOf = async (slug: string): Promise<number> => (await server().http('GET', `/p/${slug}/progress`)).body.total as number;

  /** The totals of the pages once `expected` shows (the counter and the bar's cache are real), within the live update's 5 s. */
  async function totalsWhen(slugs: readonly string[], expected: readonly number[]): Promise<number[]> {
    const deadline = Date.now() + LIVE_UPDATE_MS;
    for (;;) {
      server().clock.advance(Math.max(PROGRESS_CACHE_MS, PAGE_CACHE_MS) + 1);
      const totals = await Promise.all(slugs.map(totalOf));
      if (totals.every((total, index) => total === expected[index]) || Date.now() > deadline) return totals;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const addProject = async (keyword: { en: string; ar: string }, fields: Record<string, unknown> = {}) => {
    const created = await call('POST', '/projects', {
      act_id: refs.actId,
      org_id: refs.orgId,
      nameAR: 'سقيا القرى',
      nameEN: 'Village water',
      sms_payment: [
        sms({ mno: 1, short_code: 4202, price: 10, keyword_en: keyword.en, keyword_ar: keyword.ar }),
        sms({ mno: 2, short_code: 4202, price: 10, keyword_en: keyword.en, keyword_ar: keyword.ar }),
      ],
      bank_payment: [],
      cc_payment: [],
      ...fields,
    });
    return created;
  };

  it("moves each page's bar by what its own buttons send, within 5 s, and no other page's", async () => {
    const project = await addProject({ en: 'SPRING', ar: 'نبع' });
    expect(project.status, JSON.stringify(project.body)).toBe(201);
    const cause = await call('POST', '/causes', {
      act_id: refs.actId,
      org_id: refs.orgId,
      nameAR: 'علاج عاجل',
      nameEN: 'Urgent cure',
      order: 1,
      target_amount: 1000,
      sms_payment: [sms({ mno: 1, short_code: 4209, price: 100, keyword_en: 'HEAL', keyword_ar: 'شفاء' })],
      cc_payment: [],
    });
    expect(cause.status, JSON.stringify(cause.body)).toBe(201);
    const memorial = await call('POST', '/classes/InMemory', {
      name: 'Salem',
      description: '<p>Remembered</p>',
      age: 80,
      applicantName: 'Mariam',
      targetAmount: 5000,
      actId: refs.actId,
      orgId: refs.orgId,
    });
    expect(memorial.status, JSON.stringify(memorial.body)).toBe(201);

    const pages = {
      project: (await call('POST', '/landing_pages', { type: 'project', id: project.body.project.id })).body.page,
      cause: (await call('POST', '/landing_pages', { type: 'cause', id: cause.body.cause.id })).body.page,
      memorial: (await call('POST', '/landing_pages', { type: 'memorial', id: memorial.body.memorial.objectId })).body.page,
      campaign: (
        await call('POST', '/landing_pages/campaign', {
          requestId: 'attribution-campaign',
          name: 'Gala night',
          title: 'Gala night',
          description: 'Give tonight.',
          arabicImage: 'landingpages/gala-ar.png',
          englishImage: 'landingpages/gala-en.png',
          startDate: '2025-03-01',
          endDate: '2025-03-31',
          donationLink: 'https://alnoor.example.org/gala',
          target: 100000,
          keyword: 'GALA',
        })
      ).body.ar.page,
    };
    const slugs = Object.values(pages).map((page: { slug: string }) => page.slug);
    expect(await totalsWhen(slugs, [0, 0, 0, 0])).toEqual([0, 0, 0, 0]);

    // The Etisalat button of each page in turn: SPRING 4202 (AED 10), HEAL 4209 (AED 100), the
    // organization's ERC 4202 (AED 10), GALA 4202 (AED 10).
    const etisalat = (page: { components: { buttons: SmsButton[] } }) => page.components.buttons.find((button) => button.mno === 1)!;
    expect(etisalat(pages.memorial)).toMatchObject({ shortCode: 4202, keyword: 'ERC', amount: 10 });
    expect((await press(etisalat(pages.project))).body.results[0]).toMatchObject({ status: 'stored', matched: true });
    expect(await totalsWhen(slugs, [10, 0, 0, 0])).toEqual([10, 0, 0, 0]);
    await press(etisalat(pages.cause));
    expect(await totalsWhen(slugs, [10, 100, 0, 0])).toEqual([10, 100, 0, 0]);
    await press(etisalat(pages.memorial));
    expect(await totalsWhen(slugs, [10, 100, 10, 0])).toEqual([10, 100, 10, 0]);
    await press(etisalat(pages.campaign));
    expect(await totalsWhen(slugs, [10, 100, 10, 10])).toEqual([10, 100, 10, 10]);
    // The Arabic keyword of the project's row, typed as a phone types it, and its Du button.
    await press({ mno: 1, shortCode: 4202, keyword: ' نَبع ' });
    await press(pages.project.components.buttons.find((button: SmsButton) => button.mno === 2));
    expect(await totalsWhen(slugs, [30, 100, 10, 10])).toEqual([30, 100, 10, 10]);
  });

  it('refuses a keyword another owner has on the same short code, naming it at the field (409), and changes nothing', async () => {
    const first = await addProject({ en: 'BLOOM', ar: 'زهر' }, { nameEN: 'First bloom', nameAR: 'الزهرة الأولى' });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const named = 'validation.keywordClaimedByProject:{"nameAR":"الزهرة الأولى","nameEN":"First bloom"}';
    const count = async () => (await rows<{ n: number }>(sql`select count(*)::int as n from projects`))[0]!.n;
    const before = await count();

    // Another project, its English keyword in another case; a case, with the Arabic keyword typed with a vowel mark.
    const second = await addProject({ en: 'bloom', ar: 'ورد' });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      code: 'keywordClaimed',
      claimedBy: named,
      fields: { 'sms_payment.0.keyword_en': named, 'sms_payment.1.keyword_en': named },
    });
    expect(second.body.message).toContain('"First bloom"');
    const cause = await call('POST', '/causes', {
      act_id: refs.actId,
      org_id: refs.orgId,
      nameAR: 'حالة',
      nameEN: 'Case',
      order: 1,
      target_amount: 100,
      sms_payment: [sms({ mno: 1, short_code: 4202, keyword_en: 'ROSE', keyword_ar: 'زَهر' })],
      cc_payment: [],
    });
    expect(cause.status).toBe(409);
    expect(cause.body.fields).toEqual({ 'sms_payment.0.keyword_ar': named });
    expect(await count()).toBe(before);

    // The organization of 4202 taking it as a keyword; a short-code row with it; a campaign with it in its period.
    const keyword = await call('POST', '/classes/keywords', { title: 'Bloom', org_id: refs.orgId });
    expect(keyword.status).toBe(409);
    expect(keyword.body.fields).toEqual({ title: named });
    const shortCode = await call('POST', '/shortcodes', { orgid: refs.orgId, mnoid: 2, price: 10, shortcode: 4202, keywordEN: 'BLOOM', isactive: 1 });
    expect(shortCode.status).toBe(409);
    expect(shortCode.body.fields).toEqual({ keywordEN: named });
    const campaign = await call('POST', '/landing_pages/campaign', {
      requestId: 'attribution-bloom',
      name: 'Bloom',
      title: 'Bloom',
      description: 'x',
      arabicImage: 'landingpages/a.png',
      englishImage: 'landingpages/b.png',
      startDate: '2025-03-01',
      endDate: '2025-03-31',
      donationLink: 'https://alnoor.example.org/bloom',
      target: 10,
      keyword: 'BLOOM',
    });
    expect(campaign.status).toBe(409);
    expect(campaign.body.fields).toEqual({ keyword: named });
    expect((await rows<{ n: number }>(sql`select count(*)::int as n from landing_pages where source_id = 'attribution-bloom'`))[0]!.n).toBe(0);

    // An SMS row added to an existing project meets it at its field.
    const other = await addProject({ en: 'PETAL', ar: 'بتلة' });
    const added = await call('PUT', `/sms_payment/${other.body.project.id}`, {
      id: other.body.project.id,
      sms_payment_to_remove: [],
      sms_payment_to_add: [sms({ mno: 2, short_code: 4202, keyword_en: 'Bloom', keyword_ar: 'ورق' })],
      sms_payment_to_update: [],
    });
    expect(added.status).toBe(409);
    expect(added.body.fields).toEqual({ 'sms_payment_to_add.0.keyword_en': named });
    expect((await call('GET', `/projects/${other.body.project.id}`)).body.project.sms_payment).toHaveLength(2);

    // Switched off, the first owns nothing: the second takes it; switching the first back on is refused, naming the second.
    expect((await call('PUT', `/projects/${first.body.project.id}?edit_status=true`, { new_status: 0 })).status).toBe(200);
    const taken = await addProject({ en: 'BLOOM', ar: 'زهور' }, { nameEN: 'Second bloom', nameAR: 'الزهرة الثانية' });
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);
    const back = await call('PUT', `/projects/${first.body.project.id}?edit_status=true`, { new_status: 1 });
    expect(back.status).toBe(409);
    expect(back.body.claimedBy).toBe('validation.keywordClaimedByProject:{"nameAR":"الزهرة الثانية","nameEN":"Second bloom"}');
    expect((await call('GET', `/projects/${first.body.project.id}`)).body.project.isactive).toBe(0);

    // The same keyword on a short code of another organization is another claim.
    const elsewhere = await call('POST', '/organizations', organizationBody(9301));
    const code = await call('POST', '/shortcodes', { orgid: elsewhere.body.organization.id, mnoid: 1, price: 5, shortcode: 7301, keywordEN: 'BLOOM', isactive: 1 });
    expect(code.status, JSON.stringify(code.body)).toBe(201);
  });

  it("reports a project's keyword as a row like any other, found however it is typed", async () => {
    const project = await addProject({ en: 'HARVEST', ar: 'حصاد' });
    expect(project.status).toBe(201);
    for (const text of ['HARVEST', 'harvest', 'حصاد']) await press({ mno: 1, shortCode: 4202, keyword: text });
    await createSmsCounter({ db: server().database.handle.db, clock: server().clock.now, log: console }).drain();

    const day = '2025-03-01';
    for (const typed of ['HARVEST', 'Harvest', 'حصاد']) {
      const report = await call('GET', `/reports/${refs.orgId}/${encodeURIComponent(typed)}?from_date=${day}&to_date=${day}`);
      expect(report.status, typed).toBe(200);
      expect(report.body.totals, typed).toMatchObject({ count: 3, Etisalat: 3, Du: 0, total: 30 });
    }
    expect((await call('PUT', `/reports/${refs.orgId}`, { from_date: day, to_date: day })).status).toBe(202);
    let built: HttpResult;
    const deadline = Date.now() + 10_000;
    do built = await call('GET', `/reports/${refs.orgId}?from_date=${day}&to_date=${day}`);
    while (built.body.status !== 'ready' && Date.now() < deadline);
    expect(built.body.rows).toContainEqual(expect.objectContaining({ keyword: 'HARVEST', count: 3, total: 30 }));
  });

  it('re-attributes stored unmatched messages once, rebuilding their figures; a second run changes nothing', async () => {
    const db = server().database.handle.db;
    // Donors answered a word before any record had it: kept unmatched, under the short code's organization.
    const yesterday = new Date(server().clock.now().getTime() - 86_400_000);
    for (const at of [yesterday, yesterday, server().clock.now()]) expect((await press({ mno: 2, shortCode: 4202, keyword: 'ORCHARD' }, at)).body.results[0].matched).toBe(false);
    const counter = createSmsCounter({ db, clock: server().clock.now, log: console });
    await counter.drain();
    const figures = () =>
      rows<{ day: string; keyword: string; owner: string; messages: number; donations: number }>(
        sql`select day::text as day, keyword, owner, messages, donations::int as donations from sms_daily_figures where day >= '2025-02-28' and mno = 2 order by day, keyword, owner`,
      );
    const unmatchedBefore = (await figures()).filter((row) => row.keyword === '');

    const project = await addProject({ en: 'ORCHARD', ar: 'بستان' });
    expect(project.status).toBe(201);
    const first = await reattributeUnmatched(db);
    expect(first).toEqual({ reattributed: 3, days: 2 });
    await counter.drain();
    const owner = `project:${project.body.project.id}`;
    const after = await figures();
    expect(after.filter((row) => row.owner === owner)).toEqual([
      { day: '2025-02-28', keyword: 'ORCHARD', owner, messages: 2, donations: 20 },
      { day: '2025-03-01', keyword: 'ORCHARD', owner, messages: 1, donations: 10 },
    ]);
    // The unmatched figures of those days lost exactly those messages.
    const unmatchedAfter = after.filter((row) => row.keyword === '');
    const sum = (list: typeof after) => list.reduce((total, row) => total + row.messages, 0);
    expect(sum(unmatchedBefore) - sum(unmatchedAfter)).toBe(3);

    expect(await reattributeUnmatched(db)).toEqual({ reattributed: 0, days: 0 });
    await counter.drain();
    expect(await figures()).toEqual(after);
    await counter.close();
  });

  it('re-attributes at start, once for each version of the rule', async () => {
    await press({ mno: 1, shortCode: 4206, keyword: 'MEADOW' });
    const project = await addProject({ en: 'MEADOW', ar: 'مرج' }, { sms_payment: [sms({ mno: 1, short_code: 4206, price: 50, keyword_en: 'MEADOW', keyword_ar: 'مرج' })] });
    expect(project.status).toBe(201);
    const ownerOf = async (on: TestServer) => (await rows<{ owner: string }>(sql`select owner from sms_messages where text = 'MEADOW'`, on))[0]!.owner;
    expect(await ownerOf(server())).toBe('');

    // A server started on this database after the rule was applied leaves it alone…
    const again = await startTestServer(kind, { database: server().database, seed: false, config: { sms: SMS } });
    await again.app.ready();
    expect(await ownerOf(again)).toBe('');
    await again.close();
    // …one started where this rule was not applied yet (an upgrade) re-attributes it.
    await rows(sql`delete from sms_attribution_runs`);
    const upgraded = await startTestServer(kind, { database: server().database, seed: false, config: { sms: SMS } });
    const deadline = Date.now() + 10_000;
    while ((await ownerOf(upgraded)) === '' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await ownerOf(upgraded)).toBe(`project:${project.body.project.id}`);
    await upgraded.close();
    expect((await rows<{ rule: number }>(sql`select rule from sms_attribution_runs`)).map((row) => row.rule)).toEqual([2]);
  });
});

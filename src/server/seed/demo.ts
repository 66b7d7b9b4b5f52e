/**
 * Demo data for local mode, browser mode and `npm run server -- --seed demo`. Idempotent:
 * rows are keyed by their business identity (mobile number, intID, operator id) and left
 * alone when already present, so edits made during a demo survive a restart.
 */
import { OPERATORS } from '../../shared/constants';
import type { Database } from '../db/database';
import { eq, inArray, sql } from 'drizzle-orm';
import { BANK_COUNTRY } from '../../shared/entities/payment';
import { bannerTarget } from '../../shared/entities/banner';
import {
  activities,
  bankPayments,
  banners,
  causes,
  ccPayments,
  keywords,
  mnos,
  organizations,
  projects,
  shortCodes,
  smsPayments,
  users,
} from '../db/schema';
import { randomObjectId } from '../services/auth/tokens';
import { seedDemoContentStore } from './demo-content-store';
import { demoSmsRoutes, recordSmsRoutes, seedDemoSmsMessages } from './demo-sms';
import { writeDemoImages } from './demo-images';
import { isoDay } from '../services/content/banners';
import { causesOwner, projectsOwner } from '../services/content/payable/owners';
import { storeRecordJson } from '../services/content/payable/record-json';

export const DEMO_IDENTITIES = {
  admin: { mobile_number: '971500000001', email: 'admin@example.org' },
  user: { mobile_number: '971500000002', email: 'user@example.org' },
} as const;

type NewOrganization = typeof organizations.$inferInsert;
type NewActivity = typeof activities.$inferInsert;

const DEMO_ORGANIZATIONS: NewOrganization[] = [
  {
    intID: 101,
    nameAR: 'هيئة الهلال الأحمر الإماراتي',
    nameEN: 'Emirates Red Crescent',
    infoAR: 'هيئة إنسانية تقدم الإغاثة والمساعدة داخل الدولة وخارجها.',
    infoEN: 'Humanitarian authority providing relief and aid in the UAE and abroad.',
    order: 1,
    ReportingEmail: 'reports@erc.example.org',
    address: 'Abu Dhabi, United Arab Emirates',
    email: 'info@erc.example.org',
    fax: '024190000',
    fb: 'https://facebook.com/example.erc',
    tel: '024190001',
    tw: 'https://twitter.com/example_erc',
    web: 'https://erc.example.org',
    hasRepeatedDonation: 1,
    hasReporting: 1,
    paymentMethods: 'sms,cc,bank',
    isPremium: 1,
    takamul_ngo_id: '1001',
  },
  {
    intID: 102,
    nameAR: 'جمعية دار البر',
    nameEN: 'Dar Al Ber Society',
    infoAR: 'جمعية خيرية تعنى بكفالة الأيتام ودعم الأسر المتعففة.',
    infoEN: 'Charity society sponsoring orphans and supporting families in need.',
    order: 2,
    ReportingEmail: 'reports@daralber.example.org',
    address: 'Dubai, United Arab Emirates',
    email: 'info@daralber.example.org',
    fax: null,
    fb: 'https://facebook.com/example.daralber',
    tel: '043440002',
    tw: 'https://twitter.com/example_daralber',
    web: 'https://daralber.example.org',
    hasRepeatedDonation: 1,
    hasReporting: 1,
    paymentMethods: 'sms,cc',
    isPremium: 0,
    takamul_ngo_id: '1002',
  },
  {
    intID: 103,
    nameAR: 'جمعية الشارقة الخيرية',
    nameEN: 'Sharjah Charity Association',
    infoAR: 'جمعية خيرية تنفذ مشاريع الإغاثة وبناء المساجد وحفر الآبار.',
    infoEN: 'Charity association running relief, mosque building and water well projects.',
    order: 3,
    ReportingEmail: null,
    address: 'Sharjah, United Arab Emirates',
    email: 'info@sharjahcharity.example.org',
    fax: '065120003',
    fb: 'https://facebook.com/example.sharjahcharity',
    tel: '065120004',
    tw: 'https://twitter.com/example_shjcharity',
    web: 'https://sharjahcharity.example.org',
    hasRepeatedDonation: 0,
    hasReporting: 0,
    paymentMethods: 'sms',
    isPremium: 0,
    // Takes no part in SMS reports.
    takamul_ngo_id: '0',
  },
];

const DEMO_ACTIVITIES: NewActivity[] = [
  { intID: 1, nameAR: 'الزكاة', nameEN: 'Zakat', infoAR: 'أداء فريضة الزكاة لمستحقيها.', infoEN: 'Paying zakat to those entitled to it.' },
  { intID: 2, nameAR: 'الصدقات', nameEN: 'Sadaqah', infoAR: 'صدقات عامة للمحتاجين.', infoEN: 'General charity for people in need.' },
  { intID: 3, nameAR: 'كفالة الأيتام', nameEN: 'Orphan sponsorship', infoAR: 'كفالة يتيم شهرياً.', infoEN: 'Monthly sponsorship of an orphan.' },
  { intID: 4, nameAR: 'حفر الآبار', nameEN: 'Water wells', infoAR: 'حفر آبار المياه في المناطق الفقيرة.', infoEN: 'Digging water wells in poor areas.' },
  { intID: 5, nameAR: 'بناء المساجد', nameEN: 'Mosque building', infoAR: 'المساهمة في بناء المساجد.', infoEN: 'Contributing to building mosques.' },
  { intID: 6, nameAR: 'إفطار صائم', nameEN: 'Iftar meals', infoAR: 'وجبات إفطار للصائمين في رمضان.', infoEN: 'Iftar meals for those fasting in Ramadan.' },
].map((activity, index) => ({ ...activity, order: index + 1 }));

type NewBanner = typeof banners.$inferInsert;

const DEMO_BANNERS: NewBanner[] = (
  [
  {
    intID: 201,
    nameAR: 'زكاة رمضان',
    nameEN: 'Ramadan Zakat',
    order: 0,
    targetType: 'activity',
    targetActivityIntID: 1,
    isactive: 1,
  },
  {
    intID: 202,
    nameAR: 'سقيا الماء مع دار البر',
    nameEN: 'Water wells with Dar Al Ber',
    order: 1,
    targetType: 'project',
    targetActivityIntID: 4,
    targetOrgIntID: 102,
    isactive: 1,
  },
  {
    intID: 203,
    nameAR: 'تعرف على المنصة',
    nameEN: 'About the platform',
    order: 2,
    targetType: 'url',
    targetUrl: 'https://example.org/about',
    isactive: 0,
  },
  ] satisfies NewBanner[]
).map((banner) => ({ ...banner, target: bannerTarget(banner as Parameters<typeof bannerTarget>[0]) }));

/**
 * Short codes and keywords by organization intID (spec 9: 4202 is AED 10 … 4409 is AED 500),
 * every campaign code on both operators; the demo SMS traffic (demo-sms.ts) is sent to them.
 */
const DEMO_SHORT_CODES = [
  { orgIntID: 101, mnoid: 1, price: 10, shortcode: 4202, keywordEN: 'ERC' },
  { orgIntID: 101, mnoid: 2, price: 10, shortcode: 4202, keywordEN: 'ERC' },
  { orgIntID: 102, mnoid: 1, price: 50, shortcode: 4206, keywordEN: 'BER' },
  { orgIntID: 102, mnoid: 2, price: 100, shortcode: 4209, keywordEN: 'BER' },
  { orgIntID: 102, mnoid: 2, price: 50, shortcode: 4206, keywordEN: 'BER' },
  { orgIntID: 102, mnoid: 1, price: 100, shortcode: 4209, keywordEN: 'BER' },
  { orgIntID: 101, mnoid: 1, price: 500, shortcode: 4409, keywordEN: 'ERC' },
  { orgIntID: 101, mnoid: 2, price: 500, shortcode: 4409, keywordEN: 'ERC' },
];

const DEMO_KEYWORDS = [
  { objectId: 'demoKeyw01', orgIntID: 101, title: 'ERC' },
  { objectId: 'demoKeyw02', orgIntID: 101, title: 'هلال' },
  { objectId: 'demoKeyw03', orgIntID: 102, title: 'BER' },
  { objectId: 'demoKeyw04', orgIntID: 102, title: 'بر' },
];


/**
 * Demo projects and cases (spec 2.12, 2.13) by their fixed ids, with their payment items; by
 * organization and activity intID. Items are added only with a newly added owner.
 */
const DEMO_PROJECTS = [
  {
    id: 1,
    actIntID: 4,
    orgIntID: 101,
    nameAR: 'سقيا الماء في أفريقيا',
    nameEN: 'Water for Africa',
    infoAR: '<p class="ql-align-right ql-direction-rtl">حفر آبار المياه للقرى المحتاجة.</p>',
    infoEN: '<p>Digging water wells for villages in need. <a href="https://erc.example.org/wells" rel="noopener noreferrer" target="_blank">About the water wells</a></p>',
    Order: 1,
    sms: [
      { mno: 1, price: 10, short_code: 4202, keyword_ar: 'ماء', keyword_en: 'WATER' },
      { mno: 2, price: 10, short_code: 4202, keyword_ar: 'ماء', keyword_en: 'WATER' },
    ],
    bank: [
      {
        IBAN: 'AE070331234567890123456',
        accNum: '1234567890123456',
        accNameAR: 'هيئة الهلال الأحمر الإماراتي',
        accNameEN: 'Emirates Red Crescent',
        nameAR: 'بنك الإمارات دبي الوطني',
        nameEN: 'Emirates NBD',
        noteAR: 'يرجى ذكر اسم المشروع في التحويل.',
        noteEN: 'Please mention the project name in the transfer.',
      },
    ],
    cc: [{ cc_url: 'https://erc.example.org/donate/water' }],
  },
  {
    id: 2,
    actIntID: 3,
    orgIntID: 102,
    nameAR: 'كفالة يتيم',
    nameEN: 'Sponsor an orphan',
    infoAR: '<p class="ql-align-right ql-direction-rtl">كفالة شهرية لطفل يتيم.</p><ul><li>التعليم</li><li>الرعاية الصحية</li></ul>',
    infoEN: '<p>A monthly sponsorship of an orphan.</p><ul><li>Education</li><li>Health care</li></ul>',
    Order: 2,
    sms: [{ mno: 1, price: 50, short_code: 4206, keyword_ar: 'يتيم', keyword_en: 'ORPHAN' }],
    bank: [],
    cc: [{ cc_url: 'https://daralber.example.org/donate/orphans' }],
  },
];

const DEMO_CAUSES = [
  {
    id: 1,
    actIntID: 2,
    orgIntID: 101,
    nameAR: 'علاج طفل مريض',
    nameEN: 'Treatment of a sick child',
    infoAR: '<p class="ql-align-right ql-direction-rtl">تكاليف علاج عاجلة لطفل.</p>',
    infoEN: '<p>Urgent treatment costs of a child.</p>',
    order: 1,
    targetAmount: 50000,
    collectedAmount: 12500,
    sms: [
      { mno: 1, price: 100, short_code: 4209, keyword_ar: 'علاج', keyword_en: 'CURE' },
      { mno: 2, price: 100, short_code: 4209, keyword_ar: 'علاج', keyword_en: 'CURE' },
    ],
    cc: [{ cc_url: 'https://erc.example.org/donate/cases/1' }],
  },
  {
    id: 2,
    actIntID: 2,
    orgIntID: 102,
    nameAR: 'سداد إيجار أسرة',
    nameEN: "A family's rent",
    infoAR: '<p class="ql-align-right ql-direction-rtl">سداد إيجار متأخر لأسرة متعففة.</p>',
    infoEN: '<p>Paying the overdue rent of a family in need.</p>',
    order: 2,
    targetAmount: 30000,
    collectedAmount: 30000,
    sms: [{ mno: 1, price: 500, short_code: 4409, keyword_ar: 'إيجار', keyword_en: 'RENT' }],
    cc: [],
  },
];

/**
 * What donors send (the demo seed's messages and `npm run sms:simulate`): the organizations'
 * keywords to their short codes, and the projects' and cases' own keywords from their pages.
 */
export const DEMO_SMS_ROUTES = [...demoSmsRoutes(DEMO_SHORT_CODES, DEMO_KEYWORDS), ...recordSmsRoutes([...DEMO_PROJECTS, ...DEMO_CAUSES])];

export interface DemoSeedOptions {
  /** The local media folder: the demo records' pictures are written there (none on S3 or in tests). */
  mediaDir?: string;
  /**
   * Also donation messages over the last 90 days (demo-sms.ts), hashing numbers with the server's
   * sender key (`SMS_SENDER_HASH_KEY`, else the generated one), so a fresh start has reports to read.
   */
  smsMessages?: { senderHashKey?: string };
}

export async function seedDemoData(db: Database, now: Date = new Date(), options: DemoSeedOptions = {}): Promise<void> {
  if (options.mediaDir) await writeDemoImages(options.mediaDir);
  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values([
        {
          objectId: randomObjectId(),
          name: 'Demo Admin',
          role: 'admin',
          email: DEMO_IDENTITIES.admin.email,
          mobileNumber: DEMO_IDENTITIES.admin.mobile_number,
          createdAt: now,
          updatedAt: now,
        },
        {
          objectId: randomObjectId(),
          name: 'Demo User',
          role: 'user',
          email: DEMO_IDENTITIES.user.email,
          mobileNumber: DEMO_IDENTITIES.user.mobile_number,
          createdAt: now,
          updatedAt: now,
        },
      ])
      .onConflictDoNothing();
    await tx
      .insert(mnos)
      .values(OPERATORS.map(({ id, nameEN, nameAR }) => ({ id, nameEN, nameAR })))
      .onConflictDoNothing();
    await tx.insert(organizations).values(DEMO_ORGANIZATIONS).onConflictDoNothing();
    await tx.insert(activities).values(DEMO_ACTIVITIES).onConflictDoNothing();
    const today = isoDay(now);
    await tx
      .insert(banners)
      .values(DEMO_BANNERS.map((banner) => ({ ...banner, startDate: today, endDate: today })))
      .onConflictDoNothing();

    // Short codes and keywords refer to organizations by id: look the seeded ones up by intID.
    const orgRows = await tx
      .select({ id: organizations.id, intID: organizations.intID })
      .from(organizations)
      .where(inArray(organizations.intID, DEMO_ORGANIZATIONS.map((organization) => organization.intID)));
    const orgId = new Map(orgRows.map((row) => [row.intID, row.id]));
    const shortCodeRows = DEMO_SHORT_CODES.flatMap(({ orgIntID, ...shortCode }) => {
      const id = orgId.get(orgIntID);
      return id === undefined ? [] : [{ ...shortCode, orgid: id }];
    });
    if (shortCodeRows.length > 0) await tx.insert(shortCodes).values(shortCodeRows).onConflictDoNothing();
    const keywordRows = DEMO_KEYWORDS.flatMap(({ orgIntID, ...keyword }, index) => {
      const id = orgId.get(orgIntID);
      // A second apart, so "newest first" has an order to show.
      const at = new Date(now.getTime() + index * 1000);
      return id === undefined ? [] : [{ ...keyword, org_id: id, createdAt: at, updatedAt: at }];
    });
    if (keywordRows.length > 0) await tx.insert(keywords).values(keywordRows).onConflictDoNothing();

    // Projects and cases by their fixed ids; their items only with a newly added owner.
    const orgs = new Map(
      (await tx.select({ id: organizations.id, intID: organizations.intID, nameAR: organizations.nameAR }).from(organizations)).map((row) => [row.intID, row]),
    );
    const acts = new Map((await tx.select({ id: activities.id, intID: activities.intID }).from(activities)).map((row) => [row.intID, row]));
    for (const { sms, bank, cc, actIntID, orgIntID, ...project } of DEMO_PROJECTS) {
      const organization = orgs.get(orgIntID);
      const activity = acts.get(actIntID);
      if (!organization || !activity) continue;
      const added = await tx
        .insert(projects)
        .values({
          ...project,
          actid: activity.id,
          actIntId: activity.intID,
          org_id: organization.id,
          orgIntId: organization.intID,
          orgNameAR: organization.nameAR,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: projects.id });
      if (added.length === 0) continue;
      await tx.insert(smsPayments).values(sms.map((row) => ({ ...row, projectId: project.id })));
      if (bank.length > 0) await tx.insert(bankPayments).values(bank.map((row) => ({ ...row, ...BANK_COUNTRY, projectId: project.id })));
      if (cc.length > 0) await tx.insert(ccPayments).values(cc.map((row) => ({ ...row, projectId: project.id })));
      await storeRecordJson(tx, projectsOwner, project.id);
    }
    for (const { sms, cc, actIntID, orgIntID, ...cause } of DEMO_CAUSES) {
      const organization = orgs.get(orgIntID);
      const activity = acts.get(actIntID);
      if (!organization || !activity) continue;
      const added = await tx
        .insert(causes)
        .values({ ...cause, actid: activity.id, orgid: organization.id, createdAt: now, updatedAt: now })
        .onConflictDoNothing()
        .returning({ id: causes.id });
      if (added.length === 0) continue;
      await tx.insert(smsPayments).values(sms.map((row) => ({ ...row, causeId: cause.id })));
      if (cc.length > 0) await tx.insert(ccPayments).values(cc.map((row) => ({ ...row, causeId: cause.id })));
      await storeRecordJson(tx, causesOwner, cause.id);
    }
    // The content store's classes; one memorial asked for by the demo app user, who is notified of its approval.
    const [demoUser] = await tx.select({ objectId: users.objectId }).from(users).where(eq(users.mobileNumber, DEMO_IDENTITIES.user.mobile_number));
    await seedDemoContentStore(tx, now, {
      orgIdOf: (intID) => orgs.get(intID)?.id,
      actIdOf: (intID) => acts.get(intID)?.id,
      demoUserId: demoUser?.objectId,
    });
    // Rows added with explicit ids: move the id sequences past them.
    for (const table of ['projects', 'causes']) {
      await tx.execute(
        sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select coalesce(max(id), 0) + 1 from ${table}), false)`),
      );
    }
  });
  if (options.smsMessages) await seedDemoSmsMessages(db, now, DEMO_SMS_ROUTES, options.smsMessages.senderHashKey);
}

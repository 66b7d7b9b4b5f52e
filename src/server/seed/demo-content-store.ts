/**
 * Demo records of the content store's classes (spec 2.7, 2.8, 2.11, 2.14, 2.16, 2.17), so that
 * a new user in local mode finds every screen filled. Keyed by fixed objectIds and left alone
 * when present (the demo seed is idempotent); dated an hour apart before the seed's `now`, so
 * what the user adds comes first. Run inside the demo seed's transaction (demo.ts); their pictures
 * are drawn by demo-images.ts.
 */
import type { Transaction } from '../db/database';
import { ambassadors, memorials, ngoNews, notifications, ramadanNotes, selectedVideos, teams } from '../db/schema';

export interface DemoReferences {
  /** Seeded organizations' ids by their intID, activities' the same. */
  orgIdOf: (intID: number) => number | undefined;
  actIdOf: (intID: number) => number | undefined;
  /** The demo app user (objectId) who asked for one of the memorials. */
  demoUserId: string | undefined;
}

const AMBASSADORS = [
  {
    objectId: 'demoAmbs01',
    name: 'عبدالله المنصوري',
    description: '<p class="ql-align-right ql-direction-rtl">سفير الخير في حملات إفطار صائم منذ عام 2018، جمع أكثر من عشرة آلاف وجبة.</p>',
    InstagramLink: 'https://instagram.com/example.almansoori',
    TwitterLink: 'https://twitter.com/example_almansoori',
    Photo: 'ambassadors/demo-almansoori.png',
    Approved: true,
    language: 'ar',
    gender: 'male',
  },
  {
    objectId: 'demoAmbs02',
    name: 'Sara Al Hashimi',
    description: '<p>Volunteers every Ramadan in the iftar tents of Sharjah and invites her followers to <strong>sponsor an orphan</strong>.</p>',
    FacebookLink: 'https://facebook.com/example.sarahashimi',
    YoutubeLink: 'https://youtube.com/@example.sarahashimi',
    Approved: false,
    language: 'en',
    gender: 'female',
  },
  {
    objectId: 'demoAmbs03',
    name: 'مريم الكعبي',
    description: '<p class="ql-align-right ql-direction-rtl">تشارك في حملات حفر الآبار وتروي قصص المستفيدين.</p>',
    YoutubeLink: 'https://youtube.com/@example.alkaabi',
    Photo: 'ambassadors/demo-alkaabi.png',
    Approved: true,
    language: 'ar',
    gender: 'female',
  },
] as const;

/** By activity and organization intID; mobile numbers as stored, without 971. */
const MEMORIALS = [
  {
    objectId: 'demoMemo01',
    name: 'محمد راشد الظاهري',
    description: '<p class="ql-align-right ql-direction-rtl">رحمه الله، كان يحب سقيا الماء. بئر صدقة جارية عن روحه.</p>',
    age: 72,
    image: 'inMemory/demo-aldhaheri.png',
    actIntID: 4,
    orgIntID: 101,
    mobileNum: '501230001',
    applicantName: 'خالد محمد الظاهري',
    targetAmount: 20000,
    collectedAmount: 4500,
    Approved: false,
    language: 'ar',
    gender: 'male',
    askedByDemoUser: true,
  },
  {
    objectId: 'demoMemo02',
    name: 'فاطمة سالم النعيمي',
    description: '<p class="ql-align-right ql-direction-rtl">رحمها الله، مسجد صغير في قريتها صدقة جارية عنها.</p>',
    age: 65,
    actIntID: 5,
    orgIntID: 102,
    mobileNum: '559870002',
    applicantName: 'عائشة النعيمي',
    targetAmount: 150000,
    collectedAmount: 30000,
    Approved: true,
    language: 'ar',
    gender: 'female',
  },
  {
    objectId: 'demoMemo03',
    name: 'Yousef Karim',
    description: '<p>In loving memory of our father: iftar meals for those fasting, every Ramadan.</p>',
    age: 58,
    actIntID: 6,
    orgIntID: 103,
    mobileNum: '527650003',
    applicantName: 'Layla Yousef Karim',
    targetAmount: 5000,
    collectedAmount: 0,
    Approved: false,
    language: 'en',
    gender: 'male',
  },
  {
    objectId: 'demoMemo04',
    name: 'Noura Al Suwaidi',
    description: '<p>She sponsored two orphans for years; her family continues her work.</p>',
    age: 34,
    actIntID: 3,
    orgIntID: 101,
    mobileNum: null,
    applicantName: 'Latifa Al Suwaidi',
    targetAmount: 12000,
    collectedAmount: 12000,
    Approved: true,
    language: 'en',
    gender: 'female',
  },
] as const;

const NGO_NEWS = [
  { objectId: 'demoNews01', link: 'https://erc.example.org/news/winter-relief-2025', orgIntID: 101 },
  { objectId: 'demoNews02', link: 'https://daralber.example.org/news/eid-clothes-for-orphans', orgIntID: 102 },
  { objectId: 'demoNews03', link: 'https://sharjahcharity.example.org/news/100-water-wells', orgIntID: 103 },
];

const NOTIFICATIONS = [
  {
    objectId: 'demoNoti01',
    notificationText: '<p>Ramadan Kareem! Your donations bring iftar to thousands of families this month.</p>',
    notificationTextInAR: '<p class="ql-align-right ql-direction-rtl">رمضان كريم! تبرعاتكم توصل الإفطار إلى آلاف الأسر هذا الشهر.</p>',
  },
  {
    objectId: 'demoNoti02',
    notificationText: '<p>Eid Mubarak! Zakat al-Fitr can be paid in the app until the Eid prayer.</p>',
    notificationTextInAR: '<p class="ql-align-right ql-direction-rtl">عيد مبارك! يمكنكم إخراج زكاة الفطر عبر التطبيق حتى صلاة العيد.</p>',
  },
];

const RAMADAN_NOTES = [
  { objectId: 'demoRama01', content: 'من صام رمضان إيمانًا واحتسابًا غُفر له ما تقدم من ذنبه.', name: 'حديث شريف', daynum: 1 },
  { objectId: 'demoRama02', content: 'The best charity is that given in Ramadan.', name: 'Hadith', daynum: 2 },
  { objectId: 'demoRama03', content: 'ليلة القدر خير من ألف شهر.', name: 'سورة القدر', daynum: 27 },
];

const SELECTED_VIDEOS = [
  { objectId: 'demoVide01', url: 'https://www.youtube.com/watch?v=example0001' },
  { objectId: 'demoVide02', url: 'https://vimeo.com/100000001' },
];

const TEAMS = [
  { objectId: 'demoTeam01', Name: 'أحمد الشامسي', Title: 'المدير التنفيذي', Logo: 'teams/demo-ahmed.png' },
  { objectId: 'demoTeam02', Name: 'Hind Al Marri', Title: 'Head of partnerships', Logo: 'teams/demo-hind.png' },
  { objectId: 'demoTeam03', Name: 'عمر الحمادي', Title: 'مسؤول التقنية', Logo: 'teams/demo-omar.png' },
];

const HOUR_MS = 3_600_000;

/** A record's times: the first of a list the oldest, each an hour after the one before, the last an hour before `now`. */
const datedBefore = <T>(rows: readonly T[], now: Date) =>
  rows.map((row, index) => {
    const at = new Date(now.getTime() - (rows.length - index) * HOUR_MS);
    return { ...row, createdAt: at, updatedAt: at };
  });

export async function seedDemoContentStore(tx: Transaction, now: Date, references: DemoReferences): Promise<void> {
  await tx.insert(ambassadors).values(datedBefore(AMBASSADORS, now)).onConflictDoNothing();
  const memorialRows = MEMORIALS.flatMap(({ actIntID, orgIntID, ...memorial }) => {
    const actId = references.actIdOf(actIntID);
    const orgId = references.orgIdOf(orgIntID);
    if (actId === undefined || orgId === undefined) return [];
    const { askedByDemoUser, ...fields } = { askedByDemoUser: false, ...memorial };
    return [{ ...fields, actId, orgId, userId: askedByDemoUser ? (references.demoUserId ?? null) : null }];
  });
  if (memorialRows.length > 0) await tx.insert(memorials).values(datedBefore(memorialRows, now)).onConflictDoNothing();
  const newsRows = NGO_NEWS.flatMap(({ orgIntID, ...news }) => {
    const orgId = references.orgIdOf(orgIntID);
    return orgId === undefined ? [] : [{ ...news, orgId }];
  });
  if (newsRows.length > 0) await tx.insert(ngoNews).values(datedBefore(newsRows, now)).onConflictDoNothing();
  await tx.insert(notifications).values(datedBefore(NOTIFICATIONS, now)).onConflictDoNothing();
  await tx.insert(ramadanNotes).values(datedBefore(RAMADAN_NOTES, now)).onConflictDoNothing();
  await tx.insert(selectedVideos).values(datedBefore(SELECTED_VIDEOS, now)).onConflictDoNothing();
  await tx.insert(teams).values(datedBefore(TEAMS, now)).onConflictDoNothing();
}

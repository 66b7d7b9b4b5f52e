/**
 * What the public content API shows of each resource: an explicit list of the fields a donor
 * may see (a pick of the record's shared schema, read as exactly those columns, never a whole
 * row), which records (active or approved ones), and in the order the app and the website show them.
 *
 * Left out everywhere: versions, status and approval flags (every record shown has the same),
 * search twins, and anything about the people behind a record (an applicant's name, mobile
 * number or user id; an organization's reporting address). Image fields are as stored: an
 * upload path (shown from the media base, spec 3 "Media URLs") or an http(s) address.
 */
import { asc, desc, eq, type AnyColumn } from 'drizzle-orm';
import { z } from 'zod';
import { activitySchema } from '../../../shared/entities/activity';
import { ambassadorSchema } from '../../../shared/entities/ambassador';
import { bannerSchema } from '../../../shared/entities/banner';
import { memorialSchema } from '../../../shared/entities/memorial';
import { ngoNewsSchema } from '../../../shared/entities/ngo-news';
import { notificationSchema } from '../../../shared/entities/notification';
import { organizationSchema } from '../../../shared/entities/organization';
import { ramadanNoteSchema } from '../../../shared/entities/ramadan-note';
import { selectedVideoSchema } from '../../../shared/entities/selected-video';
import { teamSchema } from '../../../shared/entities/team';
import type { Database } from '../../db/database';
import { activities, ambassadors, banners, memorials, ngoNews, notifications, organizations, ramadanNotes, selectedVideos, teams } from '../../db/schema';

const ACTIVE = 1;

/** One resource of the public API: the shape of its items and how they are read. */
export interface PublicResource<Item> {
  /** Words for the API documentation. */
  summary: string;
  item: z.ZodType<Item>;
  read(db: Database): Promise<Item[]>;
}

const resource = <Item>(definition: PublicResource<Item>) => definition;

/**
 * The columns of `table` that the item schema names: what is read, and so what is sent, is
 * exactly the allowlist the schema states, written once.
 */
function columnsOf<Shape extends z.ZodRawShape, Table extends { [Key in keyof Shape]: AnyColumn }>(
  table: Table,
  item: z.ZodObject<Shape>,
): { [Key in keyof Shape]: Table[Key] } {
  return Object.fromEntries(Object.keys(item.shape).map((key) => [key, table[key as keyof Shape]])) as { [Key in keyof Shape]: Table[Key] };
}

const withIsoTimes = <Row extends { createdAt: Date }>(rows: Row[]) =>
  rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));

const activityItem = activitySchema.pick({
  id: true,
  intID: true,
  nameAR: true,
  nameEN: true,
  infoAR: true,
  infoEN: true,
  order: true,
  activityImage: true,
});

const bannerItem = bannerSchema.pick({
  intID: true,
  nameAR: true,
  nameEN: true,
  order: true,
  /** How the app opens `target`: an activity screen, a project's payment screen, or a web address. */
  targetType: true,
  target: true,
  image: true,
  startDate: true,
  endDate: true,
});

const organizationItem = organizationSchema.pick({
  id: true,
  intID: true,
  nameAR: true,
  nameEN: true,
  infoAR: true,
  infoEN: true,
  order: true,
  address: true,
  email: true,
  tel: true,
  fax: true,
  web: true,
  fb: true,
  tw: true,
  hasRepeatedDonation: true,
  paymentMethods: true,
});

const ambassadorItem = ambassadorSchema.pick({
  objectId: true,
  name: true,
  description: true,
  Photo: true,
  FacebookLink: true,
  YoutubeLink: true,
  TwitterLink: true,
  InstagramLink: true,
  language: true,
  gender: true,
  createdAt: true,
});

const memorialItem = memorialSchema.pick({
  objectId: true,
  name: true,
  description: true,
  image: true,
  age: true,
  actId: true,
  orgId: true,
  /** The share link of the person's page. */
  sdl: true,
  targetAmount: true,
  collectedAmount: true,
  language: true,
  gender: true,
  createdAt: true,
});

const ngoNewsItem = ngoNewsSchema.pick({ objectId: true, link: true, orgId: true, image: true, createdAt: true });
const notificationItem = notificationSchema.pick({ objectId: true, notificationText: true, notificationTextInAR: true, createdAt: true });
const ramadanNoteItem = ramadanNoteSchema.pick({ objectId: true, daynum: true, name: true, content: true });
const selectedVideoItem = selectedVideoSchema.pick({ objectId: true, url: true, createdAt: true });
const teamItem = teamSchema.pick({ objectId: true, Name: true, Title: true, Logo: true });

export const publicResources = {
  activities: resource({
    summary: 'Active activities (donation categories), by their order.',
    item: activityItem,
    read: (db) =>
      db
        .select(columnsOf(activities, activityItem))
        .from(activities)
        .where(eq(activities.isactive, ACTIVE))
        .orderBy(asc(activities.order), asc(activities.intID)),
  }),
  banners: resource({
    summary: 'Active home-screen banners, by their order.',
    item: bannerItem,
    read: (db) =>
      db
        .select(columnsOf(banners, bannerItem))
        .from(banners)
        .where(eq(banners.isactive, ACTIVE))
        .orderBy(asc(banners.order), asc(banners.intID)),
  }),
  organizations: resource({
    summary: 'Active organizations with their public contact details, by their order.',
    item: organizationItem,
    read: (db) =>
      db
        .select(columnsOf(organizations, organizationItem))
        .from(organizations)
        .where(eq(organizations.isactive, ACTIVE))
        .orderBy(asc(organizations.order), asc(organizations.intID)),
  }),
  ambassadors: resource({
    summary: 'Approved good ambassadors, newest first.',
    item: ambassadorItem,
    read: async (db) =>
      withIsoTimes(
        await db
          .select(columnsOf(ambassadors, ambassadorItem))
          .from(ambassadors)
          .where(eq(ambassadors.Approved, true))
          .orderBy(desc(ambassadors.createdAt), desc(ambassadors.objectId)),
      ),
  }),
  memorials: resource({
    summary: 'Approved memorial persons, newest first (without the applicant\'s details).',
    item: memorialItem,
    read: async (db) =>
      withIsoTimes(
        await db
          .select(columnsOf(memorials, memorialItem))
          .from(memorials)
          .where(eq(memorials.Approved, true))
          .orderBy(desc(memorials.createdAt), desc(memorials.objectId)),
      ),
  }),
  'selected-videos': resource({
    summary: 'The videos of the app\'s home page, newest first.',
    item: selectedVideoItem,
    read: async (db) =>
      withIsoTimes(
        await db
          .select(columnsOf(selectedVideos, selectedVideoItem))
          .from(selectedVideos)
          .orderBy(desc(selectedVideos.createdAt), desc(selectedVideos.objectId)),
      ),
  }),
  'ramadan-notes': resource({
    summary: 'Ramadan notes, by their day of the month.',
    item: ramadanNoteItem,
    read: (db) =>
      db
        .select(columnsOf(ramadanNotes, ramadanNoteItem))
        .from(ramadanNotes)
        .orderBy(asc(ramadanNotes.daynum), asc(ramadanNotes.createdAt), asc(ramadanNotes.objectId)),
  }),
  'ngo-news': resource({
    summary: 'NGO news, newest first.',
    item: ngoNewsItem,
    read: async (db) =>
      withIsoTimes(
        await db
          .select(columnsOf(ngoNews, ngoNewsItem))
          .from(ngoNews)
          .orderBy(desc(ngoNews.createdAt), desc(ngoNews.objectId)),
      ),
  }),
  notifications: resource({
    summary: 'Notifications shown in the app and on the website, newest first.',
    item: notificationItem,
    read: async (db) =>
      withIsoTimes(
        await db
          .select(columnsOf(notifications, notificationItem))
          .from(notifications)
          .orderBy(desc(notifications.createdAt), desc(notifications.objectId)),
      ),
  }),
  teams: resource({
    // In the order staff added them, so the website shows the team as it was built up (the head first).
    summary: 'The charity\'s team, in the order they were added.',
    item: teamItem,
    read: (db) =>
      db
        .select(columnsOf(teams, teamItem))
        .from(teams)
        .orderBy(asc(teams.createdAt), asc(teams.objectId)),
  }),
};

export type PublicResourceName = keyof typeof publicResources;

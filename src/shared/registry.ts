/**
 * THE resource registry: every resource the back-office reads or edits, its wire facts stated
 * once. Each layer derives what it needs from an entry:
 *
 * - the server registers the routes of every `table` and `class` entry from it (services/content/
 *   crud.ts, services/store/class-store.ts), with only what the database adds (table, order,
 *   derived values) in its own binding;
 * - main builds its API calls from it (src/main/core/resources.ts);
 * - the IPC contract takes its resource names, record types and body types from it (ipc.ts);
 * - the renderer takes its screen addresses from it (`screens`).
 *
 * Adding a resource: its schemas (entities/<resource>.ts), an entry here, its table and
 * migration, its feature folder, its texts, its tests. See ARCHITECTURE.md, "Adding a resource".
 */
import { z } from 'zod';
import { activitySchema, activityInputSchema } from './entities/activity';
import { ambassadorInputSchema, ambassadorSchema } from './entities/ambassador';
import { adminContactSchema, userSchema } from './entities/auth';
import { bannerInputSchema, bannerSchema, bannersQuerySchema } from './entities/banner';
import { causeDataSchema, causeInputSchema, causeSchema } from './entities/cause';
import { versionField } from './entities/fields';
import { listedLandingPageSchema } from './entities/landing-page';
import { keywordInputSchema, keywordSchema, keywordsQuerySchema } from './entities/keyword';
import { memorialCreateSchema, memorialSchema, memorialUpdateSchema } from './entities/memorial';
import { mnoSchema } from './entities/mno';
import { ngoNewsInputSchema, ngoNewsSchema } from './entities/ngo-news';
import { notificationInputSchema, notificationSchema } from './entities/notification';
import { organizationInputSchema, organizationSchema } from './entities/organization';
import { projectDataSchema, projectInputSchema, projectSchema } from './entities/project';
import { ramadanNoteInputSchema, ramadanNoteSchema } from './entities/ramadan-note';
import { selectedVideoInputSchema, selectedVideoSchema } from './entities/selected-video';
import { shortCodeInputSchema, shortCodeSchema } from './entities/short-code';
import { teamInputSchema, teamSchema } from './entities/team';

/** The services of spec section 7 that a deployment may host at their own address. */
export const serviceNames = ['auth', 'content', 'shortcodes', 'files'] as const;
export type ServiceName = (typeof serviceNames)[number];

/**
 * Which server builder serves a resource's routes:
 * - `table`: a table with an integer id (services/content/crud.ts);
 * - `class`: a class of the class-based store, `/classes/{Class}`, string `objectId`,
 *   `createdAt`/`updatedAt`, paged lists newest first (services/store/class-store.ts);
 * - `own`: routes written for it (projects and cases with their payment items, users, operators).
 */
export type ResourceStore = 'table' | 'class' | 'own';

/** The screens of a resource (spec 2.3). `:id` in `edit` and `duplicate` stands for the record's id. */
export interface ResourceScreens {
  list: string;
  add?: string;
  edit?: string;
  duplicate?: string;
}

export type ListMode = 'client' | 'server';

/**
 * What the public content API (`/public/v1/{name}`, services/public-api) shows of a resource:
 * the fields a donor may see, of which records, in which order. Never versions, status or
 * approval flags (every record shown has the same), search twins, or anything about the people
 * behind a record; image fields are as stored (an upload path or an http(s) address).
 */
export interface PublicApiAllowlist {
  /** The path's name: `/public/v1/selected-videos`. */
  name: string;
  /** Words for the API documentation. */
  summary: string;
  /** The record's fields a donor may see, in the order they are answered (a pick of `record`). */
  fields: readonly string[];
  /** Which records: the active ones (`isactive` 1) or the approved ones (`Approved`); absent: every one. */
  visibleWhen?: 'active' | 'approved';
  /** The order they are listed in; the last field is unique, so equal values keep one order. */
  order: ReadonlyArray<readonly [field: string, direction: 'asc' | 'desc']>;
}

export interface ResourceEntry {
  service: ServiceName;
  store: ResourceStore;
  /** `/activities`; a record is `${path}/${id}`, bulk delete `${path}/bulk`. */
  path: string;
  /** Numeric ids (table rows) or objectIds (class-based store, users). */
  idShape: 'numeric' | 'objectId';
  /** Words for the API documentation and messages. */
  noun: { one: string; many: string };
  /** One record as the server answers it. */
  record: z.ZodType;
  list: {
    /** `data`: `{ data: { [key]: [...] } }` (content API); `root`: `{ [key]: [...] }`. */
    envelope: 'data' | 'root';
    key: string;
    /** The filters a list takes (query string). */
    query?: z.ZodObject;
    /** Always sent (`role=admin`). */
    fixedQuery?: Record<string, string>;
    /** Paged with `limit`/`skip` (at most SERVER_PAGE_MAX a page); a whole list is fetched page by page. */
    paged?: boolean;
    /**
     * Who pages, sorts and searches the list the screen shows (ARCHITECTURE §5, list modes):
     * `client` (the default: catalogues that stay small are loaded whole and the renderer does it)
     * or `server` (lists that grow without bound: the renderer asks for the page it shows, with
     * `order` and `search`, and the answer carries the `count`). Server mode needs `paged`.
     */
    mode?: ListMode;
    /** Server mode: the fields `order` may name (`order=title`, `order=-createdAt`). */
    sortable?: readonly string[];
    /** Server mode: the text fields `search` looks in (search-text.ts's normalization on both sides). */
    searchable?: readonly string[];
  };
  /** Key of the record in the answers to get, create, update and a status change: `{ activity }`. */
  itemKey: string;
  /** Body of a create, as the forms send it; absent: no create through the kit. */
  create?: z.ZodType;
  /** Body of an update, as the forms send it (with the `version` they loaded); absent: no update. */
  update?: z.ZodType;
  /**
   * The server wants an update wrapped: `{ [wrapUpdateIn]: data, id, version? }`, the `version`
   * at the top level where it is checked (spec 7.1's `organization_data_to_update`).
   */
  wrapUpdateIn?: string;
  /** Reading one record: `GET path/{id}`. */
  canGet: boolean;
  /** The Active/OFF switch: `PUT path/{id}?edit_status=true { isactive }`. */
  canSetStatus: boolean;
  /** The Approved Yes/No switch of a class record: `PUT path/{objectId}/approved { Approved }` (spec 4). */
  canApprove?: boolean;
  /**
   * Rich-text (HTML) fields, sanitized by the server before they are stored, each with the
   * message for one that has no text left once sanitized (null: may be empty).
   */
  richText?: Record<string, string | null>;
  /** A row delete: `DELETE path/{id}`, or a PUT with this body (admins are demoted, not deleted); null: none. */
  deleteBy: { method: 'DELETE' } | { method: 'PUT'; body: Record<string, unknown> } | null;
  /** Body key of `DELETE path/bulk`; null: no bulk delete. */
  bulkIdsKey: string | null;
  /**
   * Fields that name a record of another resource and must exist when written
   * (field → the resource and the message when it does not): checked by the server's builders.
   */
  references?: Record<string, { resource: string; by: 'id' | 'intID'; message: string }>;
  screens?: ResourceScreens;
  /** Served by the public content API, with this allowlist; absent: not public. */
  publicApi?: PublicApiAllowlist;
}

/** Largest page a paged list hands out (`limit`), the server's own maximum. */
export const SERVER_PAGE_MAX = 1000;
/** A paged list's page when no `limit` is given. */
export const SERVER_PAGE_DEFAULT = 100;

/** An update of a form whose create body has more (payment lists): the main data and its version. */
const withVersion = <S extends z.ZodObject>(schema: S) => schema.extend({ version: versionField });

type Defaults<D, E> = Omit<D, keyof E> & E;

function tableDefaults(name: string) {
  return {
    service: 'content',
    store: 'table',
    path: `/${name}`,
    idShape: 'numeric',
    list: { envelope: 'data', key: name },
    canGet: true,
    canSetStatus: true,
    deleteBy: { method: 'DELETE' },
    bulkIdsKey: `${name}IDs`,
  } as const;
}

/** A table resource of the content service: the usual routes, ids and keys; the entry says the rest. */
function tableResource<const E extends Partial<ResourceEntry> & Pick<ResourceEntry, 'record' | 'itemKey' | 'noun'>>(
  name: string,
  entry: E,
): Defaults<ReturnType<typeof tableDefaults>, E> {
  return { ...tableDefaults(name), ...entry };
}

function classDefaults(name: string) {
  return {
    service: 'content',
    store: 'class',
    path: `/classes/${name}`,
    idShape: 'objectId',
    list: { envelope: 'root', key: 'results', paged: true },
    canGet: true,
    canSetStatus: false,
    deleteBy: { method: 'DELETE' },
    bulkIdsKey: `${name}IDs`,
  } as const;
}

/**
 * A class of the class-based store: `/classes/{name}`, objectIds, paged newest first in
 * `{ results }` (filters are the entry's own `list.query`); an update takes the create body unless it says otherwise.
 */
function classResource<const E extends Partial<ResourceEntry> & Pick<ResourceEntry, 'record' | 'itemKey' | 'noun' | 'create'>>(
  name: string,
  entry: E,
): Defaults<ReturnType<typeof classDefaults> & { update: E['create'] }, E> {
  return { ...classDefaults(name), update: entry.create, ...entry };
}

export const registry = {
  activities: tableResource('activities', {
    noun: { one: 'activity', many: 'activities' },
    record: activitySchema,
    itemKey: 'activity',
    create: activityInputSchema,
    update: activityInputSchema,
    screens: { list: '/activities', add: '/addNewActivity', edit: '/editActivity/:id' },
    publicApi: {
      name: 'activities',
      summary: 'Active activities (donation categories), by their order.',
      fields: ['id', 'intID', 'nameAR', 'nameEN', 'infoAR', 'infoEN', 'order', 'activityImage'],
      visibleWhen: 'active',
      order: [['order', 'asc'], ['intID', 'asc']],
    },
  }),
  banners: tableResource('banners', {
    noun: { one: 'banner', many: 'banners' },
    record: bannerSchema,
    itemKey: 'banner',
    // `org_id`: banners that open a project of that organization (by its intID).
    list: { envelope: 'data', key: 'banners', query: bannersQuerySchema },
    create: bannerInputSchema,
    update: bannerInputSchema,
    screens: { list: '/banners/list', add: '/newBanner', edit: '/editBanner/:id' },
    publicApi: {
      name: 'banners',
      summary: 'Active home-screen banners, by their order.',
      // `targetType`: how the app opens `target` (an activity screen, a project's payment screen, or a web address).
      fields: ['intID', 'nameAR', 'nameEN', 'order', 'targetType', 'target', 'image', 'startDate', 'endDate'],
      visibleWhen: 'active',
      order: [['order', 'asc'], ['intID', 'asc']],
    },
  }),
  organizations: tableResource('organizations', {
    noun: { one: 'organization', many: 'organizations' },
    record: organizationSchema,
    itemKey: 'organization',
    create: organizationInputSchema,
    update: withVersion(organizationInputSchema),
    wrapUpdateIn: 'organization_data_to_update',
    screens: { list: '/organizations', add: '/addNewOrganization', edit: '/editOrganization/:id' },
    publicApi: {
      name: 'organizations',
      summary: 'Active organizations with their public contact details, by their order.',
      // Not the reporting address: it is the organization's, not the donors'.
      fields: ['id', 'intID', 'nameAR', 'nameEN', 'infoAR', 'infoEN', 'order', 'address', 'email', 'tel', 'fax', 'web', 'fb', 'tw', 'hasRepeatedDonation', 'paymentMethods'],
      visibleWhen: 'active',
      order: [['order', 'asc'], ['intID', 'asc']],
    },
  }),
  shortCodes: tableResource('shortcodes', {
    noun: { one: 'short code', many: 'short codes' },
    service: 'shortcodes',
    record: shortCodeSchema,
    itemKey: 'shortcode',
    list: { envelope: 'root', key: 'shortcodes' },
    create: shortCodeInputSchema,
    update: shortCodeInputSchema,
    references: {
      orgid: { resource: 'organizations', by: 'id', message: 'validation.selectOrg' },
      mnoid: { resource: 'mnos', by: 'id', message: 'validation.selectMno' },
    },
    screens: { list: '/shortCodes', add: '/addNewShortCode', edit: '/editshortCode/:id' },
  }),
  // Payment lists are changed through `payments:update`; an update here changes the main data.
  projects: tableResource('projects', {
    noun: { one: 'project', many: 'projects' },
    store: 'own',
    record: projectSchema,
    itemKey: 'project',
    create: projectInputSchema,
    update: withVersion(projectDataSchema),
    wrapUpdateIn: 'project_data_to_update',
    screens: {
      list: '/projects/list',
      add: '/projects/new',
      edit: '/projects/new?edit=true&id=:id',
      duplicate: '/projects/new?duplicate=true&id=:id',
    },
  }),
  // Urgent cases: `causes` on the wire and in the code, "urgent cases" on screen (spec 2.13).
  causes: tableResource('causes', {
    noun: { one: 'case', many: 'cases' },
    store: 'own',
    record: causeSchema,
    itemKey: 'cause',
    create: causeInputSchema,
    update: withVersion(causeDataSchema),
    wrapUpdateIn: 'cause_data_to_update',
    screens: {
      list: '/urgent/list',
      add: '/urgent/new',
      edit: '/urgent/new?edit=true&id=:id',
      duplicate: '/urgent/new?duplicate=true&id=:id',
    },
  }),
  keywords: classResource('keywords', {
    noun: { one: 'keyword', many: 'keywords' },
    record: keywordSchema,
    itemKey: 'keyword',
    // Grows every month: paged, sorted and searched by the server.
    list: {
      envelope: 'root',
      key: 'results',
      query: keywordsQuerySchema,
      paged: true,
      mode: 'server',
      sortable: ['title', 'org_id', 'createdAt'],
      searchable: ['title'],
    },
    create: keywordInputSchema,
    references: { org_id: { resource: 'organizations', by: 'id', message: 'validation.selectOrg' } },
    screens: { list: '/keywords' },
  }),
  // The content store's classes (spec 7.3); their class names are the store's own.
  ambassadors: classResource('GoodAmbassadors', {
    noun: { one: 'ambassador', many: 'ambassadors' },
    record: ambassadorSchema,
    itemKey: 'ambassador',
    create: ambassadorInputSchema,
    canApprove: true,
    richText: { description: 'validation.descriptionRequired' },
    screens: { list: '/brandEmbassadors', add: '/addNewEmbassador', edit: '/editEmbassador/:id' },
    publicApi: {
      name: 'ambassadors',
      summary: 'Approved good ambassadors, newest first.',
      fields: ['objectId', 'name', 'description', 'Photo', 'FacebookLink', 'YoutubeLink', 'TwitterLink', 'InstagramLink', 'language', 'gender', 'createdAt'],
      visibleWhen: 'approved',
      order: [['createdAt', 'desc'], ['objectId', 'desc']],
    },
  }),
  // Submitted from the public app, so without bound: paged, sorted and searched by the server.
  memorials: classResource('InMemory', {
    noun: { one: 'memorial person', many: 'memorial persons' },
    record: memorialSchema,
    itemKey: 'memorial',
    list: {
      envelope: 'root',
      key: 'results',
      paged: true,
      mode: 'server',
      sortable: ['createdAt', 'updatedAt', 'name', 'age', 'applicantName', 'targetAmount', 'collectedAmount', 'Approved'],
      searchable: ['name', 'applicantName', 'mobileNum'],
    },
    create: memorialCreateSchema,
    update: memorialUpdateSchema,
    canApprove: true,
    richText: { description: 'validation.descriptionRequired' },
    references: {
      actId: { resource: 'activities', by: 'id', message: 'validation.selectActivity' },
      orgId: { resource: 'organizations', by: 'id', message: 'validation.selectOrg' },
    },
    screens: { list: '/inMemory', add: '/addInMemory', edit: '/editInMemory/:id' },
    publicApi: {
      name: 'memorials',
      summary: 'Approved memorial persons, newest first (without the applicant\'s details).',
      // `sdl`: the share link of the person's page. Not the applicant's name, mobile number or user id.
      fields: ['objectId', 'name', 'description', 'image', 'age', 'actId', 'orgId', 'sdl', 'targetAmount', 'collectedAmount', 'language', 'gender', 'createdAt'],
      visibleWhen: 'approved',
      order: [['createdAt', 'desc'], ['objectId', 'desc']],
    },
  }),
  ngoNews: classResource('ngonews', {
    noun: { one: 'NGO news item', many: 'NGO news items' },
    record: ngoNewsSchema,
    itemKey: 'ngoNews',
    create: ngoNewsInputSchema,
    references: { orgId: { resource: 'organizations', by: 'id', message: 'validation.selectOrg' } },
    screens: { list: '/ngo', add: '/addNewNGONews', edit: '/editNGONews/:id' },
    publicApi: {
      name: 'ngo-news',
      summary: 'NGO news, newest first.',
      fields: ['objectId', 'link', 'orgId', 'image', 'createdAt'],
      order: [['createdAt', 'desc'], ['objectId', 'desc']],
    },
  }),
  notifications: classResource('notification', {
    noun: { one: 'notification', many: 'notifications' },
    record: notificationSchema,
    itemKey: 'notification',
    create: notificationInputSchema,
    richText: { notificationText: 'validation.notificationRequired', notificationTextInAR: 'validation.notificationRequired' },
    screens: { list: '/notification', add: '/addNotification', edit: '/editNotification/:id' },
    publicApi: {
      name: 'notifications',
      summary: 'Notifications shown in the app and on the website, newest first.',
      fields: ['objectId', 'notificationText', 'notificationTextInAR', 'createdAt'],
      order: [['createdAt', 'desc'], ['objectId', 'desc']],
    },
  }),
  ramadanNotes: classResource('RamadanNotes', {
    noun: { one: 'Ramadan note', many: 'Ramadan notes' },
    record: ramadanNoteSchema,
    itemKey: 'ramadanNote',
    create: ramadanNoteInputSchema,
    screens: { list: '/ramadanNotes', add: '/addNewRamadanNote', edit: '/editRamadanNote/:id' },
    publicApi: {
      name: 'ramadan-notes',
      summary: 'Ramadan notes, by their day of the month.',
      fields: ['objectId', 'daynum', 'name', 'content'],
      order: [['daynum', 'asc'], ['createdAt', 'asc'], ['objectId', 'asc']],
    },
  }),
  selectedVideos: classResource('selectedVideos', {
    noun: { one: 'selected video', many: 'selected videos' },
    record: selectedVideoSchema,
    itemKey: 'selectedVideo',
    create: selectedVideoInputSchema,
    screens: { list: '/selectedVideos', add: '/addNewVideo', edit: '/editSelectedVideo/:id' },
    publicApi: {
      name: 'selected-videos',
      summary: 'The videos of the app\'s home page, newest first.',
      fields: ['objectId', 'url', 'createdAt'],
      order: [['createdAt', 'desc'], ['objectId', 'desc']],
    },
  }),
  teams: classResource('Teams', {
    noun: { one: 'team member', many: 'team members' },
    record: teamSchema,
    itemKey: 'team',
    create: teamInputSchema,
    screens: { list: '/teams', add: '/addTeam', edit: '/editTeam/:id' },
    publicApi: {
      name: 'teams',
      // In the order staff added them, so the website shows the team as it was built up (the head first).
      summary: 'The charity\'s team, in the order they were added.',
      fields: ['objectId', 'Name', 'Title', 'Logo'],
      order: [['createdAt', 'asc'], ['objectId', 'asc']],
    },
  }),
  // Public donation pages (spec 2.8, 2.9, 2.12, 2.13): created from a record or the campaign form
  // (landingPages:forRecord, landingPages:campaign), never through the kit; listed, opened, deleted.
  landingPages: {
    service: 'content',
    store: 'own',
    path: '/landing_pages',
    idShape: 'objectId',
    noun: { one: 'landing page', many: 'landing pages' },
    record: listedLandingPageSchema,
    list: {
      envelope: 'root',
      key: 'results',
      paged: true,
      mode: 'server',
      sortable: ['name', 'lang', 'kind', 'createdAt', 'updatedAt'],
      searchable: ['name'],
    },
    itemKey: 'landingPage',
    canGet: true,
    canSetStatus: false,
    deleteBy: { method: 'DELETE' },
    bulkIdsKey: 'landingPagesIDs',
    screens: { list: '/landingPages' },
  },
  adminUsers: {
    service: 'auth',
    store: 'own',
    path: '/users',
    idShape: 'objectId',
    noun: { one: 'admin', many: 'admins' },
    record: userSchema,
    list: { envelope: 'root', key: 'users', fixedQuery: { role: 'admin' } },
    itemKey: 'user',
    // Adding an admin goes through admins:sendOtp and admins:verifyOtp; the edit form changes
    // contact details only (PUT /users/{id} also takes a role, which must not bypass that code).
    update: z.strictObject(adminContactSchema.shape),
    canGet: true,
    canSetStatus: false,
    // Demotion is the row delete.
    deleteBy: { method: 'PUT', body: { role: 'user' } },
    bulkIdsKey: null,
    screens: { list: '/adminusers', add: '/addAdmin', edit: '/editAdmin/:id' },
  },
  // Operators are read only: the shell lists them for its selects.
  mnos: {
    service: 'content',
    store: 'own',
    path: '/dashboard_mnos',
    idShape: 'numeric',
    noun: { one: 'operator', many: 'operators' },
    record: mnoSchema,
    list: { envelope: 'data', key: 'MNOs' },
    itemKey: 'MNO',
    canGet: false,
    canSetStatus: false,
    deleteBy: null,
    bulkIdsKey: null,
  },
} as const satisfies Record<string, ResourceEntry>;

export type Registry = typeof registry;
export type ResourceName = keyof Registry;
export const resourceNames = Object.keys(registry) as ResourceName[];

/** The record type of each resource, as the server answers it. */
export type ResourceRecords = { [R in ResourceName]: z.infer<Registry[R]['record']> };

type BodyOf<E, K extends 'create' | 'update'> = E extends { [key in K]: infer S extends z.ZodType } ? z.input<S> : never;
/** What a form sends to create a record of each resource (never: no create through the kit). */
export type ResourceCreateBodies = { [R in ResourceName]: BodyOf<Registry[R], 'create'> };
/** What a form sends to change a record of each resource, `version` included. */
export type ResourceUpdateBodies = { [R in ResourceName]: BodyOf<Registry[R], 'update'> };

/** Who pages, sorts and searches a resource's list: the renderer (`client`, the default) or the server. */
export function listModeOf(name: ResourceName): ListMode {
  return entryOf(name).list.mode ?? 'client';
}

/** The entry of a name, as the general shape (for code that serves every resource alike). */
export function entryOf(name: ResourceName): ResourceEntry {
  return registry[name];
}

/** A screen address for one record: `:id` replaced by the (encoded) id. */
export function screenPath(pattern: string, id: string | number): string {
  return pattern.replace(':id', encodeURIComponent(String(id)));
}

/** The route a screen address is served on: its path without the query (`/projects/new`). */
export function routeOf(pattern: string): string {
  return pattern.split('?', 1)[0]!;
}

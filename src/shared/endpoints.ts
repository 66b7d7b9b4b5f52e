/**
 * THE endpoint table: every HTTP route that more than one layer names, stated once. The server
 * registers each at `route` (Fastify's `:param` syntax); main builds its calls with
 * `endpointRequest` (service, method and the concrete path). The routes of the registry's
 * resources come from their entries (registry.ts); this table names the others, and the
 * registry's paths where a route hangs under one (`/users/:id`, `/landing_pages/campaign`).
 *
 * tests/unit/endpoints.test.ts fails when main writes a server route as a string of its own.
 */
import type { SnapshotKind } from './entities/publishing';
import { registry, type ServiceName } from './registry';

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One route: the service whose base address main sends it to, its method and its path pattern. */
export interface Endpoint<R extends string = string> {
  service: ServiceName;
  method: EndpointMethod;
  /** As the server registers it: `/reports/:orgID/:keyword`. */
  route: R;
}

/** The `:name` segments of a route pattern, as a union: `'/reports/:orgID/:keyword'` → `'orgID' | 'keyword'`. */
export type RouteParams<R extends string> = R extends `${string}:${infer Param}/${infer Rest}`
  ? Param | RouteParams<`/${Rest}`>
  : R extends `${string}:${infer Param}`
    ? Param
    : never;

/** What a route takes to become a path: its `:name` values when it has any, and a query string. */
type PathOptions<R extends string> = [RouteParams<R>] extends [never]
  ? [options?: { query?: string }]
  : [options: { params: Record<RouteParams<R>, string | number>; query?: string }];

const endpoint = <const R extends string>(service: ServiceName, method: EndpointMethod, route: R): Endpoint<R> => ({ service, method, route });

/** Routes that hang under a registry resource's path. */
const usersPath = registry.adminUsers.path;
const landingPagesPath = registry.landingPages.path;

/** The product's own path prefix of the publishing routes (spec 7.1 "under the product's own path prefix"). */
export const PUBLISHING_PREFIX = '/backoffice';
/** Where the server serves the uploads it stores (`/media/{folder}/{file}`; main's default media base address). */
export const MEDIA_ROUTE_PREFIX = '/media';

export const endpoints = {
  /** The server's health and versions (no session; the connection test and the local server's start). */
  health: endpoint('auth', 'GET', '/health'),
  /** Sign-in, step 1 and 2 (spec 4): a code to an identity, then the code for a session. */
  otpGenerate: endpoint('auth', 'POST', '/otp/generate'),
  otpVerify: endpoint('auth', 'POST', '/otp/verify'),
  tokenVerify: endpoint('auth', 'POST', '/token/verify'),
  tokenRevoke: endpoint('auth', 'POST', '/token/revoke'),
  /** Adding an admin: a code to the new admin, then the code, with the adding admin's session. */
  adminOtpGenerate: endpoint('auth', 'POST', '/admins/otp/generate'),
  adminOtpVerify: endpoint('auth', 'POST', '/admins/otp/verify'),
  /** One user (the signed-in one's role is read from it); the registry's admin users live under the same path. */
  user: endpoint('auth', 'GET', `${usersPath}/:id`),
  userUpdate: endpoint('auth', 'PUT', `${usersPath}/:id`),
  /** The page of a project, a case or a memorial person, and the campaign form's two pages. */
  landingPageForRecord: endpoint('content', 'POST', landingPagesPath),
  landingPageCampaign: endpoint('content', 'POST', `${landingPagesPath}/campaign`),
  /** A period's report: build it, read it, one keyword's days (`:orgID` is an id or `none`). */
  reportBuild: endpoint('content', 'PUT', '/reports/:orgID'),
  report: endpoint('content', 'GET', '/reports/:orgID'),
  keywordReport: endpoint('content', 'GET', '/reports/:orgID/:keyword'),
  /** An operator statement's messages (the SMS import). */
  smsImport: endpoint('content', 'POST', '/sms/import'),
  /** A list's chosen columns. */
  columnsGet: endpoint('content', 'GET', '/preferences/columns/:listKey'),
  columnsSet: endpoint('content', 'PUT', '/preferences/columns/:listKey'),
  /** An image to the uploader, and a stored one read back. */
  upload: endpoint('files', 'POST', '/uploads'),
  media: endpoint('files', 'GET', `${MEDIA_ROUTE_PREFIX}/:folder/:file`),
  /** Where projects, cases and the website's blog stand (PublishingStatus). */
  publishingStatus: endpoint('content', 'GET', `${PUBLISHING_PREFIX}/publishing`),
  /** 'Update Website Blogs': the server calls the website's deploy hook. */
  websiteBlogs: endpoint('content', 'PUT', `${PUBLISHING_PREFIX}/update-website-blogs`),
  /** A record's history, newest first; the fields of one of its versions; every entry (the Activity screen). */
  historyTimeline: endpoint('content', 'GET', '/history/records/:resource/:recordId'),
  historyVersion: endpoint('content', 'GET', '/history/entries/:id/version'),
  activity: endpoint('content', 'GET', '/history'),
  /** The Trash: deleted records, brought back or deleted for good. */
  trash: endpoint('content', 'GET', '/trash'),
  trashRestore: endpoint('content', 'POST', '/trash/restore'),
  trashPurge: endpoint('content', 'POST', '/trash/purge'),
  /** The command palette's search of records by name. */
  recordSearch: endpoint('content', 'GET', '/search/records'),
} as const;

/**
 * 'Update Projects' and 'Update Cases': a publication job of each snapshot kind, as spec 7.1
 * spells the routes (`update-casues`; the server also answers `update-causes`), `?background=true`.
 */
export const publishEndpoints: Record<SnapshotKind, Endpoint> = {
  projects: endpoint('content', 'PUT', `${PUBLISHING_PREFIX}/update-projects`),
  causes: endpoint('content', 'PUT', `${PUBLISHING_PREFIX}/update-casues`),
};

/** The overview's stats routes of a content table (`/banners/stats/last_added` …). */
export const OVERVIEW_STATS = ['last_added', 'last_updated'] as const;
export type OverviewStat = (typeof OVERVIEW_STATS)[number];
/** A content table's stats route: `{resource path}/stats/{stat}`. */
export const statsRoute = (resourcePath: string, stat: OverviewStat): string => `${resourcePath}/stats/${stat}`;

/** The concrete path of a route: each `:name` replaced by its (encoded) value, then `?query` when given. */
export function endpointPath<R extends string>(endpoint: Endpoint<R>, ...[options]: PathOptions<R>): string {
  const params: Record<string, string | number> = options && 'params' in options ? options.params : {};
  const path = endpoint.route.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  return options?.query ? `${path}?${options.query}` : path;
}

/**
 * What main's API client needs of a route: its service, method and concrete path
 * (`endpointRequest(endpoints.report, { params: { orgID }, query })`).
 */
export function endpointRequest<R extends string>(
  endpoint: Endpoint<R>,
  ...options: PathOptions<R>
): { service: ServiceName; method: EndpointMethod; path: string } {
  return { service: endpoint.service, method: endpoint.method, path: endpointPath(endpoint, ...options) };
}

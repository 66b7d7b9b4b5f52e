/**
 * How each resource of the generic channels (`resource:*`, `csv:export`) maps onto the
 * platform server: paths, response keys, bulk id key, id shape, which operations exist and
 * how an update body is wrapped. One row per resource, so adding a resource is one row here
 * (plus its name in `resourceNames` of src/shared/ipc.ts).
 */
import { z } from 'zod';
import { activitySchema } from '../../shared/entities/activity';
import { userSchema } from '../../shared/entities/auth';
import { bannerSchema } from '../../shared/entities/banner';
import { causeSchema } from '../../shared/entities/cause';
import { keywordSchema } from '../../shared/entities/keyword';
import { mnoSchema } from '../../shared/entities/mno';
import { organizationSchema } from '../../shared/entities/organization';
import { projectSchema } from '../../shared/entities/project';
import { shortCodeSchema } from '../../shared/entities/short-code';
import type { ResourceName, ResourceRecords } from '../../shared/ipc';
import type { ServiceName } from './config';

/** The largest page a paged list (`limit`/`skip`) hands out; the server's own maximum. */
export const MAX_SERVER_PAGE = 1000;

export interface ResourceSpec<R extends ResourceName = ResourceName> {
  service: ServiceName;
  /** `/activities`; record paths are `${basePath}/${id}`, bulk delete `${basePath}/bulk`. */
  basePath: string;
  /** Numeric ids (table rows) or objectIds (class-based store, users). */
  idShape: 'numeric' | 'objectId';
  record: z.ZodType<ResourceRecords[R]>;
  list: {
    /** Where the array sits in `GET basePath`'s answer: `['data', 'activities']`. */
    responsePath: readonly string[];
    /** The filters the renderer may pass (strict: any other key is refused). */
    query: z.ZodType<Record<string, string | number | undefined>>;
    /** Always sent (`role=admin`). */
    fixedQuery?: Record<string, string>;
    /** The list is paged with `limit`/`skip`; a full list is fetched page by page. */
    paged?: boolean;
  };
  /** Key of the record in the answers to get, create, update and status changes. */
  itemKey: string;
  canGet: boolean;
  canCreate: boolean;
  canUpdate: boolean;
  /** `PUT basePath/{id}?edit_status=true { isactive }`. */
  canSetStatus: boolean;
  /**
   * The only keys an update may carry, where the route takes more than the edit form sends
   * (`PUT /users/{id}` also takes `{ role }`, which must not bypass the OTP of adding an admin).
   */
  updateKeys?: readonly string[];
  /** Wraps the update body when the server wants it wrapped. */
  updateBody?: (body: Record<string, unknown>, id: string | number) => unknown;
  /** A row delete: `DELETE basePath/{id}`, or a PUT with this body (admin users are demoted, not deleted); null: none. */
  deleteBy: { method: 'DELETE' } | { method: 'PUT'; body: Record<string, unknown> } | null;
  /** Body key of `DELETE basePath/bulk`; null: no bulk delete. */
  bulkIdsKey: string | null;
}

const noQuery = z.strictObject({});
const orgFilter = z.coerce.number().int().positive().optional();

/** The table resources of the content service share one shape. */
function tableResource<R extends ResourceName>(
  name: string,
  itemKey: string,
  record: z.ZodType<ResourceRecords[R]>,
  extra: Partial<ResourceSpec<R>> = {},
): ResourceSpec<R> {
  return {
    service: 'content',
    basePath: `/${name}`,
    idShape: 'numeric',
    record,
    list: { responsePath: ['data', name], query: noQuery },
    itemKey,
    canGet: true,
    canCreate: true,
    canUpdate: true,
    canSetStatus: true,
    deleteBy: { method: 'DELETE' },
    bulkIdsKey: `${name}IDs`,
    ...extra,
  };
}

/**
 * An update body the server wants wrapped (`{ organization_data_to_update, id, version? }`): the
 * data under `dataKey`, the `version` the form loaded at the top level, where the server checks it.
 */
function versionOnTop(dataKey: string): NonNullable<ResourceSpec['updateBody']> {
  return (body, id) => {
    const { version, ...data } = body;
    return { [dataKey]: data, id, ...(version !== undefined && { version }) };
  };
}

export const RESOURCES: { [R in ResourceName]: ResourceSpec<R> } = {
  activities: tableResource('activities', 'activity', activitySchema),
  banners: tableResource('banners', 'banner', bannerSchema, {
    list: { responsePath: ['data', 'banners'], query: z.strictObject({ org_id: orgFilter }) },
  }),
  organizations: tableResource('organizations', 'organization', organizationSchema, {
    updateBody: versionOnTop('organization_data_to_update'),
  }),
  shortcodes: tableResource('shortcodes', 'shortcode', shortCodeSchema, {
    service: 'shortcodes',
    list: { responsePath: ['shortcodes'], query: noQuery },
  }),
  // Payment lists are changed through `payments:update`; an update here changes the main data.
  projects: tableResource('projects', 'project', projectSchema, { updateBody: versionOnTop('project_data_to_update') }),
  causes: tableResource('causes', 'cause', causeSchema, { updateBody: versionOnTop('cause_data_to_update') }),
  keywords: {
    service: 'content',
    basePath: '/classes/keywords',
    idShape: 'objectId',
    record: keywordSchema,
    list: {
      responsePath: ['results'],
      query: z.strictObject({
        org_id: orgFilter,
        limit: z.coerce.number().int().min(0).max(MAX_SERVER_PAGE).optional(),
        skip: z.coerce.number().int().min(0).optional(),
      }),
      paged: true,
    },
    itemKey: 'keyword',
    canGet: false,
    canCreate: true,
    canUpdate: true,
    canSetStatus: false,
    deleteBy: { method: 'DELETE' },
    bulkIdsKey: 'keywordsIDs',
  },
  adminUsers: {
    service: 'auth',
    basePath: '/users',
    idShape: 'objectId',
    record: userSchema,
    list: { responsePath: ['users'], query: noQuery, fixedQuery: { role: 'admin' } },
    itemKey: 'user',
    canGet: true,
    // Adding an admin goes through admins:sendOtp and admins:verifyOtp.
    canCreate: false,
    canUpdate: true,
    canSetStatus: false,
    // The edit-account form: contact details only; demotion is the row delete.
    updateKeys: ['email', 'mobile_number'],
    deleteBy: { method: 'PUT', body: { role: 'user' } },
    bulkIdsKey: null,
  },
  // Operators are read only: the shell lists them for its selects.
  mnos: {
    service: 'content',
    basePath: '/dashboard_mnos',
    idShape: 'numeric',
    record: mnoSchema,
    list: { responsePath: ['data', 'MNOs'], query: noQuery },
    itemKey: 'MNO',
    canGet: false,
    canCreate: false,
    canUpdate: false,
    canSetStatus: false,
    deleteBy: null,
    bulkIdsKey: null,
  },
};

const numericIdSchema = z.union([
  z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  z
    .string()
    .regex(/^[1-9]\d{0,14}$/)
    .transform(Number),
]);
const objectIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** The id in the shape the resource uses, or null when it has another shape. */
export function resourceId(spec: ResourceSpec, id: unknown): string | number | null {
  const parsed = (spec.idShape === 'numeric' ? numericIdSchema : objectIdSchema).safeParse(id);
  return parsed.success ? parsed.data : null;
}

/** The schema of `GET basePath`'s answer, built from the response path: `{ data: { activities: [...] } }`. */
export function listResponseSchema<R extends ResourceName>(spec: ResourceSpec<R>): z.ZodType<unknown> {
  let schema: z.ZodType<unknown> = z.array(spec.record);
  for (const key of [...spec.list.responsePath].reverse()) schema = z.object({ [key]: schema });
  return schema;
}

/** The array inside an answer already checked by listResponseSchema. */
export function pickList<R extends ResourceName>(spec: ResourceSpec<R>, response: unknown): Array<ResourceRecords[R]> {
  let value = response;
  for (const key of spec.list.responsePath) value = (value as Record<string, unknown>)[key];
  return value as Array<ResourceRecords[R]>;
}

export function itemResponseSchema<R extends ResourceName>(spec: ResourceSpec<R>) {
  return z.object({ [spec.itemKey]: spec.record }).transform((response) => response[spec.itemKey] as ResourceRecords[R]);
}

import { z } from 'zod';
import { isHttpUrl, optionalImage, optionalInt, optionalRawText, requiredInt, requiredText, versionField } from './fields';

/** Target types of spec 2.6: 'Open Project Payment Screen', 'Open Activity Screen', 'Open Url'. */
export const bannerTargetTypes = ['project', 'activity', 'url'] as const;
export type BannerTargetType = (typeof bannerTargetTypes)[number];

export const BANNER_ORDERS = [0, 1, 2, 3] as const;

/** Banner (spec 3) plus the target type and its inputs, so an edit form can be prefilled. */
export const bannerSchema = z.object({
  id: z.number().int(),
  intID: z.number().int(),
  nameAR: z.string(),
  nameEN: z.string(),
  countryid: z.number().int(),
  order: z.number().int(),
  target: z.string(),
  targetType: z.enum(bannerTargetTypes),
  targetActivityIntID: z.number().int().nullable(),
  targetOrgIntID: z.number().int().nullable(),
  targetUrl: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  isactive: z.number().int(),
  image: z.string().nullable(),
  version: z.number().int(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const bannersQuerySchema = z.object({ org_id: optionalInt() });

/**
 * The derived `target` (spec 3): the activity screen `/activities/{activity intID}`, the project
 * payment screen `/activities/{activity intID}/{org intID}`, or the URL itself.
 */
export function bannerTarget(input: {
  targetType: BannerTargetType;
  targetActivityIntID?: number | null;
  targetOrgIntID?: number | null;
  targetUrl?: string | null;
}): string {
  if (input.targetType === 'url') return input.targetUrl ?? '';
  if (input.targetType === 'activity') return `/activities/${input.targetActivityIntID}`;
  return `/activities/${input.targetActivityIntID}/${input.targetOrgIntID}`;
}

const optionalIntID = optionalInt({ min: 0 });

/** The fields the target rule reads: it runs whenever they are valid, whatever the others are. */
const TARGET_FIELDS: readonly PropertyKey[] = ['targetType', 'targetActivityIntID', 'targetOrgIntID', 'targetUrl'];

/**
 * Body of `POST /banners` and `PUT /banners/{id}` (spec 5: name, INT ID and, for a URL
 * target, the URL are required; order 0 to 3). A project target needs an activity and an
 * organization, an activity target an activity.
 */
export const bannerInputSchema = z
  .strictObject({
    intID: requiredInt({ min: 0 }),
    nameAR: requiredText(200),
    nameEN: requiredText(200),
    order: requiredInt({ min: 0, max: 3 }),
    targetType: z.enum(bannerTargetTypes, { error: 'validation.targetType' }),
    targetActivityIntID: optionalIntID,
    targetOrgIntID: optionalIntID,
    targetUrl: optionalRawText(500),
    image: optionalImage(300),
    version: versionField,
  })
  .superRefine((banner, context) => {
    if (banner.targetType === 'url') {
      if (!banner.targetUrl) context.addIssue({ code: 'custom', path: ['targetUrl'], message: 'validation.urlRequired' });
      else if (!isHttpUrl(banner.targetUrl)) {
        context.addIssue({ code: 'custom', path: ['targetUrl'], message: 'validation.urlInvalid' });
      }
      return;
    }
    if (banner.targetActivityIntID === undefined) {
      context.addIssue({ code: 'custom', path: ['targetActivityIntID'], message: 'validation.selectActivity' });
    }
    if (banner.targetType === 'project' && banner.targetOrgIntID === undefined) {
      context.addIssue({ code: 'custom', path: ['targetOrgIntID'], message: 'validation.selectOrg' });
    }
    // Also when a name or the INT ID is wrong, so a form shows every message on the first Confirm.
  }, { when: (payload) => payload.issues.every((issue) => !TARGET_FIELDS.includes(issue.path?.[0] ?? '')) });
export type BannerInput = z.input<typeof bannerInputSchema>;
export type BannerData = z.output<typeof bannerInputSchema>;

import { z } from 'zod';
import { activeFlag, optionalRawText, optionalText, requiredHttpUrl, requiredInt, requiredText } from './fields';

/** Organization (NGO), spec section 3. */
export const organizationSchema = z.object({
  id: z.number().int(),
  intID: z.number().int(),
  nameAR: z.string(),
  nameEN: z.string(),
  infoAR: z.string(),
  infoEN: z.string(),
  order: z.number().int(),
  ReportingEmail: z.string().nullable(),
  address: z.string(),
  countryid: z.number().int(),
  email: z.string(),
  fax: z.string().nullable(),
  fb: z.string(),
  tel: z.string(),
  tw: z.string(),
  web: z.string(),
  hasRepeatedDonation: z.number().int(),
  hasReporting: z.number().int(),
  paymentMethods: z.string().nullable(),
  isactive: z.number().int(),
  isPremium: z.number().int(),
  /** '0' means the organization takes no part in SMS reports. */
  takamul_ngo_id: z.string(),
  version: z.number().int(),
});
export type Organization = z.infer<typeof organizationSchema>;

/** Schema maxima of spec 5 ("a defined schema … sets maxima"), enforced here. */
export const ORGANIZATION_MAX = {
  address: 150,
  email: 45,
  fax: 15,
  fb: 100,
  name: 200,
  info: 2000,
  tel: 15,
  tw: 100,
  web: 45,
} as const;

/**
 * An organization as the add/edit form sends it (spec 5: int_id, address, email, fb, infoAR,
 * infoEN, nameAR, nameEN, tel, tw, web required; fax optional; maxima enforced). `web`, `fb` and `tw`
 * are http(s) addresses (the list and the public app show them as links).
 */
export const organizationInputSchema = z.strictObject({
  intID: requiredInt({ min: 0 }),
  nameAR: requiredText(ORGANIZATION_MAX.name),
  nameEN: requiredText(ORGANIZATION_MAX.name),
  infoAR: requiredText(ORGANIZATION_MAX.info),
  infoEN: requiredText(ORGANIZATION_MAX.info),
  address: requiredText(ORGANIZATION_MAX.address),
  email: requiredText(ORGANIZATION_MAX.email).pipe(z.email('validation.emailInvalid')),
  fax: optionalText(ORGANIZATION_MAX.fax),
  fb: requiredHttpUrl(ORGANIZATION_MAX.fb),
  tel: requiredText(ORGANIZATION_MAX.tel),
  tw: requiredHttpUrl(ORGANIZATION_MAX.tw),
  web: requiredHttpUrl(ORGANIZATION_MAX.web),
  order: requiredInt({ min: 0 }).optional(),
  ReportingEmail: optionalText(ORGANIZATION_MAX.email),
  countryid: requiredInt({ min: 0 }).optional(),
  hasRepeatedDonation: activeFlag.optional(),
  hasReporting: activeFlag.optional(),
  paymentMethods: optionalText(200),
  isactive: activeFlag.optional(),
  isPremium: activeFlag.optional(),
  takamul_ngo_id: optionalRawText(20).transform((value) => value ?? undefined),
});
export type OrganizationInput = z.input<typeof organizationInputSchema>;
export type OrganizationData = z.output<typeof organizationInputSchema>;

import { z } from 'zod';

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
});
export type Organization = z.infer<typeof organizationSchema>;

export const organizationsResponseSchema = z.object({
  data: z.object({ organizations: z.array(organizationSchema) }),
});

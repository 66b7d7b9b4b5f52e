import { z } from 'zod';

/** Activity (donation category), spec section 3. */
export const activitySchema = z.object({
  id: z.number().int(),
  intID: z.number().int(),
  nameAR: z.string(),
  nameEN: z.string(),
  infoAR: z.string(),
  infoEN: z.string(),
  order: z.number().int(),
  countryid: z.number().int(),
  isactive: z.number().int(),
  avalibleforCauses: z.number().int(),
  activityImage: z.string().nullable(),
});
export type Activity = z.infer<typeof activitySchema>;

export const activitiesResponseSchema = z.object({
  data: z.object({ activities: z.array(activitySchema) }),
});

import { z } from 'zod';

/** Mobile network operator (spec section 3: 1 Etisalat, 2 Du). */
export const mnoSchema = z.object({
  id: z.number().int(),
  nameEN: z.string(),
  nameAR: z.string(),
});
export type Mno = z.infer<typeof mnoSchema>;

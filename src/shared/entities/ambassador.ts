import { z } from 'zod';
import { classRecordFields, contentLanguageField, contentLanguages, genderField, genders } from './class-record';
import { optionalHttpUrl, optionalImage, requiredText, versionField } from './fields';
import { RICH_TEXT_MAX, requiredRichText } from './rich-text';

/** A good ambassador (class GoodAmbassadors, spec 2.7 and 3). */
export const ambassadorSchema = z.object({
  ...classRecordFields,
  name: z.string(),
  description: z.string(),
  FacebookLink: z.string().nullable(),
  YoutubeLink: z.string().nullable(),
  TwitterLink: z.string().nullable(),
  InstagramLink: z.string().nullable(),
  Approved: z.boolean(),
  Photo: z.string().nullable(),
  language: z.enum(contentLanguages),
  gender: z.enum(genders),
});
export type Ambassador = z.infer<typeof ambassadorSchema>;

const SOCIAL_LINK_MAX = 300;

/** Body of a create and an update (spec 5: name and a description with text required; links optional, real http(s) URLs). */
export const ambassadorInputSchema = z.strictObject({
  name: requiredText(200),
  description: requiredRichText(RICH_TEXT_MAX, 'validation.descriptionRequired'),
  FacebookLink: optionalHttpUrl(SOCIAL_LINK_MAX),
  YoutubeLink: optionalHttpUrl(SOCIAL_LINK_MAX),
  TwitterLink: optionalHttpUrl(SOCIAL_LINK_MAX),
  InstagramLink: optionalHttpUrl(SOCIAL_LINK_MAX),
  Photo: optionalImage(300).transform((value) => (value ? value : null)),
  language: contentLanguageField,
  gender: genderField,
  version: versionField,
});
export type AmbassadorInput = z.input<typeof ambassadorInputSchema>;

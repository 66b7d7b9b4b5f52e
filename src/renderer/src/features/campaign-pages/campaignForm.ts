/**
 * The /jalillah campaign form (spec 3 'Campaign page form', 5 'Campaign page') as the screen
 * holds it. The shared `campaignFormSchema` (what the server checks) wants the images as media
 * paths, but here they are files picked on this computer and uploaded only on submit; so the
 * form keeps each picked file (with its path once uploaded for this filling) and is validated by
 * the shared schema through a mapping, which names the missing image at its own field.
 */
import type { FieldErrors, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { campaignFormSchema, type CampaignFormInput } from '../../../../shared/entities/landing-page';
import { isReportDay } from '../../../../shared/entities/report';

/** A picked image; `path` is where it was uploaded for this filling (null until it is). */
export interface CampaignImage {
  file: File;
  path: string | null;
}

export interface CampaignFormValues {
  name: string;
  title: string;
  description: string;
  /** What the English page says instead, when given (optional). */
  nameEN: string;
  titleEN: string;
  descriptionEN: string;
  arabicImage: CampaignImage | null;
  englishImage: CampaignImage | null;
  startDate: string;
  endDate: string;
  donationLink: string;
  /** Typed as text; the schema makes it a number. */
  target: string;
  keyword: string;
}

export type CampaignImageField = 'arabicImage' | 'englishImage';
export const CAMPAIGN_IMAGE_FIELDS: readonly CampaignImageField[] = ['arabicImage', 'englishImage'];

export const emptyCampaignValues = (): CampaignFormValues => ({
  name: '',
  title: '',
  description: '',
  nameEN: '',
  titleEN: '',
  descriptionEN: '',
  arabicImage: null,
  englishImage: null,
  startDate: '',
  endDate: '',
  donationLink: '',
  target: '',
  keyword: '',
});

/**
 * A new id for one filling of the form (`requestId`): sending the same filling again after a
 * failure part-way updates the same two pages. 32 hex digits, within the schema's alphabet.
 */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * What the schema is shown for a picked file not uploaded yet: a media path of the campaign
 * folder, so that only a missing image is refused (the real path replaces it after the upload).
 */
const PICKED_NOT_UPLOADED = 'landingpages/picked-image.png';

const imageReference = (image: CampaignImage | null): string => (image ? (image.path ?? PICKED_NOT_UPLOADED) : '');

/** The body the channel takes, with the images' stored paths (or stand-ins before their upload). */
export function toCampaignInput(values: CampaignFormValues, requestId: string): CampaignFormInput {
  return {
    requestId,
    name: values.name,
    title: values.title,
    description: values.description,
    nameEN: values.nameEN,
    titleEN: values.titleEN,
    descriptionEN: values.descriptionEN,
    arabicImage: imageReference(values.arabicImage),
    englishImage: imageReference(values.englishImage),
    startDate: values.startDate,
    endDate: values.endDate,
    donationLink: values.donationLink,
    target: values.target,
    keyword: values.keyword,
  };
}

/** Each image field's own message when it is missing, so the form says which one it is. */
const MISSING_IMAGE_MESSAGE: Record<CampaignImageField, string> = {
  arabicImage: 'campaignPages.arabicImageMissing',
  englishImage: 'campaignPages.englishImageMissing',
};

/**
 * The schema's errors as this form says them: a missing image named by its own message, a date
 * left empty 'required' (the shared day rule says only that the text is not a day), and an end
 * before the start while other fields are still wrong.
 */
function formMessages(errors: FieldErrors<CampaignFormValues>, values: CampaignFormValues): FieldErrors<CampaignFormValues> {
  const said: Record<string, unknown> = { ...errors };
  for (const field of CAMPAIGN_IMAGE_FIELDS) {
    const error = errors[field] as { message?: unknown } | undefined;
    if (error?.message === 'validation.fileRequired') said[field] = { ...error, message: MISSING_IMAGE_MESSAGE[field] };
  }
  for (const field of ['startDate', 'endDate'] as const) {
    const error = errors[field];
    if (error && values[field].trim() === '') said[field] = { ...error, message: 'validation.required' };
  }
  // The schema checks the period only once every field is right; the form says it at once.
  const { startDate, endDate } = values;
  if (!said.endDate && isReportDay(startDate) && isReportDay(endDate) && endDate < startDate)
    said.endDate = { type: 'custom', message: 'validation.reportEndBeforeStart' };
  return said as FieldErrors<CampaignFormValues>;
}

const schemaResolver = zodResolver(campaignFormSchema);

/**
 * The form's resolver: the shared schema over the mapped values; `requestId()` reads the
 * current filling's id. The form keeps its own values (the picked files): the body is made from
 * them at send time, once the images have their paths (`toCampaignInput`).
 */
export function campaignResolver(requestId: () => string): Resolver<CampaignFormValues> {
  return async (values, context, options) => {
    const result = await schemaResolver(toCampaignInput(values, requestId()), context, options as never);
    if (Object.keys(result.errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: formMessages(result.errors as FieldErrors<CampaignFormValues>, values) };
  };
}

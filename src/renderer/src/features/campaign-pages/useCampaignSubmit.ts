/**
 * What a submit of the campaign form does (spec 4 'Campaign page form'): upload the Arabic
 * image, then the English one (each only if this filling has not uploaded it already), then ask
 * the server for the pair of pages with the filling's `requestId`, so that a submit after a
 * failure part-way updates the same two pages instead of making new ones. A failure says which
 * step failed and leaves the form as typed.
 */
import { useState } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { campaignFormSchema, type CampaignPages } from '../../../../shared/entities/landing-page';
import { AppError, call } from '../../api/backoffice';
import { uploadImage } from '../../api/upload';
import { CAMPAIGN_IMAGE_FIELDS, toCampaignInput, type CampaignFormValues, type CampaignImageField } from './campaignForm';

/** A step of a submit: one image's upload, or the creation of the pages. */
export type CampaignStep = CampaignImageField | 'pages';

export interface CampaignSubmitState {
  /** The step under way, while a submit runs. */
  running: CampaignStep | null;
  /** Bytes of the image being uploaded. */
  progress: { loaded: number; total: number } | null;
  /** The step the last submit stopped at, and why. */
  failure: { step: CampaignStep; error: unknown } | null;
  /** The pages the last submit created (the links popup shows while they are set). */
  pages: CampaignPages | null;
}

const IDLE: CampaignSubmitState = { running: null, progress: null, failure: null, pages: null };

/** The form field a server field message belongs to (`body.keyword` → `keyword`), if the form has it. */
function formFieldOf(key: string, values: CampaignFormValues): FieldPath<CampaignFormValues> | undefined {
  const name = key.split('.').pop() ?? key;
  return name in values ? (name as FieldPath<CampaignFormValues>) : undefined;
}

/** `requestId()`: the id of the filling being sent. */
export function useCampaignSubmit(form: UseFormReturn<CampaignFormValues>, requestId: () => string) {
  const [state, setState] = useState<CampaignSubmitState>(IDLE);

  /** Uploads the image of `field` unless this filling already did; its stored path. */
  async function uploadOnce(field: CampaignImageField): Promise<string> {
    const image = form.getValues(field);
    if (!image) throw new Error(`The ${field} is missing.`);
    if (image.path) return image.path;
    setState((current) => ({ ...current, running: field, progress: { loaded: 0, total: image.file.size } }));
    const stored = await uploadImage({
      folder: 'landingpages',
      file: image.file,
      onProgress: (progress) => setState((current) => (current.running === field ? { ...current, progress } : current)),
    });
    // Kept with the file: a submit after a later failure does not upload it again.
    form.setValue(field, { file: image.file, path: stored.path });
    return stored.path;
  }

  /** Sends a filling the schema accepted. Resolves once the pages exist or the failure is shown. */
  async function send(): Promise<void> {
    let step: CampaignStep = CAMPAIGN_IMAGE_FIELDS[0]!;
    setState({ ...IDLE, running: step });
    try {
      const paths = {} as Record<CampaignImageField, string>;
      for (const field of CAMPAIGN_IMAGE_FIELDS) {
        step = field;
        paths[field] = await uploadOnce(field);
      }
      step = 'pages';
      setState((current) => ({ ...current, running: 'pages', progress: null }));
      // The filling as the schema makes it (trimmed, the target a number), with the stored images.
      const body = campaignFormSchema.parse({ ...toCampaignInput(form.getValues(), requestId()), ...paths });
      const pages = await call('landingPages:campaign', body);
      setState({ ...IDLE, pages });
    } catch (error) {
      if (error instanceof AppError && error.fields) {
        const values = form.getValues();
        for (const [key, message] of Object.entries(error.fields)) {
          const field = formFieldOf(key, values);
          if (field) form.setError(field, { type: 'server', message });
        }
      }
      setState({ ...IDLE, failure: { step, error } });
    }
  }

  return {
    state,
    send,
    /** Forgets the last submit (the popup closed, the form starts again). */
    clear: () => setState(IDLE),
  };
}

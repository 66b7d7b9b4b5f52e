/**
 * /jalillah (spec 2.9, 3 'Campaign page form', 4, 5 'Campaign page'): one form makes the
 * campaign's Arabic and English donation pages. Every field is required and a missing image is
 * named at its field; a submit uploads both images (with progress), then has the server make
 * the pair, then shows the links popup, whose closing starts a new filling. A failure part-way
 * says which step failed and keeps what was typed; a submit again updates the same pages.
 */
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button, MessageBar, MessageBarBody, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { campaignFormSchema } from '../../../../shared/entities/landing-page';
import { rememberFormSchema } from '../../components/form/fieldLimits';
import { formPageLayout, keepFieldFocus } from '../../components/form/FormPage';
import { TextAreaField, TextField } from '../../components/form/fields';
import { useInvalidSubmitReport } from '../../components/form/invalidSubmit';
import { useUnsavedChangesGuard } from '../../components/form/useUnsavedChangesGuard';
import { describeError } from '../../i18n/errors';
import { useScreenTitle } from '../../screens/currentScreen';
import { languageAtom } from '../../state/preferences';
import { ReportDateField } from '../reports/ReportDateField';
import { CampaignImagePicker } from './CampaignImagePicker';
import { CampaignLinksDialog } from './CampaignLinksDialog';
import { campaignResolver, emptyCampaignValues, newRequestId, type CampaignFormValues } from './campaignForm';
import { useCampaignSubmit, type CampaignStep } from './useCampaignSubmit';

const useStyles = makeStyles({
  ...formPageLayout,
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  step: { color: tokens.colorNeutralForeground2 },
});

/** What the screen says while each step runs, and names a step that failed with. */
const STEP_TEXT = {
  arabicImage: { running: 'campaignPages.uploadingArabic', failed: 'campaignPages.steps.arabicImage' },
  englishImage: { running: 'campaignPages.uploadingEnglish', failed: 'campaignPages.steps.englishImage' },
  pages: { running: 'campaignPages.creating', failed: 'campaignPages.steps.pages' },
} as const satisfies Record<CampaignStep, { running: string; failed: string }>;

export default function CampaignPagesPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const title = useScreenTitle();
  /** The id of this filling of the form: a submit again after a failure updates the same pages. */
  const requestId = useRef<string>(null);
  /** Read when a submit validates and sends (the first one makes it). */
  const currentRequestId = () => (requestId.current ??= newRequestId());
  const [resolver] = useState(() => campaignResolver(currentRequestId));

  const form = useForm<CampaignFormValues>({
    resolver,
    defaultValues: emptyCampaignValues(),
    mode: 'onTouched',
    // A refused submit focuses the first field in error in the order shown (invalidSubmit.ts).
    shouldFocusError: false,
  });
  const { control } = form;
  rememberFormSchema(control, campaignFormSchema);
  const reportInvalid = useInvalidSubmitReport<CampaignFormValues>();
  const { state, send, clear } = useCampaignSubmit(form, currentRequestId);
  const sending = state.running !== null;
  const guard = useUnsavedChangesGuard(form.formState.isDirty && state.pages === null);

  const onSubmit = form.handleSubmit(() => send(), reportInvalid);

  /** The popup closed: a new, empty filling with its own id. */
  const startAgain = () => {
    requestId.current = newRequestId();
    form.reset(emptyCampaignValues());
    clear();
  };

  const failure = state.failure
    ? t('campaignPages.failed', { step: t(STEP_TEXT[state.failure.step].failed), reason: describeError(state.failure.error, t, language) })
    : null;
  const progressOf = (field: 'arabicImage' | 'englishImage') => (state.running === field ? state.progress : null);
  /** An English field's hint: which field the English page shows when it is left empty. */
  const englishHint = (field: 'name' | 'title' | 'description') => t('campaignPages.englishHint', { field: t(`campaignPages.${field}`) });

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <Text as="h1" id="page-title" size={700} weight="semibold" className={styles.title}>
        {title}
      </Text>
      <form className={styles.form} noValidate aria-label={t('campaignPages.formName')} onSubmit={(event) => void onSubmit(event)}>
        {failure && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{failure}</MessageBarBody>
          </MessageBar>
        )}
        <div className={styles.grid}>
          <TextField control={control} name="name" label={t('campaignPages.name')} required disabled={sending} />
          <TextField control={control} name="title" label={t('campaignPages.title')} required disabled={sending} />
          <div className={styles.fullRow}>
            <TextAreaField control={control} name="description" label={t('campaignPages.description')} required rows={5} disabled={sending} />
          </div>
          <TextField control={control} name="nameEN" label={t('campaignPages.nameEN')} hint={englishHint('name')} dir="ltr" disabled={sending} />
          <TextField control={control} name="titleEN" label={t('campaignPages.titleEN')} hint={englishHint('title')} dir="ltr" disabled={sending} />
          <div className={styles.fullRow}>
            <TextAreaField
              control={control}
              name="descriptionEN"
              label={t('campaignPages.descriptionEN')}
              hint={englishHint('description')}
              dir="ltr"
              rows={5}
              disabled={sending}
            />
          </div>
          <CampaignImagePicker
            control={control}
            name="arabicImage"
            label={t('campaignPages.arabicImage')}
            progress={progressOf('arabicImage')}
            progressLabel={t('campaignPages.uploadingArabic')}
            disabled={sending}
          />
          <CampaignImagePicker
            control={control}
            name="englishImage"
            label={t('campaignPages.englishImage')}
            progress={progressOf('englishImage')}
            progressLabel={t('campaignPages.uploadingEnglish')}
            disabled={sending}
          />
          {/* data-field: found by a refused submit, which puts the keyboard on the first field in error (invalidSubmit.ts). */}
          <div data-field="startDate">
            <ReportDateField form={form} name="startDate" label={t('campaignPages.startDate')} required />
          </div>
          <div data-field="endDate">
            <ReportDateField form={form} name="endDate" label={t('campaignPages.endDate')} required />
          </div>
          <TextField control={control} name="donationLink" label={t('campaignPages.donationLink')} type="url" required disabled={sending} />
          <TextField control={control} name="target" label={t('campaignPages.target')} numeric="amount" required disabled={sending} />
          <TextField control={control} name="keyword" label={t('campaignPages.keyword')} dir="ltr" required disabled={sending} />
        </div>
        <div className={styles.actions}>
          <Button
            type="submit"
            appearance="primary"
            disabled={sending}
            icon={sending ? <Spinner size="tiny" /> : undefined}
            onMouseDown={keepFieldFocus}
          >
            {t('campaignPages.submit')}
          </Button>
          <Text role="status" className={styles.step}>
            {state.running ? t(STEP_TEXT[state.running].running) : ''}
          </Text>
        </div>
      </form>
      <CampaignLinksDialog pages={state.pages} onClose={startAgain} />
      {guard.dialog}
    </section>
  );
}

import { useCallback, useEffect, useRef, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, MessageBar, MessageBarActions, MessageBarBody, Spinner, Text, makeStyles, tokens, type GriffelStyle } from '@fluentui/react-components';
import { CenteredSpinner } from '../CenteredSpinner';
import { RecordHistory } from '../record-history/RecordHistory';
import type { RecordHistoryTarget } from '../record-history/types';
import { useShortcut } from '../../shortcuts/useShortcut';
import { cardStyle } from '../surface';
import { FormErrorBar } from './FormErrorBar';
import { StaleRecordBar, type StaleRecordBarProps } from './StaleRecordBar';
import { PendingImages, UploadsInProgress } from './uploads';
import { anyDialogOpen } from '../modalDialogs';

/** A form screen's layout: the page, its title, the card and the grid of fields (a form laid out by hand shares it). */
export const formPageLayout = {
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '960px' },
  title: { margin: 0 },
  form: cardStyle,
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalL,
    alignItems: 'start',
  },
  fullRow: { gridColumn: '1 / -1' },
} satisfies Record<string, GriffelStyle>;

const useStyles = makeStyles({
  ...formPageLayout,
  // The title, and at the inline end the History button (it wraps under a long title).
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, justifyContent: 'flex-start' },
});

export interface FormPageProps {
  title: string;
  /** The list to return to on Cancel. */
  cancelPath: string;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  saving: boolean;
  formError: string | null;
  /** Set when a save was refused because someone else changed the record (useResourceForm). */
  staleRecord?: StaleRecordBarProps | null;
  loading?: boolean;
  loadError?: string | null;
  onRetryLoad?(): void;
  submitLabel?: string;
  /** The unsaved-changes dialog of useResourceForm. */
  guardDialog?: ReactNode;
  /** Image fields that upload on 'Upload image' report a picked file here (useResourceForm refuses to save it unuploaded). */
  reportPendingImage?(field: string, pending: boolean): void;
  /** An edit's record: the header's History button opens its timeline (useResourceForm, usePayableForm). */
  history?: RecordHistoryTarget;
  /** Cancel and Escape (useResourceForm, usePayableForm: back to the list's address the form came from); default: go to `cancelPath`. */
  onCancel?(navigate: (to: string) => void): void;
  children: ReactNode;
}

/**
 * `onMouseDown` of a form's Save and Cancel: the press does not take the focus from the field
 * being typed in. Otherwise that field's blur shows its message first, the message pushes the
 * button down, and the release lands beside it: the click, and the submit, are lost without a
 * word. The click itself (and the keyboard) work as usual.
 */
export const keepFieldFocus = (event: MouseEvent) => event.preventDefault();

const ignorePendingImage = () => undefined;

/** A dialog (a question, the History drawer, the palette, a picker's popup) is open: the form's keys are not for the form behind it. */
const dialogOpen = anyDialogOpen;

/** The form's first field a person fills in, in the order shown. */
export function firstField(form: HTMLElement): HTMLElement | null {
  const candidates = form.querySelectorAll<HTMLElement>(
    'input:not([type="hidden"]):not([type="file"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [contenteditable="true"]',
  );
  return [...candidates].find((element) => element.checkVisibility?.() ?? true) ?? null;
}

/**
 * The frame of every add/edit screen: heading, the fields in a responsive grid, Save and Cancel.
 * Once the form shows, the keyboard is on its first field. Ctrl+S (⌘S) saves, from a field too;
 * Escape cancels (through the unsaved-changes question when something changed).
 */
export function FormPage(props: FormPageProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [uploads, setUploads] = useState(0);
  const reportUploading = useCallback((uploading: boolean) => setUploads((count) => Math.max(0, count + (uploading ? 1 : -1))), []);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    // Saving now would store the image the field had before the upload (Enter submits too).
    if (uploads > 0) event.preventDefault();
    else props.onSubmit(event);
  };
  let body: ReactNode;
  const loaded = !props.loading && !props.loadError;
  const section = useRef<HTMLElement>(null);
  const formElement = useRef<HTMLFormElement>(null);
  const cancel = () => (props.onCancel ? props.onCancel(navigate) : navigate(props.cancelPath));

  // Opened (its record arrived): the keyboard on the first field, unless the user is somewhere in the form already.
  const focused = useRef(false);
  useEffect(() => {
    const form = formElement.current;
    if (!loaded || focused.current || !form) return;
    focused.current = true;
    if (form.contains(document.activeElement) || dialogOpen()) return;
    (firstField(form) ?? section.current?.querySelector<HTMLElement>('#page-title'))?.focus();
  }, [loaded]);

  useShortcut(
    'save',
    () => {
      if (dialogOpen() || props.saving || uploads > 0) return;
      formElement.current?.requestSubmit();
    },
    loaded,
  );
  useShortcut('cancel', (event) => {
    if (dialogOpen()) return;
    // Escape in the top bar or the menu is theirs.
    const target = event.target;
    if (target instanceof Element && target !== document.body && target.id !== 'main-content' && !section.current?.contains(target)) return;
    cancel();
  });
  if (props.loading) body = <CenteredSpinner inline label={t('app.loading')} />;
  else if (props.loadError)
    body = (
      <MessageBar intent="error">
        <MessageBarBody>{props.loadError}</MessageBarBody>
        {props.onRetryLoad && (
          <MessageBarActions>
            <Button onClick={props.onRetryLoad}>{t('app.retry')}</Button>
          </MessageBarActions>
        )}
      </MessageBar>
    );
  else
    body = (
      <form ref={formElement} className={styles.form} noValidate aria-labelledby="page-title" onSubmit={submit}>
        {props.staleRecord && <StaleRecordBar {...props.staleRecord} />}
        {props.formError && <FormErrorBar message={props.formError} />}
        <UploadsInProgress.Provider value={reportUploading}>
          <PendingImages.Provider value={props.reportPendingImage ?? ignorePendingImage}>
            <div className={styles.grid}>{props.children}</div>
          </PendingImages.Provider>
        </UploadsInProgress.Provider>
        <div className={styles.actions}>
          <Button
            type="submit"
            appearance="primary"
            disabled={props.saving || uploads > 0}
            icon={props.saving ? <Spinner size="tiny" /> : undefined}
            onMouseDown={keepFieldFocus}
          >
            {props.submitLabel ?? t('common.save')}
          </Button>
          <Button type="button" onMouseDown={keepFieldFocus} onClick={cancel}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
    );
  return (
    <section ref={section} className={styles.page} aria-labelledby="page-title">
      <div className={styles.header}>
        <Text as="h1" id="page-title" tabIndex={-1} size={700} weight="semibold" className={styles.title}>
          {props.title}
        </Text>
        {loaded && props.history && <RecordHistory target={props.history} />}
      </div>
      {body}
      {props.guardDialog}
    </section>
  );
}

/** A field that spans the whole row of the form's grid (long texts, images). */
export function FullRow({ children }: { children: ReactNode }) {
  return <div className={useStyles().fullRow}>{children}</div>;
}

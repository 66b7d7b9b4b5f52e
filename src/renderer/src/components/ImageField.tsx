import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Field,
  ProgressBar,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { ArrowUploadRegular, DeleteRegular, ImageAddRegular } from '@fluentui/react-icons';
import type { Language } from '../../../shared/constants';
import type { MediaFolder } from '../../../shared/ipc';
import { isAppError } from '../api/backoffice';
import { appConfigQuery } from '../api/queries';
import { uploadImage } from '../api/upload';
import { translateMessage, type Translate } from '../i18n';
import { describeError } from '../i18n/errors';
import { languageAtom } from '../state/preferences';
import { AppDialog } from './AppDialog';
import { useImageFitting } from './imageFitting';
import { HiddenImageInput, imagePreview, noImageFrame } from './imagePicker';
import { visuallyHidden } from './visuallyHidden';
import { fieldMessage } from './form/fieldMessage';

export interface ImageFieldProps {
  label: string;
  folder: MediaFolder;
  /** The stored name (e.g. a banner's intID); without it the server picks one. */
  name?: string;
  /** The field's path in its form (`image`), when it is one. */
  fieldName?: string;
  /** The stored path (`activities/ab12.png`) or a full http(s) URL; null when there is none. */
  value: string | null;
  onChange(path: string | null): void;
  /** True while an upload runs (a form should not be saved meanwhile). */
  onUploadingChange?(uploading: boolean): void;
  /**
   * Upload as soon as a file is picked (the default), or only when the user presses 'Upload
   * image' (the team form's explicit step, spec 2.17): the picked file is then previewed and
   * held until that press, and the value changes only once it is uploaded.
   */
  uploadOnSelect?: boolean;
  /** Without uploadOnSelect: true while a picked file waits for 'Upload image' (a form should not be saved meanwhile). */
  onPendingChange?(pending: boolean): void;
  required?: boolean;
  /** The form's message for this field (an i18n key such as 'validation.fileRequired', or text). */
  validationMessage?: string;
}

const useStyles = makeStyles({
  body: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
    paddingBlockStart: tokens.spacingVerticalXS,
  },
  preview: imagePreview,
  empty: noImageFrame,
  progress: { inlineSize: 'min(320px, 100%)' },
  visuallyHidden,
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  // Neutral text keeps its contrast in every theme; the note's words say the state.
  stepNote: { color: tokens.colorNeutralForeground2 },
  pendingNote: { fontWeight: tokens.fontWeightSemibold },
});

/** Where an existing value is shown from: a full URL as it is, a stored path under the media base. */
export function mediaUrlOf(value: string, mediaBaseUrl: string | undefined): string | null {
  if (/^https?:\/\//i.test(value)) return value;
  if (!mediaBaseUrl) return null;
  return `${mediaBaseUrl.replace(/\/+$/, '')}/${value.replace(/^\/+/, '')}`;
}

/** What to say about a failed upload, in the user's language. */
function uploadFailureMessage(error: unknown, t: Translate, language: Language): string {
  if (isAppError(error, 'validation')) {
    const refusedField = translateMessage(t, Object.values(error.fields ?? {})[0]);
    if (refusedField) return refusedField;
  }
  if (isAppError(error, 'tooLarge')) return t('image.tooLarge');
  return describeError(error, t, language);
}

/**
 * An image of a record (activity, banner, organization): shows the current one, picks a JPEG,
 * PNG or WebP of at most 500 KB, uploads it through main (progress shown; at once, or on
 * 'Upload image' without `uploadOnSelect`) and reports the stored path. A bigger photo is made
 * smaller by main first, and the field says so under its preview (imageFitting.ts); one that
 * cannot be is refused in a dialog before anything is sent; a failed upload is reported in place
 * and keeps the previous value.
 */
export function ImageField({
  label,
  folder,
  name,
  fieldName,
  value,
  onChange,
  onUploadingChange,
  uploadOnSelect = true,
  onPendingChange,
  required,
  validationMessage,
}: ImageFieldProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const config = useQuery(appConfigQuery);
  const inputRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  /** Bumped by every pick and on unmount, so a stale upload's answer is ignored. */
  const generationRef = useRef(0);
  const uploadingRef = useRef(false);
  const onUploadingChangeRef = useRef(onUploadingChange);
  const onPendingChangeRef = useRef(onPendingChange);
  const pendingRef = useRef(false);

  /** The picked file's object URL; `path` is null while it uploads, then the stored path. */
  const [local, setLocal] = useState<{ url: string; path: string | null } | null>(null);
  const [progress, setProgress] = useState<{ loaded: number; total: number } | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [tooLargeOpen, setTooLargeOpen] = useState(false);
  /** Said once by the status region after a successful upload. */
  const [uploaded, setUploaded] = useState(false);
  /** Without uploadOnSelect: the picked file that waits for 'Upload image'. */
  const [pending, setPendingFile] = useState<File | null>(null);
  /** The file the preview shows (a photo's smaller copy, when main made one). */
  const [shownFile, setShownFile] = useState<File | null>(null);
  const fitting = useImageFitting();

  useEffect(() => {
    onUploadingChangeRef.current = onUploadingChange;
    onPendingChangeRef.current = onPendingChange;
  }, [onUploadingChange, onPendingChange]);

  // The object URL lives until another file replaces it, the image is removed, or the field goes.
  const localUrl = local?.url;
  useEffect(() => {
    if (!localUrl) return undefined;
    return () => URL.revokeObjectURL(localUrl);
  }, [localUrl]);

  useEffect(
    () => () => {
      generationRef.current += 1;
      if (uploadingRef.current) onUploadingChangeRef.current?.(false);
      if (pendingRef.current) onPendingChangeRef.current?.(false);
    },
    [],
  );

  const uploading = progress !== null;
  /** Uploading, or main making a picked photo smaller: the image cannot change meanwhile. */
  const busy = uploading || fitting.shrinking;
  const setUploading = (next: boolean) => {
    uploadingRef.current = next;
    onUploadingChangeRef.current?.(next);
  };
  const setPending = (file: File | null) => {
    setPendingFile(file);
    if (pendingRef.current === (file !== null)) return;
    pendingRef.current = file !== null;
    onPendingChangeRef.current?.(file !== null);
  };

  async function upload(file: File) {
    const generation = ++generationRef.current;
    setFailure(null);
    setUploaded(false);
    // A held file keeps the preview it was shown with.
    if (uploadOnSelect) setLocal({ url: URL.createObjectURL(file), path: null });
    setProgress({ loaded: 0, total: file.size });
    setUploading(true);
    try {
      const stored = await uploadImage({
        folder,
        ...(name !== undefined && { name }),
        file,
        onProgress: (next) => {
          if (generation === generationRef.current) setProgress(next);
        },
      });
      if (generation !== generationRef.current) return;
      setLocal((current) => (current ? { ...current, path: stored.path } : current));
      setUploaded(true);
      // The value first: the form then checks the field once nothing waits any more.
      onChange(stored.path);
      setPending(null);
    } catch (error) {
      if (generation !== generationRef.current) return;
      // A held file stays held, so 'Upload image' can try again.
      if (uploadOnSelect) setLocal(null);
      setFailure(error);
    } finally {
      if (generation === generationRef.current) {
        setProgress(null);
        setUploading(false);
      }
    }
  }

  async function onFilePicked(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    // Cleared, so picking the same file again is a change too.
    event.target.value = '';
    if (!picked) return;
    setFailure(null);
    // The form is not saved while main makes a photo smaller: the upload comes next.
    setUploading(true);
    const fitted = await fitting.fit(picked).finally(() => setUploading(false));
    if (!fitted) return;
    if ('tooLarge' in fitted) {
      setTooLargeOpen(true);
      return;
    }
    if ('error' in fitted) {
      setFailure(fitted.error);
      return;
    }
    const { file } = fitted;
    setShownFile(file);
    if (uploadOnSelect) {
      void upload(file);
      return;
    }
    generationRef.current += 1;
    setFailure(null);
    setUploaded(false);
    setLocal({ url: URL.createObjectURL(file), path: null });
    setPending(file);
  }

  /** Closes the size dialog and puts the keyboard back on 'Choose image' (the file picker took it away). */
  function closeTooLarge() {
    setTooLargeOpen(false);
    setTimeout(() => chooseRef.current?.focus(), 0);
  }

  /** Removes what the preview shows: a held file (the stored image shows again), else the image. */
  function remove() {
    setLocal(null);
    setShownFile(null);
    setFailure(null);
    setUploaded(false);
    if (pending) setPending(null);
    else onChange(null);
  }

  const previewUrl =
    local && (local.path === null || local.path === value) ? local.url : value ? mediaUrlOf(value, config.data?.mediaBaseUrl) : null;
  const message = failure !== null ? uploadFailureMessage(failure, t, language) : translateMessage(t, validationMessage);
  const hasImage = Boolean(value) || pending !== null;
  // The explicit step's words (spec 2.17: Select / Change, then Upload image): picking is not uploading there.
  const chooseLabel = uploadOnSelect ? (value ? t('image.replace') : t('image.choose')) : hasImage ? t('image.change') : t('image.select');

  return (
    <>
      <Field
        // Found by its form path when a refused submit focuses the first field in error (invalidSubmit.ts).
        data-field={fieldName}
        label={label}
        required={required}
        validationState={message ? 'error' : 'none'}
        // A failed upload (after the file was chosen) is said at once; a field's own message is read with the field.
        validationMessage={failure !== null ? message : fieldMessage(message)}
        hint={t('image.hint')}
      >
        {(control) => (
          // The field's label names the whole group; its buttons are the controls.
          <div role="group" aria-labelledby={control['aria-labelledby']} className={styles.body}>
            <HiddenImageInput ref={inputRef} id={control.id} disabled={busy} onChange={(event) => void onFilePicked(event)} />
            {previewUrl ? (
              <img className={styles.preview} src={previewUrl} alt={label} title={t('image.preview')} />
            ) : (
              // A stored value waits for the media address; only no value at all is 'No image chosen'.
              !value && (
                <div className={styles.empty}>
                  <Text>{t('image.noImage')}</Text>
                </div>
              )
            )}
            {progress && (
              <ProgressBar
                className={styles.progress}
                // Named by its own label, not the field's.
                aria-labelledby={undefined}
                aria-label={t('image.uploading')}
                color="brand"
                thickness="large"
                value={progress.total > 0 ? Math.min(progress.loaded / progress.total, 1) : undefined}
              />
            )}
            <Text role="status" className={styles.stepNote}>
              {fitting.noteFor(local ? shownFile : null)}
            </Text>
            {uploadOnSelect ? (
              <span role="status" className={styles.visuallyHidden}>
                {uploaded ? t('image.uploaded') : ''}
              </span>
            ) : (
              // The explicit step says where it stands, on screen and to a screen reader.
              <Text role="status" className={mergeClasses(styles.stepNote, pending !== null && styles.pendingNote)}>
                {pending && !uploading ? t('image.notUploaded') : uploaded ? t('image.uploaded') : ''}
              </Text>
            )}
            <div className={styles.actions}>
              <Button
                ref={chooseRef}
                icon={<ImageAddRegular />}
                disabledFocusable={busy}
                aria-describedby={control['aria-describedby']}
                onClick={() => inputRef.current?.click()}
              >
                {chooseLabel}
              </Button>
              {!uploadOnSelect && (
                <Button
                  appearance={pending ? 'primary' : 'secondary'}
                  icon={<ArrowUploadRegular />}
                  disabledFocusable={!pending || busy}
                  onClick={() => pending && void upload(pending)}
                >
                  {t('image.upload')}
                </Button>
              )}
              {hasImage && (
                <Button icon={<DeleteRegular />} disabledFocusable={busy} onClick={remove}>
                  {t('image.remove')}
                </Button>
              )}
            </div>
          </div>
        )}
      </Field>
      <AppDialog
        modalType="alert"
        open={tooLargeOpen}
        title={t('image.tooLargeTitle')}
        onClose={closeTooLarge}
        closeLabel={t('image.ok')}
        closeAppearance="primary"
      >
        {t('image.tooLarge')}
      </AppDialog>
    </>
  );
}

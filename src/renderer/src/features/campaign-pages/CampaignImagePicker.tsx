/**
 * One of the campaign's two images (spec 3: arabicImage, englishImage): picked and previewed
 * here, uploaded only when the form is submitted (spec 4), with the upload's progress shown at
 * the field. The kit's ImageField uploads on its own; this form uploads both images as the first
 * steps of one submit, so a picked file stays in the form until then. A photo over 500 KB is
 * made smaller by main when it is picked, and the field says so (imageFitting.ts).
 */
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button, Field, ProgressBar, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular, ImageAddRegular } from '@fluentui/react-icons';
import { useImageFitting } from '../../components/imageFitting';
import { HiddenImageInput, imagePreview, noImageFrame } from '../../components/imagePicker';
import { describeError } from '../../i18n/errors';
import { translateMessage } from '../../i18n';
import { languageAtom } from '../../state/preferences';
import type { CampaignFormValues, CampaignImage, CampaignImageField } from './campaignForm';
import { fieldMessage } from '../../components/form/fieldMessage';

const useStyles = makeStyles({
  body: { position: 'relative', display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS },
  preview: imagePreview,
  empty: noImageFrame,
  progress: { inlineSize: 'min(320px, 100%)' },
  note: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/**
 * The preview of the picked file: its object URL, made when the file is picked and released
 * when another replaces it or the field goes. Shown only while the form holds that very file
 * (a reset of the form empties the field).
 */
function usePreview(file: File | undefined) {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  const url = preview?.url;
  useEffect(() => {
    if (!url) return undefined;
    return () => URL.revokeObjectURL(url);
  }, [url]);
  return {
    url: preview && preview.file === file ? preview.url : null,
    show: (picked: File) => setPreview({ file: picked, url: URL.createObjectURL(picked) }),
  };
}

export interface CampaignImagePickerProps {
  control: Control<CampaignFormValues>;
  name: CampaignImageField;
  label: string;
  /** Bytes of this image sent so far, while the submit uploads it. */
  progress: { loaded: number; total: number } | null;
  /** The progress bar's name ('Uploading the Arabic image'). */
  progressLabel: string;
  /** While the form is being sent: the image cannot change. */
  disabled: boolean;
}

export function CampaignImagePicker({ control, name, label, progress, progressLabel, disabled }: CampaignImagePickerProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const {
    field: { value, onChange, onBlur },
    fieldState: { error },
  } = useController({ control, name });
  const image = value as CampaignImage | null;
  const preview = usePreview(image?.file);
  const language = useAtomValue(languageAtom);
  const fitting = useImageFitting();
  /** Why the last picked file is not used: over 500 KB and not made smaller (spec 5), or not an image; nothing is sent. */
  const [refusal, setRefusal] = useState<string | null>(null);

  async function onFilePicked(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    // Cleared, so that picking the same file again is a change too.
    event.target.value = '';
    if (!picked) return;
    setRefusal(null);
    const fitted = await fitting.fit(picked);
    if (!fitted) return;
    if (!('file' in fitted)) {
      setRefusal('tooLarge' in fitted ? t('image.tooLarge') : describeError(fitted.error, t, language));
      return;
    }
    const { file } = fitted;
    // A new file is uploaded by the next submit, even after the previous one was.
    preview.show(file);
    onChange({ file, path: null } satisfies CampaignImage);
    onBlur();
  }

  function remove() {
    setRefusal(null);
    onChange(null);
    onBlur();
  }

  const message = refusal ?? translateMessage(t, error?.message);
  const step = image && !progress ? (image.path ? t('image.uploaded') : t('campaignPages.uploadedOnSubmit')) : '';
  const note = [fitting.noteFor(image?.file), step].filter(Boolean).join(' ');

  return (
    <Field
      // Found by its form path when a refused submit focuses the first field in error (invalidSubmit.ts).
      data-field={name}
      label={label}
      required
      validationState={message ? 'error' : 'none'}
      validationMessage={refusal ? message : fieldMessage(message)}
      hint={t('image.hint')}
    >
      {(control) => (
        <div role="group" aria-labelledby={control['aria-labelledby']} className={styles.body}>
          <HiddenImageInput ref={inputRef} id={control.id} disabled={disabled || fitting.shrinking} onChange={(event) => void onFilePicked(event)} />
          {preview.url ? (
            <img className={styles.preview} src={preview.url} alt={label} title={t('image.preview')} />
          ) : (
            <div className={styles.empty}>
              <Text>{t('image.noImage')}</Text>
            </div>
          )}
          {progress && (
            <ProgressBar
              className={styles.progress}
              aria-labelledby={undefined}
              aria-label={progressLabel}
              color="brand"
              thickness="large"
              value={progress.total > 0 ? Math.min(progress.loaded / progress.total, 1) : undefined}
            />
          )}
          <Text role="status" className={styles.note}>
            {note}
          </Text>
          <div className={styles.actions}>
            <Button
              icon={<ImageAddRegular />}
              disabledFocusable={disabled || fitting.shrinking}
              aria-describedby={control['aria-describedby']}
              onClick={() => inputRef.current?.click()}
            >
              {image ? t('image.replace') : t('image.choose')}
            </Button>
            {image && (
              <Button icon={<DeleteRegular />} disabledFocusable={disabled || fitting.shrinking} onClick={remove}>
                {t('image.remove')}
              </Button>
            )}
          </div>
        </div>
      )}
    </Field>
  );
}

/**
 * A picked image made fit for the uploader (500 KB, spec 5), shared by the kit's ImageField and
 * the campaign form's pickers: up to 500 KB it is taken as it is; a bigger photo (a phone's, up
 * to IMAGE_SHRINK_SOURCE_MAX_BYTES) is shrunk by main, and the picker says what became of it
 * under its preview ('Made smaller to fit 500 KB: 2.4 megabytes → 486 kilobytes, 1536 × 2048
 * pixels') before anything is saved; beyond that, or when main cannot make it small enough, the
 * picker's size dialog refuses it. What is not an image main refuses (`unsupportedMedia`).
 */
import { useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { IMAGE_MAX_BYTES, IMAGE_SHRINK_SOURCE_MAX_BYTES } from '../../../shared/constants';
import { isAppError } from '../api/backoffice';
import { shrinkImage, type ShrunkFile } from '../api/upload';
import { formatFileSize, localeOf } from '../i18n';
import { languageAtom } from '../state/preferences';

/** The file to use; or the size dialog; or another refusal to show at the field. */
export type FittedImage = { file: File } | { tooLarge: true } | { error: unknown };

export function useImageFitting() {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const [shrinking, setShrinking] = useState(false);
  const [shrunk, setShrunk] = useState<ShrunkFile | null>(null);
  /** Bumped by every pick, so the answer about a file picked before is dropped. */
  const generation = useRef(0);

  /** `picked`, fit to upload; null when another file was picked meanwhile. */
  async function fit(picked: File): Promise<FittedImage | null> {
    const current = ++generation.current;
    setShrunk(null);
    if (picked.size <= IMAGE_MAX_BYTES) return { file: picked };
    if (picked.size > IMAGE_SHRINK_SOURCE_MAX_BYTES) return { tooLarge: true };
    setShrinking(true);
    try {
      const made = await shrinkImage(picked);
      if (current !== generation.current) return null;
      setShrunk(made);
      return { file: made.file };
    } catch (error) {
      if (current !== generation.current) return null;
      return isAppError(error, 'tooLarge') ? { tooLarge: true } : { error };
    } finally {
      if (current === generation.current) setShrinking(false);
    }
  }

  /** What the picker says under its preview, while main works and once it made the copy the picker shows. */
  function noteFor(shown: File | null | undefined): string {
    if (shrinking) return t('image.shrinking');
    if (!shrunk || shrunk.file !== shown) return '';
    const { originalBytes, bytes, width, height } = shrunk.about;
    return t('image.shrunk', {
      from: formatFileSize(originalBytes, language),
      to: formatFileSize(bytes, language),
      width: width.toLocaleString(localeOf(language)),
      height: height.toLocaleString(localeOf(language)),
    });
  }

  return { fit, shrinking, noteFor };
}

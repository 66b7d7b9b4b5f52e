/**
 * Under a text field whose schema sets a maximum: how many characters it has of how many it
 * may ('12 / 60'), turning to the error colour past the maximum, so a limit is known while
 * typing rather than after saving. A screen reader hears it politely once typing pauses in the
 * field ('Characters: 12 of 60'), not at every key, nor for fields filled without typing.
 */
import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { localeOf } from '../../i18n';
import { languageAtom } from '../../state/preferences';
import { visuallyHidden } from '../visuallyHidden';

/** The pause in typing after which the count is said. */
export const COUNT_ANNOUNCE_PAUSE_MS = 1000;

const useStyles = makeStyles({
  count: { display: 'block', textAlign: 'end', color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  over: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  announcement: visuallyHidden,
});

export function CharacterCount({ count, max, fieldId }: { count: number; max: number; fieldId: string | undefined }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const number = (value: number) => value.toLocaleString(localeOf(language));
  const figures = { count: number(count), max: number(max), over: number(count - max) };
  const sentence = t(count > max ? 'form.charactersOver' : 'form.charactersUsed', figures);
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => {
      // Only the field being typed in speaks: a form filled from a record stays quiet.
      if (fieldId !== undefined && document.activeElement?.id === fieldId) setAnnounced(sentence);
    }, COUNT_ANNOUNCE_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [sentence, fieldId]);
  return (
    <>
      <Text aria-hidden="true" className={mergeClasses(styles.count, count > max && styles.over)}>
        {/* '12 / 60' reads left to right in both languages and under fields of either direction. */}
        <bdi dir="ltr">{t('form.characterCount', figures)}</bdi>
      </Text>
      <span role="status" className={styles.announcement}>
        {announced}
      </span>
    </>
  );
}

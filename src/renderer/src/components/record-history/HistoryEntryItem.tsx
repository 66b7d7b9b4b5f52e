/**
 * One entry of a record's timeline: what was done (in words), who did it and when, the fields it
 * changed, and 'Restore this version' (on every entry but the newest, whose version the record
 * already has, and but a delete's or purge's, whose record was in the Trash).
 */
import { useId, type Ref } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUndo20Regular } from '@fluentui/react-icons';
import type { HistoryAction, HistoryEntry } from '../../../../shared/entities/history';
import { formatDateTime, type TranslationKey } from '../../i18n';
import { languageAtom } from '../../state/preferences';
import { ChangedField } from './ChangedField';
import { shownChanges } from './fieldLabels';
import type { ValueWords } from './valueText';

const useStyles = makeStyles({
  entry: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingBlock: tokens.spacingVerticalM,
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    minWidth: 0,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  heading: { margin: 0 },
  meta: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', justifyContent: 'flex-start' },
});

const ACTION_TEXTS: Record<HistoryAction, TranslationKey> = {
  create: 'history.actions.create',
  update: 'history.actions.update',
  status: 'history.actions.status',
  approval: 'history.actions.approval',
  payments: 'history.actions.payments',
  delete: 'history.actions.delete',
  restore: 'history.actions.restore',
  purge: 'history.actions.purge',
  publish: 'history.actions.publish',
};

/** A creation has only values after it, a delete only values before it: the panel shows that side alone. */
const ONE_SIDED: Partial<Record<HistoryAction, 'before' | 'after'>> = { create: 'after', delete: 'before', purge: 'before' };

/** Entries whose version is no record's to go back to: the record was then in the Trash, or gone. */
const NOT_RESTORABLE = new Set<HistoryAction>(['delete', 'purge']);

export interface HistoryEntryItemProps {
  entry: HistoryEntry;
  /** When the version an entry restored was written, if that entry is on the timeline as loaded. */
  restoredAt?: string;
  canRestore: boolean;
  words: ValueWords;
  onRestore(entry: HistoryEntry): void;
  ref?: Ref<HTMLLIElement>;
}

export const restorable = (entry: HistoryEntry) => !NOT_RESTORABLE.has(entry.action);

export function HistoryEntryItem({ entry, restoredAt, canRestore, words, onRestore, ref }: HistoryEntryItemProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const metaId = useId();
  let what = t(ACTION_TEXTS[entry.action]);
  if (entry.restoredFrom !== null) what = restoredAt ? t('history.restoredVersionOf', { when: formatDateTime(restoredAt, language) }) : t('history.restoredVersion');
  return (
    // Focusable from code only: 'Load more' puts the keyboard on the first entry it brought.
    <li ref={ref} className={styles.entry} tabIndex={-1} aria-labelledby={metaId}>
      <div id={metaId}>
        <Text as="h3" size={300} weight="semibold" block className={styles.heading}>
          {what}
        </Text>
        {/* Who and when, each isolated: an e-mail, a phone number or a date keeps its own order in either language. */}
        <Text size={200} className={styles.meta}>
          <bdi>{entry.adminName}</bdi>
          {t('history.separator')}
          <time dateTime={entry.at}>
            <bdi>{formatDateTime(entry.at, language)}</bdi>
          </time>
        </Text>
      </div>
      {shownChanges(entry.resource, entry.changes).map((change) => (
        <ChangedField key={change.field} resource={entry.resource} change={change} words={words} only={ONE_SIDED[entry.action]} />
      ))}
      {canRestore && (
        <div className={styles.actions}>
          <Button icon={<ArrowUndo20Regular />} aria-describedby={metaId} onClick={() => onRestore(entry)}>
            {t('history.restoreThis')}
          </Button>
        </div>
      )}
    </li>
  );
}

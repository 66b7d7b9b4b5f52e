/**
 * A record's timeline in its History panel: newest first, a page at a time ('Load more' asks for
 * the entries older than the last one shown), each entry with its changes and 'Restore this
 * version', which asks first.
 */
import { useRef } from 'react';
import { useAtomValue } from 'jotai';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, MessageBar, MessageBarActions, MessageBarBody, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { timelineQuery } from '../../api/queries';
import { formatDateTime } from '../../i18n';
import { describeError } from '../../i18n/errors';
import { languageAtom } from '../../state/preferences';
import { ConfirmDialog } from '../ConfirmDialog';
import { HistoryEntryItem, restorable } from './HistoryEntryItem';
import type { RecordHistoryTarget } from './types';
import { useReferenceLookup } from './useReferenceLookup';
import { useRestoreVersion } from './useRestoreVersion';

const useStyles = makeStyles({
  timeline: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingBlockEnd: tokens.spacingVerticalL, minWidth: 0 },
  entries: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  empty: { color: tokens.colorNeutralForeground2 },
  more: { alignSelf: 'flex-start' },
});

export interface HistoryTimelineProps {
  target: RecordHistoryTarget;
  /** A restore the form refused: the panel closes so the form's bar (stale record, field messages) shows. */
  onRestoreRefused(): void;
}

export function HistoryTimeline({ target, onRestoreRefused }: HistoryTimelineProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const timeline = useInfiniteQuery(timelineQuery(target.resource, target.recordId));
  const nameOf = useReferenceLookup(language);
  const restore = useRestoreVersion(target, onRestoreRefused);
  const entryElements = useRef(new Map<string, HTMLLIElement>());

  const entries = timeline.data?.pages.flatMap((page) => page.entries) ?? [];
  const newestId = entries[0]?.id;
  const atById = new Map(entries.map((entry) => [entry.id, entry.at]));

  /** The older entries, with the keyboard on the first of them (the button goes once there are no more). */
  const loadMore = async () => {
    const shown = entries.length;
    const answer = await timeline.fetchNextPage();
    const firstNew = answer.data?.pages.flatMap((page) => page.entries)[shown];
    if (firstNew) requestAnimationFrame(() => entryElements.current.get(firstNew.id)?.focus());
  };

  if (timeline.isPending) return <Spinner label={t('app.loading')} />;
  if (timeline.isError) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{describeError(timeline.error, t, language)}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => void timeline.refetch()}>{t('app.retry')}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  const asked = restore.asked;
  return (
    <div className={styles.timeline}>
      {restore.error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t('history.versionFailed', { reason: restore.error })}</MessageBarBody>
        </MessageBar>
      )}
      {entries.length === 0 ? (
        <Text className={styles.empty}>{t('history.noEntries')}</Text>
      ) : (
        <ol className={styles.entries} aria-label={t('history.entries')}>
          {entries.map((entry) => (
            <HistoryEntryItem
              key={entry.id}
              ref={(element) => {
                if (element) entryElements.current.set(entry.id, element);
                else entryElements.current.delete(entry.id);
              }}
              entry={entry}
              restoredAt={entry.restoredFrom === null ? undefined : atById.get(entry.restoredFrom)}
              canRestore={entry.id !== newestId && restorable(entry)}
              words={{ t, nameOf }}
              onRestore={restore.ask}
            />
          ))}
        </ol>
      )}
      {timeline.hasNextPage && (
        <Button
          className={styles.more}
          disabledFocusable={timeline.isFetchingNextPage}
          icon={timeline.isFetchingNextPage ? <Spinner size="tiny" /> : undefined}
          onClick={() => void loadMore()}
        >
          {t('history.loadMore')}
        </Button>
      )}
      <ConfirmDialog
        open={asked !== null}
        title={t('history.restoreTitle')}
        message={asked ? t('history.restoreQuestion', { who: asked.adminName, when: formatDateTime(asked.at, language) }) : ''}
        confirmLabel={t('history.restore')}
        destructive={false}
        busy={restore.busy}
        onConfirm={restore.confirm}
        onCancel={restore.cancel}
      />
    </div>
  );
}

/**
 * The Trash (issue 23): the records a delete moved away, newest first, paged by the server and
 * filtered by kind of record; each row says who deleted it, when, when it will be deleted for good
 * and what went with it. Records chosen with the kit's checkboxes (on any page) are restored or,
 * after a question that names them, deleted for good: all or none either way.
 */
import { useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button, MessageBar, MessageBarActions, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUndo20Regular, DeleteDismiss20Regular, Dismiss20Regular } from '@fluentui/react-icons';
import type { TrashEntry } from '../../../../shared/entities/history';
import { trashPageQuery } from '../../api/queries';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { ListSelection } from '../../components/list/ListTable';
import { useListAddress } from '../../components/list/useListAddress';
import { useNotify } from '../../components/notify';
import { surfaceStyle } from '../../components/surface';
import { useScreenTitle } from '../../screens/currentScreen';
import { languageAtom } from '../../state/preferences';
import { HISTORY_RESOURCES } from '../activity/historyResources';
import { recordNameIn } from '../activity/recordName';
import { ResourceFilter } from '../activity/ResourceFilter';
import { ServerPagedTable } from '../../components/list/ServerPagedTable';
import { useAddressFilters, type FilterRules } from '../activity/useAddressFilters';
import { useServerPage } from '../../components/list/useServerPage';
import { trashColumns } from './trashColumns';
import { purgeQuestion } from './trashMessages';
import { useTrashActions } from './useTrashActions';

const useStyles = makeStyles({
  filters: {
    ...surfaceStyle,
    display: 'grid',
    gridTemplateColumns: 'minmax(11rem, 18rem) minmax(0, 1fr)',
    alignItems: 'end',
    gap: tokens.spacingHorizontalL,
    paddingBlock: tokens.spacingVerticalM,
    paddingInline: tokens.spacingHorizontalL,
  },
  intro: { color: tokens.colorNeutralForeground2 },
});

const TRASH_FILTER_RULES: FilterRules<'resource'> = { resource: (value) => HISTORY_RESOURCES.includes(value) };

type Selected = ReadonlyMap<string, TrashEntry>;

export default function TrashPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const notify = useNotify();
  const title = useScreenTitle();
  const { page, setPage } = useListAddress();
  const { values, setFilters } = useAddressFilters(TRASH_FILTER_RULES);
  const list = useServerPage((range) => trashPageQuery({ ...(values.resource && { resource: values.resource }), ...range }), page);
  // The entries chosen, on any page: the question names them, and a refusal names the one in the way.
  const [selected, setSelected] = useState<Selected>(new Map());
  const [confirmingPurge, setConfirmingPurge] = useState(false);
  const unselect = (ids: readonly string[]) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const id of ids) next.delete(id);
      return next;
    });
  const { restore, purge, refusal, dismissRefusal } = useTrashActions({ onDone: unselect });

  const selection: ListSelection = useMemo(() => {
    const onPage = new Map(list.rows.map((entry) => [entry.id, entry]));
    return {
      selected: new Set(selected.keys()),
      onToggleRow: (id) =>
        setSelected((current) => {
          const next = new Map(current);
          const entry = onPage.get(id);
          if (!next.delete(id) && entry) next.set(id, entry);
          return next;
        }),
      onTogglePage: () =>
        setSelected((current) => {
          const next = new Map(current);
          const all = [...onPage.keys()].every((id) => current.has(id));
          for (const [id, entry] of onPage) {
            if (all) next.delete(id);
            else next.set(id, entry);
          }
          return next;
        }),
    };
  }, [list.rows, selected]);

  /** Runs `action` on the chosen records; with none chosen, says so (as the kit's 'Delete selected' does). */
  const withSelection = (action: () => void) => () => (selected.size === 0 ? notify.warning(t('trash.nothingSelected')) : action());
  const runPurge = () => purge.mutate(selected, { onSettled: () => setConfirmingPurge(false) });
  const count = selected.size;

  return (
    <ServerPagedTable
      title={title}
      // Delete in the grid asks to delete the selection for good, as the toolbar's button does.
      onDeleteKey={withSelection(() => setConfirmingPurge(true))}
      toolbar={
        <>
          <Button
            icon={<ArrowUndo20Regular />}
            // Focusable while it runs: a disabled button would drop the keyboard's focus to the page.
            disabledFocusable={restore.isPending}
            onClick={withSelection(() => restore.mutate(selected))}
          >
            {count > 0 ? t('trash.restoreCount', { number: count }) : t('trash.restore')}
          </Button>
          <Button icon={<DeleteDismiss20Regular />} disabledFocusable={purge.isPending} onClick={withSelection(() => setConfirmingPurge(true))}>
            {count > 0 ? t('trash.purgeCount', { number: count }) : t('trash.purge')}
          </Button>
        </>
      }
      columns={trashColumns}
      list={list}
      rowKey={(entry) => entry.id}
      rowName={(entry) => recordNameIn(entry.recordName, language)}
      selection={selection}
      emptyText={values.resource ? t('trash.emptyOfType') : t('trash.empty')}
      onPageChange={setPage}
    >
      <div className={styles.filters}>
        <ResourceFilter value={values.resource} onChange={(resource) => setFilters({ resource })} />
        <Text className={styles.intro}>{t('trash.intro')}</Text>
      </div>
      {refusal && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{refusal}</MessageBarBody>
          <MessageBarActions
            containerAction={<Button appearance="transparent" icon={<Dismiss20Regular />} aria-label={t('trash.dismiss')} onClick={dismissRefusal} />}
          />
        </MessageBar>
      )}
      <ConfirmDialog
        open={confirmingPurge}
        title={t('trash.purgeTitle')}
        message={purgeQuestion([...selected.values()], t, language)}
        confirmLabel={t('trash.purge')}
        busy={purge.isPending}
        onConfirm={runPurge}
        onCancel={() => setConfirmingPurge(false)}
      />
    </ServerPagedTable>
  );
}

/**
 * 'Create MPS' (spec 2.12, 2.13, 7.1), worded 'Create donation page': the row button of projects
 * and urgent cases that makes the record's public donation pages (one in Arabic, one in English),
 * or updates them when they exist (the server finds them by record). While it runs the row's
 * button spins and takes no second press; then 'Donation page created' and the dialog with both
 * pages' links, the interface language's first ('Open page', 'Copy link'); a refusal says the
 * server's message. The landing-pages list is marked stale, since it now has (or changed) pages.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GlobeAdd20Regular } from '@fluentui/react-icons';
import { call } from '../../api/backoffice';
import { queryKeys } from '../../api/queries';
import type { RowAction } from '../../components/list/ResourceList';
import { useNotify } from '../../components/notify';
import { describeError } from '../../i18n/errors';
import { languageAtom } from '../../state/preferences';
import { PageLinkDialog, type PageLink } from './PageLinkDialog';

interface MpsRecord {
  id: number;
  nameAR: string;
  nameEN: string;
}

interface CreatedPage {
  links: PageLink[];
  name: string;
  uncountedKeywords: string[];
}

export function useCreateMps<T extends MpsRecord>(type: 'project' | 'cause', nameOf: (row: T) => string): { rowAction: RowAction<T>; dialog: ReactNode } {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const notify = useNotify();
  const client = useQueryClient();
  const [running, setRunning] = useState<ReadonlySet<number>>(new Set());
  const [created, setCreated] = useState<CreatedPage | null>(null);

  const rowAction = useMemo<RowAction<T>>(() => {
    const setRunningFor = (id: number, on: boolean) =>
      setRunning((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      });
    return {
      key: 'createMps',
      label: 'landingPages.createMps',
      rowLabel: 'landingPages.createMpsRow',
      icon: <GlobeAdd20Regular />,
      busy: (row) => running.has(row.id),
      onClick: (row) => {
        if (running.has(row.id)) return;
        setRunningFor(row.id, true);
        call('landingPages:forRecord', { type, id: row.id })
          .then(
            ({ links, uncountedKeywords }) => {
              notify.success(t('landingPages.mpsCreated'));
              setCreated({ links, name: nameOf(row), uncountedKeywords });
              void client.invalidateQueries({ queryKey: queryKeys.resource('landingPages') });
            },
            (error: unknown) => notify.error(describeError(error, t, language)),
          )
          .finally(() => setRunningFor(row.id, false));
      },
    };
  }, [client, language, nameOf, notify, running, t, type]);

  const dialog = (
    <PageLinkDialog
      links={created?.links ?? null}
      title={t('landingPages.linkDialogTitle')}
      intro={t('landingPages.pagesOf', { name: created?.name ?? '' })}
      uncountedKeywords={created?.uncountedKeywords}
      onClose={() => setCreated(null)}
    />
  );
  return { rowAction, dialog };
}

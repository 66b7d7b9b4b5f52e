/**
 * 'Create MPS' (spec 2.12, 2.13, 7.1): the row button of projects and urgent cases that makes the
 * record's public donation page, or updates it when it exists (the server finds it by record).
 * While it runs the row's button spins and takes no second press; then 'mps created successfully'
 * and the dialog with the page's link ('Open page', 'Copy link'); a refusal says the server's
 * message. The landing-pages list is marked stale, since it now has (or changed) a page.
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
import { PageLinkDialog } from './PageLinkDialog';

interface MpsRecord {
  id: number;
  nameAR: string;
  nameEN: string;
}

interface CreatedPage {
  link: string;
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
            ({ link, uncountedKeywords }) => {
              notify.success(t('landingPages.mpsCreated'));
              setCreated({ link, name: nameOf(row), uncountedKeywords });
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
      link={created?.link ?? null}
      title={t('landingPages.linkDialogTitle')}
      intro={t('landingPages.linkOf', { name: created?.name ?? '' })}
      uncountedKeywords={created?.uncountedKeywords}
      onClose={() => setCreated(null)}
    />
  );
  return { rowAction, dialog };
}

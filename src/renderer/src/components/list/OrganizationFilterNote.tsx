/**
 * The top bar's organization narrows the lists whose records belong to one organization (which
 * ones: src/renderer/README.md, 'The top bar's organization'). A list it narrows says so above
 * its table, 'Showing only <organization>', with one click to show every organization again
 * (which clears the top bar's choice, so the top bar and the list never disagree).
 */
import { useQuery } from '@tanstack/react-query';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { Filter20Regular } from '@fluentui/react-icons';
import type { Organization } from '../../../../shared/entities/organization';
import { listQuery } from '../../api/queries';
import { localName } from './columns';
import { languageAtom, selectedOrganizationIdAtom } from '../../state/preferences';

/** Unicode first-strong isolate: an English name keeps its order inside an Arabic sentence. */
export const isolate = (text: string) => `\u2068${text}\u2069`;

/**
 * The organization chosen in the top bar, once the organizations are loaded; undefined when
 * none is chosen (all organizations) or it no longer exists.
 */
export function useTopBarOrganization(): { selected: Organization | undefined; clear(): void } {
  const [selectedId, setSelectedId] = useAtom(selectedOrganizationIdAtom);
  const organizations = useQuery({ ...listQuery('organizations'), enabled: selectedId !== null });
  const selected = selectedId === null ? undefined : organizations.data?.find((organization) => organization.id === selectedId);
  return { selected, clear: () => setSelectedId(null) };
}

export function OrganizationFilterNote() {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const { selected, clear } = useTopBarOrganization();
  if (!selected) return null;
  return (
    <MessageBar intent="info" icon={<Filter20Regular />}>
      <MessageBarBody>{t('list.onlyOrganization', { name: isolate(localName(selected, language)) })}</MessageBarBody>
      <MessageBarActions>
        <Button onClick={clear}>{t('list.showAllOrganizations')}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}

import { useCallback, useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { DocumentCopy20Regular } from '@fluentui/react-icons';
import type { Cause } from '../../../../shared/entities/cause';
import { registry } from '../../../../shared/registry';
import { appConfigQuery } from '../../api/queries';
import { useScreenTitle } from '../../screens/currentScreen';
import { ResourceList, type RowAction } from '../../components/list/ResourceList';
import { useRequireOrganization } from '../../components/SelectOrganizationDialog';
import { localName } from '../../components/list/columns';
import { useReferenceNames } from '../payable/useReferenceNames';
import { useCreateMps } from '../landing-pages/useCreateMps';
import { newRecordState } from '../payable/newRecordOrganization';
import { languageAtom } from '../../state/preferences';
import { causeDuplicatePath, causesDescriptor } from './descriptor';

/**
 * The urgent cases list (spec 2.13). All cases show, whatever the top bar's organization (the
 * spec does not narrow this list); 'Add A Case' and Duplicate need an organization, the top
 * bar's or, when there is none, one asked for first and handed to the form
 * (payable/newRecordOrganization). A row's 'Create donation page' makes or updates its public
 * donation pages (landing-pages/useCreateMps).
 */
export default function CausesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const names = useReferenceNames();
  const config = useQuery(appConfigQuery);
  const scheme = config.data?.deeplinkScheme ?? '';
  const descriptor = useMemo(() => causesDescriptor(names, scheme), [names, scheme]);
  const { requireOrganization, dialog } = useRequireOrganization();
  const language = useAtomValue(languageAtom);
  const nameOf = useCallback((cause: Cause) => localName(cause, language), [language]);
  const mps = useCreateMps<Cause>('cause', nameOf);
  const rowActions = useMemo<ReadonlyArray<RowAction<Cause>>>(
    () => [
      {
        key: 'duplicate',
        label: 'causes.duplicate',
        rowLabel: 'causes.duplicateRow',
        icon: <DocumentCopy20Regular />,
        onClick: (cause) =>
          requireOrganization(t('causes.needOrganizationToDuplicate'), (organizationId) =>
            navigate(causeDuplicatePath(cause), { state: newRecordState(organizationId) }),
          ),
      },
      mps.rowAction,
    ],
    [navigate, requireOrganization, t, mps.rowAction],
  );
  return (
    <>
      <ResourceList
        descriptor={descriptor}
        title={useScreenTitle()}
        rowActions={rowActions}
        onAdd={() =>
          requireOrganization(t('causes.needOrganization'), (organizationId) =>
            navigate(registry.causes.screens.add, { state: newRecordState(organizationId) }),
          )
        }
      />
      {dialog}
      {mps.dialog}
    </>
  );
}

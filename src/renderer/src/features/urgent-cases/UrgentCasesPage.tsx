import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { DocumentCopy20Regular } from '@fluentui/react-icons';
import type { Cause } from '../../../../shared/entities/cause';
import { appConfigQuery } from '../../api/queries';
import { useScreenTitle } from '../../app/currentScreen';
import { ResourceList, type RowAction } from '../../components/list/ResourceList';
import { useRequireOrganization } from '../../components/SelectOrganizationDialog';
import { useReferenceNames } from '../projects/useReferenceNames';
import { CASE_FORM_PATH, caseDuplicatePath, casesDescriptor } from './descriptor';

/**
 * The urgent cases list (spec 2.13). All cases show, whatever the top bar's organization (the
 * spec does not narrow this list); 'Add A Case' and Duplicate need an organization chosen, and
 * ask for one first when there is none.
 */
export default function UrgentCasesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const names = useReferenceNames();
  const config = useQuery(appConfigQuery);
  const scheme = config.data?.deeplinkScheme ?? '';
  const descriptor = useMemo(() => casesDescriptor(names, scheme), [names, scheme]);
  const { requireOrganization, dialog } = useRequireOrganization();
  const rowActions = useMemo<ReadonlyArray<RowAction<Cause>>>(
    () => [
      {
        key: 'duplicate',
        label: 'cases.duplicate',
        rowLabel: 'cases.duplicateRow',
        icon: <DocumentCopy20Regular />,
        onClick: (cause) => requireOrganization(t('cases.needOrganizationToDuplicate'), () => navigate(caseDuplicatePath(cause))),
      },
    ],
    [navigate, requireOrganization, t],
  );
  return (
    <>
      <ResourceList
        descriptor={descriptor}
        title={useScreenTitle()}
        rowActions={rowActions}
        onAdd={() => requireOrganization(t('cases.needOrganization'), () => navigate(CASE_FORM_PATH))}
      />
      {dialog}
    </>
  );
}

import { useCallback, useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DocumentCopy20Regular } from '@fluentui/react-icons';
import type { Project } from '../../../../shared/entities/project';
import { registry } from '../../../../shared/registry';
import { useScreenTitle } from '../../screens/currentScreen';
import { ResourceList, type RowAction } from '../../components/list/ResourceList';
import { useRequireOrganization } from '../../components/SelectOrganizationDialog';
import { localName } from '../../components/list/columns';
import { useReferenceNames } from '../payable/useReferenceNames';
import { useCreateMps } from '../landing-pages/useCreateMps';
import { newRecordState } from '../payable/newRecordOrganization';
import { languageAtom } from '../../state/preferences';
import { projectDuplicatePath, projectsDescriptor } from './descriptor';

/**
 * The projects list (spec 2.12). All projects show, whatever the top bar's organization (the
 * spec does not narrow this list); 'Add New Project' needs an organization, the top bar's or,
 * when there is none, one asked for first and handed to the form (payable/newRecordOrganization).
 * A row's 'Create donation page' makes or updates its public donation pages (landing-pages/useCreateMps).
 */
export default function ProjectsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const names = useReferenceNames();
  const descriptor = useMemo(() => projectsDescriptor(names), [names]);
  const { requireOrganization, dialog } = useRequireOrganization();
  const language = useAtomValue(languageAtom);
  const nameOf = useCallback((project: Project) => localName(project, language), [language]);
  const mps = useCreateMps<Project>('project', nameOf);
  const rowActions = useMemo<ReadonlyArray<RowAction<Project>>>(
    () => [
      {
        key: 'duplicate',
        label: 'projects.duplicate',
        rowLabel: 'projects.duplicateRow',
        icon: <DocumentCopy20Regular />,
        onClick: (project) => navigate(projectDuplicatePath(project)),
      },
      mps.rowAction,
    ],
    [navigate, mps.rowAction],
  );
  return (
    <>
      <ResourceList
        descriptor={descriptor}
        title={useScreenTitle()}
        rowActions={rowActions}
        onAdd={() =>
          requireOrganization(t('projects.needOrganization'), (organizationId) =>
            navigate(registry.projects.screens.add, { state: newRecordState(organizationId) }),
          )
        }
      />
      {dialog}
      {mps.dialog}
    </>
  );
}

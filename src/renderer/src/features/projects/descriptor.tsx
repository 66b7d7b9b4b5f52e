import type { Project } from '../../../../shared/entities/project';
import { registry, screenPath } from '../../../../shared/registry';
import { plainText, shorten } from '../../components/plainText';
import { actionsColumn, activeFirst, dataColumn, localName, statusColumn } from '../../components/list/columns';
import type { ListDescriptor } from '../../components/list/types';
import type { ReferenceNames } from '../payable/useReferenceNames';

const { add, edit, duplicate } = registry.projects.screens;
export const projectDuplicatePath = (project: Project) => screenPath(duplicate, project.id);

/**
 * Projects (spec 2.12): default visible ID, Category, Organization, NameAR, Status, Actions;
 * the names, descriptions, order, links and a payments summary on demand; active first.
 * Category and Organization show names, and the CSV writes those names (their ids are columns of their own).
 */
export function projectsDescriptor(names: ReferenceNames): ListDescriptor<'projects'> {
  return {
    resource: 'projects',
    listKey: 'projects',
    columns: [
      dataColumn('id', 'columns.id', true),
      {
        key: 'category',
        label: 'projects.category',
        defaultVisible: true,
        render: (project, { language }) => names.activity(project.actid, language),
        sortValue: (project, { language }) => names.activity(project.actid, language),
        csv: { field: 'actid', names: ({ language }) => names.activityNames(language) },
      },
      dataColumn('actid', 'projects.categoryId', false),
      {
        key: 'organization',
        label: 'projects.organization',
        defaultVisible: true,
        render: (project, { language }) => names.organization(project.org_id, language) || project.orgNameAR,
        sortValue: (project, { language }) => names.organization(project.org_id, language) || project.orgNameAR,
        csv: { field: 'org_id', names: ({ language }) => names.organizationNames(language) },
      },
      dataColumn('org_id', 'projects.organizationId', false),
      dataColumn('nameAR', 'columns.nameAR', true),
      dataColumn('nameEN', 'columns.nameEN', false),
      dataColumn('infoAR', 'columns.infoAR', false, {
        render: (project) => shorten(plainText(project.infoAR)),
        sortValue: (project) => plainText(project.infoAR),
      }),
      dataColumn('infoEN', 'columns.infoEN', false, {
        render: (project) => shorten(plainText(project.infoEN)),
        sortValue: (project) => plainText(project.infoEN),
      }),
      dataColumn('Order', 'columns.order', false),
      dataColumn('mediaURL', 'projects.mediaURL', false, { direction: 'ltr' }),
      dataColumn('deeplink', 'columns.deeplink', false, { direction: 'ltr' }),
      dataColumn('smartDeepLink', 'projects.smartDeepLink', false, { direction: 'ltr' }),
      {
        key: 'smsRows',
        label: 'projects.smsRows',
        defaultVisible: false,
        render: (project) => project.sms_payment.length,
        sortValue: (project) => project.sms_payment.length,
      },
      {
        key: 'bankAccount',
        label: 'projects.bankAccount',
        defaultVisible: false,
        render: (project, { t }) => (project.bank_payment.length > 0 ? t('common.yes') : t('common.no')),
        sortValue: (project) => project.bank_payment.length,
      },
      {
        key: 'ccLink',
        label: 'projects.ccLink',
        defaultVisible: false,
        direction: 'ltr',
        render: (project) => project.cc_payment.find((link) => link.cc_url)?.cc_url ?? '',
        sortValue: (project) => project.cc_payment.find((link) => link.cc_url)?.cc_url ?? null,
      },
      statusColumn(),
      actionsColumn(),
    ],
    rowId: (project) => project.id,
    rowName: localName,
    emptyText: 'projects.empty',
    bulkDelete: { nothingSelected: 'projects.nothingSelected', deleted: 'projects.bulkDeleted' },
    deleted: 'projects.deleted',
    statusChanged: 'projects.statusChanged',
    add: { label: 'projects.add', path: add },
    editPath: (project) => screenPath(edit, project.id),
    csvFileName: 'projects',
    defaultOrder: activeFirst,
  };
}

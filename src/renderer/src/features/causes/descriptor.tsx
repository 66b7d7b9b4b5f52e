import { deeplinks } from '../../../../shared/constants';
import type { Cause } from '../../../../shared/entities/cause';
import { registry, screenPath } from '../../../../shared/registry';
import { CopyText } from '../../components/CopyText';
import { plainText, shorten } from '../../components/plainText';
import { actionsColumn, activeFirst, dataColumn, localName, statusColumn } from '../../components/list/columns';
import type { ListDescriptor } from '../../components/list/types';
import type { ReferenceNames } from '../payable/useReferenceNames';

const { add, edit, duplicate } = registry.causes.screens;
export const causeDuplicatePath = (cause: Cause) => screenPath(duplicate, cause.id);

/**
 * Urgent cases (spec 2.13): default visible ID, Category, Organization, NameAR, Status, Actions;
 * hidden nameEN, the descriptions (as shortened plain text), target and collected amounts, the
 * copyable deeplink (`{scheme}://screen?target=cause_{id}`, spec 9), media URL and order; active first.
 */
export function causesDescriptor(names: ReferenceNames, deeplinkScheme: string): ListDescriptor<'causes'> {
  const deeplinkOf = (cause: Cause) => deeplinks.cause(deeplinkScheme, cause.id);
  return {
    resource: 'causes',
    listKey: 'causes',
    columns: [
      dataColumn('id', 'columns.id', true),
      {
        key: 'category',
        label: 'causes.category',
        defaultVisible: true,
        render: (cause, { language }) => names.activity(cause.actid, language),
        sortValue: (cause, { language }) => names.activity(cause.actid, language),
        csv: { field: 'actid', names: ({ language }) => names.activityNames(language) },
      },
      dataColumn('actid', 'causes.categoryId', false),
      {
        key: 'organization',
        label: 'causes.organization',
        defaultVisible: true,
        render: (cause, { language }) => names.organization(cause.orgid, language),
        sortValue: (cause, { language }) => names.organization(cause.orgid, language),
        csv: { field: 'orgid', names: ({ language }) => names.organizationNames(language) },
      },
      dataColumn('orgid', 'causes.organizationId', false),
      dataColumn('nameAR', 'columns.nameAR', true),
      dataColumn('nameEN', 'columns.nameEN', false),
      dataColumn('infoAR', 'causes.descriptionAR', false, {
        render: (cause) => shorten(plainText(cause.infoAR)),
        sortValue: (cause) => plainText(cause.infoAR),
      }),
      dataColumn('infoEN', 'causes.descriptionEN', false, {
        render: (cause) => shorten(plainText(cause.infoEN)),
        sortValue: (cause) => plainText(cause.infoEN),
      }),
      dataColumn('targetAmount', 'causes.targetAmount', false),
      dataColumn('collectedAmount', 'causes.collectedAmount', false),
      {
        key: 'deeplink',
        label: 'columns.deeplink',
        defaultVisible: false,
        csv: false,
        sortValue: (cause) => cause.id,
        render: (cause, { t, language }) => (
          <CopyText value={deeplinkOf(cause)} label={t('causes.copyDeeplink', { name: localName(cause, language) })} />
        ),
      },
      dataColumn('mediaURL', 'causes.mediaURL', false, { direction: 'ltr' }),
      dataColumn('order', 'columns.order', false),
      statusColumn(),
      actionsColumn(),
    ],
    rowId: (cause) => cause.id,
    rowName: localName,
    emptyText: 'causes.empty',
    bulkDelete: { nothingSelected: 'causes.nothingSelected', deleted: 'causes.bulkDeleted' },
    deleted: 'causes.deleted',
    statusChanged: 'causes.statusChanged',
    add: { label: 'causes.add', path: add },
    editPath: (cause) => screenPath(edit, cause.id),
    // The file name users already know from the list's export.
    csvFileName: 'cases',
    defaultOrder: activeFirst,
  };
}

import type { Activity } from '../../../../shared/entities/activity';
import { deeplinks } from '../../../../shared/constants';
import { registry, screenPath } from '../../../../shared/registry';
import { CopyText } from '../../components/CopyText';
import { actionsColumn, dataColumn, localName, statusColumn } from '../../components/list/columns';
import type { ListDescriptor } from '../../components/list/types';

/** Activities (spec 2.5): default visible nameAR, Status, Actions. */
export function activitiesDescriptor(deeplinkScheme: string): ListDescriptor<'activities'> {
  const deeplinkOf = (activity: Activity) => deeplinks.activity(deeplinkScheme, activity.intID);
  return {
    resource: 'activities',
    listKey: 'activities',
    columns: [
      dataColumn('id', 'columns.id', false),
      dataColumn('intID', 'columns.intID', false),
      dataColumn('nameAR', 'columns.nameAR', true),
      dataColumn('nameEN', 'columns.nameEN', false),
      dataColumn('infoAR', 'columns.infoAR', false),
      dataColumn('infoEN', 'columns.infoEN', false),
      dataColumn('order', 'columns.order', false),
      dataColumn('countryid', 'columns.countryid', false),
      {
        key: 'deeplink',
        label: 'columns.deeplink',
        defaultVisible: false,
        csv: false,
        sortValue: (activity) => activity.intID,
        // The copy button copies the activity pattern it shows (not the cause_ pattern of old).
        render: (activity, { t, language }) => (
          <CopyText value={deeplinkOf(activity)} label={t('activities.copyDeeplink', { name: localName(activity, language) })} />
        ),
      },
      statusColumn(),
      actionsColumn(),
    ],
    rowId: (activity) => activity.id,
    rowName: localName,
    emptyText: 'activities.empty',
    bulkDelete: { nothingSelected: 'activities.nothingSelected', deleted: 'activities.bulkDeleted' },
    deleted: 'activities.deleted',
    add: { label: 'activities.add', path: registry.activities.screens.add },
    editPath: (activity) => screenPath(registry.activities.screens.edit, activity.id),
    csvFileName: 'activities',
  };
}

/** The Trash's columns, in the list kit's terms (list/types.ts). */
import type { TrashEntry } from '../../../../shared/entities/history';
import { dataColumn, dateTimeColumn } from '../../components/list/columns';
import type { DataColumn } from '../../components/list/types';
import { resourceLabel } from '../activity/historyResources';
import { recordNameIn } from '../activity/recordName';
import { dependentsText } from './dependentsText';

export const trashColumns: ReadonlyArray<DataColumn<TrashEntry>> = [
  dataColumn('recordName', 'trash.name', true, { render: (entry, { language }) => recordNameIn(entry.recordName, language) }),
  dataColumn('resource', 'trash.resource', true, { render: (entry, { t }) => resourceLabel(entry.resource, t) }),
  dataColumn('deletedByName', 'trash.deletedBy', true),
  dateTimeColumn('deletedAt', 'trash.deletedAt', true),
  dateTimeColumn('purgeAt', 'trash.purgeAt', true),
  dataColumn('dependents', 'trash.dependents', true, { render: (entry, { t, language }) => dependentsText(entry.dependents, t, language) }),
];

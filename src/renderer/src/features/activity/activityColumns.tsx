/**
 * The Activity screen's columns, in the list kit's terms (list/types.ts), and what its CSV holds:
 * when, who, what was done to which kind of record, the record (a link to it), the fields changed
 * and the client. A column of words for a value (an action, a kind of record, a client) writes
 * those words in the file too; main writes the changes as 'field: before → after'.
 */
import { HISTORY_ACTIONS, HISTORY_CLIENTS, type HistoryEntry } from '../../../../shared/entities/history';
import type { CsvColumn } from '../../../../shared/ipc';
import { dataColumn, dateTimeColumn } from '../../components/list/columns';
import { listCsvColumns } from '../../components/list/csvColumns';
import type { CellContext, DataColumn } from '../../components/list/types';
import { localeOf } from '../../i18n';
import { changedFieldsText } from './changedFields';
import { HISTORY_RESOURCES, recordEditPath, resourceLabel } from './historyResources';
import { RecordLink } from './RecordLink';
import { recordNameIn } from './recordName';

/** A Unicode left-to-right isolate: a version number keeps its order inside Arabic text. */
const leftToRight = (text: string) => `\u2066${text}\u2069`;

/** Names by value for a column's CSV, from the words it shows. */
const namesOf = <V extends string>(values: readonly V[], name: (value: V) => string) => Object.fromEntries(values.map((value) => [value, name(value)]));

const clientText = (entry: HistoryEntry, { t }: CellContext) => {
  const client = t(`activity.clients.${entry.client}`);
  return entry.clientVersion ? t('activity.clientVersion', { client, version: leftToRight(entry.clientVersion) }) : client;
};

export const activityColumns: ReadonlyArray<DataColumn<HistoryEntry>> = [
  dateTimeColumn('at', 'activity.when', true),
  dataColumn('adminName', 'activity.admin', true),
  dataColumn('action', 'activity.action', true, {
    render: (entry, { t }) => t(`history.actions.${entry.action}`),
    csv: { field: 'action', names: ({ t }) => namesOf(HISTORY_ACTIONS, (action) => t(`history.actions.${action}`)) },
  }),
  dataColumn('resource', 'activity.resource', true, {
    render: (entry, { t }) => resourceLabel(entry.resource, t),
    csv: { field: 'resource', names: ({ t }) => namesOf(HISTORY_RESOURCES, (resource) => resourceLabel(resource, t)) },
  }),
  dataColumn('recordName', 'activity.record', true, {
    render: (entry, { language }) => <RecordLink name={recordNameIn(entry.recordName, language)} path={recordEditPath(entry)} />,
  }),
  dataColumn('changes', 'activity.changes', true, {
    render: (entry, { t, language }) => changedFieldsText(entry.resource, entry.changes, t, localeOf(language)),
  }),
  dataColumn('client', 'activity.client', true, {
    render: clientText,
    csv: { field: 'client', names: ({ t }) => namesOf(HISTORY_CLIENTS, (client) => t(`activity.clients.${client}`)) },
  }),
];

/** The file's columns: the table's, then the record's id (the table links to the record instead). */
export function activityCsvColumns(context: CellContext): CsvColumn[] {
  return [...listCsvColumns(activityColumns, context), { key: 'recordId', label: context.t('activity.recordId') }];
}

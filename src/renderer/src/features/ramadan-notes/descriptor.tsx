import { registry, screenPath } from '../../../../shared/registry';
import { actionsColumn, dataColumn, dateTimeColumn } from '../../components/list/columns';
import type { ListDescriptor } from '../../components/list/types';

/**
 * Ramadan notes (spec 2.14): objectId, content, createdAt, updatedAt, daynum, name and Actions;
 * content and Actions show by default. A row is named by its content, so the row delete asks
 * the spec's 'Are you sure you want to delete {content} from Ramadan Notes?'. The content is
 * plain text typed by a user: the kit shows it as text (React escapes it), so `<b>x</b>` reads
 * as those characters and never becomes markup.
 */
export function ramadanNotesDescriptor(): ListDescriptor<'ramadanNotes'> {
  return {
    resource: 'ramadanNotes',
    listKey: 'ramadanNotes',
    columns: [
      dataColumn('objectId', 'ramadanNotes.objectId', false, { direction: 'ltr' }),
      dataColumn('content', 'ramadanNotes.content', true),
      dateTimeColumn('createdAt', 'ramadanNotes.createdAt', false),
      dateTimeColumn('updatedAt', 'ramadanNotes.updatedAt', false),
      dataColumn('daynum', 'ramadanNotes.daynum', false),
      dataColumn('name', 'ramadanNotes.name', false),
      actionsColumn(),
    ],
    rowId: (row) => row.objectId,
    rowName: (row) => row.content,
    emptyText: 'ramadanNotes.empty',
    bulkDelete: { nothingSelected: 'ramadanNotes.nothingSelected', deleted: 'ramadanNotes.bulkDeleted' },
    deleted: 'ramadanNotes.deleted',
    deleteQuestion: 'ramadanNotes.deleteQuestion',
    add: { label: 'ramadanNotes.add', path: registry.ramadanNotes.screens.add },
    editPath: (row) => screenPath(registry.ramadanNotes.screens.edit, row.objectId),
    csvFileName: 'ramadan-notes',
  };
}

import { actionsColumn, dataColumn, dateTimeColumn } from '../../components/list/columns';
import { classListBasics } from '../../components/list/classListBasics';
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
    ...classListBasics('ramadanNotes', 'ramadan-notes'),
    columns: [
      dataColumn('objectId', 'ramadanNotes.objectId', false, { direction: 'ltr' }),
      dataColumn('content', 'ramadanNotes.content', true),
      dateTimeColumn('createdAt', 'ramadanNotes.createdAt', false),
      dateTimeColumn('updatedAt', 'ramadanNotes.updatedAt', false),
      dataColumn('daynum', 'ramadanNotes.daynum', false),
      dataColumn('name', 'ramadanNotes.name', false),
      actionsColumn(),
    ],
    rowName: (row) => row.content,
    deleteQuestion: 'ramadanNotes.deleteQuestion',
  };
}

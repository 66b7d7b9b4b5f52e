import { registry, screenPath } from '../../../../shared/registry';
import { actionsColumn, dataColumn } from '../../components/list/columns';
import { ThumbnailCell } from '../../components/list/ThumbnailCell';
import type { ListDescriptor } from '../../components/list/types';

/** Team members (spec 2.17): Photo, Name, Title, Actions. */
export const teamsDescriptor: ListDescriptor<'teams'> = {
  resource: 'teams',
  listKey: 'teams',
  columns: [
    // The picture on screen; its stored path in the CSV.
    dataColumn('Logo', 'teams.photo', true, {
      direction: 'ltr',
      render: (team, { t }) => <ThumbnailCell path={team.Logo} alt={t('teams.photoOf', { name: team.Name })} />,
    }),
    dataColumn('Name', 'teams.name', true),
    dataColumn('Title', 'teams.title', true),
    actionsColumn(),
  ],
  rowId: (team) => team.objectId,
  rowName: (team) => team.Name,
  emptyText: 'teams.empty',
  bulkDelete: { nothingSelected: 'teams.nothingSelected', deleted: 'teams.bulkDeleted' },
  deleted: 'teams.deleted',
  add: { label: 'teams.add', path: registry.teams.screens.add },
  editPath: (team) => screenPath(registry.teams.screens.edit, team.objectId),
  csvFileName: 'teams',
};

import { actionsColumn, dataColumn } from '../../components/list/columns';
import { ThumbnailCell } from '../../components/list/ThumbnailCell';
import { classListBasics } from '../../components/list/classListBasics';
import type { ListDescriptor } from '../../components/list/types';

/** Team members (spec 2.17): Photo, Name, Title, Actions. */
export const teamsDescriptor: ListDescriptor<'teams'> = {
  ...classListBasics('teams', 'teams'),
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
  rowName: (team) => team.Name,
};

import { PeopleTeam20Regular } from '@fluentui/react-icons';
import { registry } from '../../../../shared/registry';
import { lazyScreen, menuScreen, screen, type ScreenRoute } from '../../screens/screenRoute';

const { list, add, edit } = registry.teams.screens;
// Add and edit share one form.
const TeamFormPage = lazyScreen(() => import('./TeamFormPage'));

export const screens: ScreenRoute[] = [
  menuScreen('teams', list, lazyScreen(() => import('./TeamsPage')), { label: 'nav.teams', icon: PeopleTeam20Regular, group: 'website', order: 10 }),
  screen(add, 'screens.addTeamMember', 'teams', TeamFormPage),
  screen(edit, 'screens.editTeamMember', 'teams', TeamFormPage),
];

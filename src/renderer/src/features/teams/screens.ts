import { PeopleTeam20Regular } from '@fluentui/react-icons';
import { descriptorListScreen } from '../../screens/descriptorListScreen';
import { lazyScreen, resourceScreens } from '../../screens/screenRoute';

export const screens = resourceScreens('teams', {
  list: descriptorListScreen(() => import('./descriptor').then((module) => module.teamsDescriptor)),
  form: lazyScreen(() => import('./TeamFormPage')),
  menu: { icon: PeopleTeam20Regular, group: 'website', order: 10 },
});

import { PersonKey20Regular } from '@fluentui/react-icons';
import { registry } from '../../../../shared/registry';
import { lazyScreen, menuScreen, screen, type ScreenRoute } from '../../screens/screenRoute';

const { list, add, edit } = registry.adminUsers.screens;

export const screens: ScreenRoute[] = [
  menuScreen('adminUsers', list, lazyScreen(() => import('./AdminUsersPage')), { label: 'nav.adminUsers', icon: PersonKey20Regular, group: 'settings', order: 30 }),
  // Adding an admin is a one-time-code exchange, not a form of the record: a screen of its own.
  screen(add, 'screens.addAdmin', 'adminUsers', lazyScreen(() => import('./AddAdminPage'))),
  screen(edit, 'screens.editAdmin', 'adminUsers', lazyScreen(() => import('./EditAdminPage'))),
];

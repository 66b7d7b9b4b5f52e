import { PersonKey20Regular } from '@fluentui/react-icons';
import { descriptorListScreen } from '../../screens/descriptorListScreen';
import { lazyScreen, resourceScreens } from '../../screens/screenRoute';

export const screens = resourceScreens('adminUsers', {
  list: descriptorListScreen(() => import('./descriptor').then((module) => module.adminUsersDescriptor)),
  // Adding an admin is a one-time-code exchange, not a form of the record: a screen of its own.
  add: lazyScreen(() => import('./AddAdminPage')),
  edit: lazyScreen(() => import('./EditAdminPage')),
  menu: { icon: PersonKey20Regular, group: 'settings', order: 30 },
});

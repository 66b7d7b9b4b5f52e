import { lazy } from 'react';
import { registry } from '../../../../shared/registry';
import { menuScreen, screen, type ScreenRoute } from '../../screens/screenRoute';

const { list, add, edit } = registry.adminUsers.screens;

export const screens: ScreenRoute[] = [
  menuScreen('adminUsers', list, lazy(() => import('./AdminUsersPage'))),
  // Adding an admin is a one-time-code exchange, not a form of the record: a screen of its own.
  screen(add, 'screens.addAdmin', 'adminUsers', lazy(() => import('./AddAdminPage'))),
  screen(edit, 'screens.editAdmin', 'adminUsers', lazy(() => import('./EditAdminPage'))),
];

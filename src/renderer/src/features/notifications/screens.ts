import { Alert20Regular } from '@fluentui/react-icons';
import { registry } from '../../../../shared/registry';
import { lazyScreen, menuScreen, screen, type ScreenRoute } from '../../screens/screenRoute';

const { list, add, edit } = registry.notifications.screens;
// Add and edit share one form.
const NotificationFormPage = lazyScreen(() => import('./NotificationFormPage'));

export const screens: ScreenRoute[] = [
  menuScreen('notifications', list, lazyScreen(() => import('./NotificationsPage')), { label: 'nav.notifications', icon: Alert20Regular, group: 'website', order: 20 }),
  screen(add, 'screens.addNotification', 'notifications', NotificationFormPage),
  screen(edit, 'screens.editNotification', 'notifications', NotificationFormPage),
];

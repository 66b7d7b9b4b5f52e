import { Alert20Regular } from '@fluentui/react-icons';
import { descriptorListScreen } from '../../screens/descriptorListScreen';
import { lazyScreen, resourceScreens } from '../../screens/screenRoute';

export const screens = resourceScreens('notifications', {
  list: descriptorListScreen(() => import('./descriptor').then((module) => module.notificationsDescriptor())),
  form: lazyScreen(() => import('./NotificationFormPage')),
  menu: { icon: Alert20Regular, group: 'website', order: 20 },
});

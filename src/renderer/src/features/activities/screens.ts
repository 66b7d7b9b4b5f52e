import { Apps20Regular } from '@fluentui/react-icons';
import { lazyScreen, resourceScreens } from '../../screens/screenRoute';

// The list has a page of its own: its descriptor takes the app's deep-link scheme.
export const screens = resourceScreens('activities', {
  list: lazyScreen(() => import('./ActivitiesPage')),
  form: lazyScreen(() => import('./ActivityFormPage')),
  menu: { icon: Apps20Regular, group: 'settings', order: 20 },
});

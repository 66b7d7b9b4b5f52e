import { News20Regular } from '@fluentui/react-icons';
import { lazyScreen, resourceScreens } from '../../screens/screenRoute';

// The list has a page of its own: its descriptor takes the organizations.
export const screens = resourceScreens('ngoNews', {
  list: lazyScreen(() => import('./NgoNewsPage')),
  form: lazyScreen(() => import('./NgoNewsFormPage')),
  menu: { icon: News20Regular, order: 100 },
});

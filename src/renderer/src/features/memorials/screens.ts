import { PersonHeart20Regular } from '@fluentui/react-icons';
import { lazyScreen, resourceScreens } from '../../screens/screenRoute';

// The list has a page of its own: its descriptor takes the reference names and the deep-link scheme.
export const screens = resourceScreens('memorials', {
  list: lazyScreen(() => import('./MemorialsPage')),
  form: lazyScreen(() => import('./MemorialFormPage')),
  menu: { icon: PersonHeart20Regular, order: 40 },
});

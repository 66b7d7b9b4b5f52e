import { SlideLayout20Regular } from '@fluentui/react-icons';
import { lazyScreen, resourceScreens } from '../../screens/screenRoute';

// The list has a page of its own: narrowed by the top bar's organization, opened on the banner saved.
export const screens = resourceScreens('banners', {
  list: lazyScreen(() => import('./BannersPage')),
  form: lazyScreen(() => import('./BannerFormPage')),
  menu: { icon: SlideLayout20Regular, group: 'appHomePage', order: 20 },
});

import { SlideLayout20Regular } from '@fluentui/react-icons';
import { registry } from '../../../../shared/registry';
import { lazyScreen, menuScreen, screen, type ScreenRoute } from '../../screens/screenRoute';

const { list, add, edit } = registry.banners.screens;
// Add and edit share one form.
const BannerFormPage = lazyScreen(() => import('./BannerFormPage'));

export const screens: ScreenRoute[] = [
  menuScreen('banners', list, lazyScreen(() => import('./BannersPage')), { label: 'nav.banners', icon: SlideLayout20Regular, group: 'appHomePage', order: 20 }),
  screen(add, 'screens.newBanner', 'banners', BannerFormPage),
  screen(edit, 'screens.editBanner', 'banners', BannerFormPage),
];

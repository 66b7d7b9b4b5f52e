import { lazy } from 'react';
import { registry } from '../../../../shared/registry';
import { menuScreen, screen, type ScreenRoute } from '../../screens/screenRoute';

const { list, add, edit } = registry.banners.screens;
// Add and edit share one form.
const BannerFormPage = lazy(() => import('./BannerFormPage'));

export const screens: ScreenRoute[] = [
  menuScreen('banners', list, lazy(() => import('./BannersPage'))),
  screen(add, 'screens.newBanner', 'banners', BannerFormPage),
  screen(edit, 'screens.editBanner', 'banners', BannerFormPage),
];

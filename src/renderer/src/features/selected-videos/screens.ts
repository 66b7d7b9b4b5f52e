import { registry } from '../../../../shared/registry';
import { lazyScreen, menuScreen, screen, type ScreenRoute } from '../../screens/screenRoute';

const { list, add, edit } = registry.selectedVideos.screens;
// Add and edit share one form.
const SelectedVideoFormPage = lazyScreen(() => import('./SelectedVideoFormPage'));

export const screens: ScreenRoute[] = [
  menuScreen('selectedVideos', list, lazyScreen(() => import('./SelectedVideosPage'))),
  screen(add, 'screens.addVideo', 'selectedVideos', SelectedVideoFormPage),
  screen(edit, 'screens.editVideo', 'selectedVideos', SelectedVideoFormPage),
];

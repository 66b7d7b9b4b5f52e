import { Video20Regular } from '@fluentui/react-icons';
import { descriptorListScreen } from '../../screens/descriptorListScreen';
import { lazyScreen, resourceScreens } from '../../screens/screenRoute';

export const screens = resourceScreens('selectedVideos', {
  list: descriptorListScreen(() => import('./descriptor').then((module) => module.selectedVideosDescriptor())),
  form: lazyScreen(() => import('./SelectedVideoFormPage')),
  menu: { icon: Video20Regular, group: 'appHomePage', order: 30 },
});

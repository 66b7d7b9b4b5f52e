import { BinRecycle20Regular } from '@fluentui/react-icons';
import { lazyScreen, menuScreen, type ScreenRoute } from '../../screens/screenRoute';

/** Where the Trash is: the records a delete moved away, until restored or deleted for good (issue 23). */
export const TRASH_PATH = '/trash';

/** The Trash, in the Settings group after the Activity screen. */
export const screens: ScreenRoute[] = [
  menuScreen('trash', TRASH_PATH, lazyScreen(() => import('./TrashPage')), { label: 'trash.menu', icon: BinRecycle20Regular, group: 'settings', order: 60 }),
];

import { History20Regular } from '@fluentui/react-icons';
import { lazyScreen, menuScreen, type ScreenRoute } from '../../screens/screenRoute';

/** Where the Activity screen is: the record history of every admin (issue 23). */
export const ACTIVITY_PATH = '/activity';

/** Every admin's changes, in the Settings group after the app's settings. */
export const screens: ScreenRoute[] = [
  menuScreen('activity', ACTIVITY_PATH, lazyScreen(() => import('./ActivityPage')), { label: 'activity.menu', icon: History20Regular, group: 'settings', order: 50 }),
];

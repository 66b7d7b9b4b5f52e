import { Settings20Regular } from '@fluentui/react-icons';
import { lazyScreen, menuScreen, type ScreenRoute } from '../../screens/screenRoute';
import { SETTINGS_PATH } from './settingsAddress';

export const screens: ScreenRoute[] = [menuScreen('appSettings', SETTINGS_PATH, lazyScreen(() => import('./SettingsPage')), { label: 'nav.appSettings', icon: Settings20Regular, group: 'settings', order: 40 })];

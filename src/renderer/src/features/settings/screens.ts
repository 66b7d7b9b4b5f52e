import { lazyScreen, menuScreen, type ScreenRoute } from '../../screens/screenRoute';

/** The app's own settings (which platform server, which addresses); also opened from the login screen. */
export const SETTINGS_PATH = '/settings';

export const screens: ScreenRoute[] = [menuScreen('appSettings', SETTINGS_PATH, lazyScreen(() => import('./SettingsPage')))];

import { lazy } from 'react';
import { registry } from '../../../../shared/registry';
import { menuScreen, type ScreenRoute } from '../../screens/screenRoute';

// Keywords are added and edited in place, on the list screen.
export const screens: ScreenRoute[] = [menuScreen('keywords', registry.keywords.screens.list, lazy(() => import('./KeywordsPage')))];

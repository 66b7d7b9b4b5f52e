import { lazyScreen, menuScreen, type ScreenRoute } from '../../screens/screenRoute';

/** The campaign pages form (spec 2.9): the /jalillah menu entry. */
export const screens: ScreenRoute[] = [menuScreen('campaignPages', '/jalillah', lazyScreen(() => import('./CampaignPagesPage')))];

import { Megaphone20Regular } from '@fluentui/react-icons';
import { lazyScreen, menuScreen, type ScreenRoute } from '../../screens/screenRoute';

/** The campaign pages form (spec 2.9): the /jalillah menu entry; the landing pages' add button goes there too. */
export const CAMPAIGN_FORM_PATH = '/jalillah';
export const screens: ScreenRoute[] = [menuScreen('campaignPages', CAMPAIGN_FORM_PATH, lazyScreen(() => import('./CampaignPagesPage')), { label: 'nav.campaignPages', icon: Megaphone20Regular, order: 130 })];

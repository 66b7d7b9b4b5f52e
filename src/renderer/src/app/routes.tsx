/**
 * The route and menu tables (spec 2.2, 2.3), declared once: the router is built from
 * `screens` and `redirects`, the side menu from `menu`, and a menu entry takes its path and
 * label from the screen it opens.
 *
 * Adding a screen of a later issue: give its route a `Screen` (a React.lazy import, so the
 * screen's code loads only when it opens). Until then a route shows the plain
 * 'Not available yet' page with its title.
 */
import { lazy, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import {
  Alert20Regular,
  Apps20Regular,
  Board20Regular,
  Briefcase20Regular,
  Building20Regular,
  ChatMultiple20Regular,
  DataBarVertical20Regular,
  HeartPulse20Regular,
  Megaphone20Regular,
  Money20Regular,
  News20Regular,
  PeopleStar20Regular,
  PeopleTeam20Regular,
  PersonHeart20Regular,
  PersonKey20Regular,
  SlideLayout20Regular,
  Tag20Regular,
  Video20Regular,
  WeatherMoon20Regular,
} from '@fluentui/react-icons';
import type { AppConfig } from '../../../shared/ipc';
import type { TranslationKey } from '../i18n';

/** Menu entries that a screen can highlight. */
export type MenuKey =
  | 'overview'
  | 'projects'
  | 'urgentCases'
  | 'memorialPersons'
  | 'ambassadors'
  | 'banners'
  | 'selectedVideos'
  | 'ramadanNotes'
  | 'shortCodes'
  | 'reports'
  | 'keywords'
  | 'teams'
  | 'notifications'
  | 'organizationNews'
  | 'organizations'
  | 'activities'
  | 'adminUsers'
  | 'campaignPages';

export type ScreenTitle = TranslationKey | ((search: URLSearchParams) => TranslationKey);

export interface ScreenRoute<T extends ScreenTitle = ScreenTitle> {
  path: string;
  /** Page title; a function when the query chooses the mode (?edit=true, ?duplicate=true). */
  title: T;
  /** The menu entry highlighted while this screen shows (none for 'not found'). */
  menu?: MenuKey;
  /** The screen, loaded when its route opens. Absent: 'Not available yet'. */
  Screen?: LazyExoticComponent<ComponentType>;
}

function screen<T extends ScreenTitle>(path: string, title: T, menu?: MenuKey, Screen?: ScreenRoute['Screen']): ScreenRoute<T> {
  return { path, title, menu, Screen };
}

/** Create, edit (?edit=true) and duplicate (?duplicate=true) share one route (spec 2.3). */
function formMode(create: TranslationKey, edit: TranslationKey, duplicate: TranslationKey): (search: URLSearchParams) => TranslationKey {
  return (search) => (search.get('edit') === 'true' ? edit : search.get('duplicate') === 'true' ? duplicate : create);
}

interface MenuScreen extends ScreenRoute<TranslationKey> {
  menu: MenuKey;
}

/** A screen that a menu entry opens; its title is the entry's label (nav.<key>). */
function menuScreen(menu: MenuKey, path: string, Screen?: ScreenRoute['Screen']): MenuScreen {
  return { path, title: `nav.${menu}`, menu, Screen };
}

// Add and edit share one lazily loaded form per resource.
const activityForm = lazy(() => import('../features/activities/ActivityFormPage'));
const shortCodeForm = lazy(() => import('../features/short-codes/ShortCodeFormPage'));
const bannerForm = lazy(() => import('../features/banners/BannerFormPage'));
const organizationForm = lazy(() => import('../features/organizations/OrganizationFormPage'));

const entry = {
  overview: menuScreen('overview', '/'),
  projects: menuScreen('projects', '/projects/list', lazy(() => import('../features/projects/ProjectsPage'))),
  urgentCases: menuScreen('urgentCases', '/urgent/list', lazy(() => import('../features/urgent-cases/UrgentCasesPage'))),
  memorialPersons: menuScreen('memorialPersons', '/inMemory'),
  ambassadors: menuScreen('ambassadors', '/brandEmbassadors'),
  banners: menuScreen('banners', '/banners/list', lazy(() => import('../features/banners/BannersPage'))),
  selectedVideos: menuScreen('selectedVideos', '/selectedVideos'),
  ramadanNotes: menuScreen('ramadanNotes', '/ramadanNotes'),
  shortCodes: menuScreen('shortCodes', '/shortCodes', lazy(() => import('../features/short-codes/ShortCodesPage'))),
  reports: menuScreen('reports', '/reports'),
  keywords: menuScreen('keywords', '/keywords', lazy(() => import('../features/keywords/KeywordsPage'))),
  teams: menuScreen('teams', '/teams'),
  notifications: menuScreen('notifications', '/notification'),
  organizationNews: menuScreen('organizationNews', '/ngo'),
  organizations: menuScreen('organizations', '/organizations', lazy(() => import('../features/organizations/OrganizationsPage'))),
  activities: menuScreen('activities', '/activities', lazy(() => import('../features/activities/ActivitiesPage'))),
  adminUsers: menuScreen('adminUsers', '/adminusers', lazy(() => import('../features/admin-users/AdminUsersPage'))),
  campaignPages: menuScreen('campaignPages', '/jalillah'),
} satisfies Record<MenuKey, MenuScreen>;

/** Every route of spec 2.3 (list, add, edit), /, /jalillah. */
export const screens: ScreenRoute[] = [
  entry.overview,
  entry.projects,
  screen('/projects/new', formMode('screens.newProject', 'screens.editProject', 'screens.duplicateProject'), 'projects', lazy(() => import('../features/project-form/ProjectFormPage'))),
  screen('/projects/extended-forms', 'screens.projectExtendedForms', 'projects'),
  entry.urgentCases,
  screen('/urgent/new', formMode('screens.newCase', 'screens.editCase', 'screens.duplicateCase'), 'urgentCases', lazy(() => import('../features/project-form/CaseFormPage'))),
  screen('/urgent/extended-forms', 'screens.caseExtendedForms', 'urgentCases'),
  entry.memorialPersons,
  screen('/addInMemory', 'screens.addMemorialPerson', 'memorialPersons'),
  screen('/editInMemory/:objectId', 'screens.editMemorialPerson', 'memorialPersons'),
  entry.ambassadors,
  screen('/addNewEmbassador', 'screens.addAmbassador', 'ambassadors'),
  screen('/editEmbassador/:id', 'screens.editAmbassador', 'ambassadors'),
  entry.banners,
  screen('/newBanner', 'screens.newBanner', 'banners', bannerForm),
  screen('/editBanner/:id', 'screens.editBanner', 'banners', bannerForm),
  entry.selectedVideos,
  screen('/addNewVideo', 'screens.addVideo', 'selectedVideos'),
  screen('/editSelectedVideo/:id', 'screens.editVideo', 'selectedVideos'),
  entry.ramadanNotes,
  screen('/addNewRamadanNote', 'screens.addRamadanNote', 'ramadanNotes'),
  screen('/editRamadanNote/:id', 'screens.editRamadanNote', 'ramadanNotes'),
  entry.shortCodes,
  screen('/addNewShortCode', 'screens.addShortCode', 'shortCodes', shortCodeForm),
  screen('/editshortCode/:id', 'screens.editShortCode', 'shortCodes', shortCodeForm),
  entry.reports,
  entry.keywords,
  entry.teams,
  screen('/addTeam', 'screens.addTeamMember', 'teams'),
  screen('/editTeam/:id', 'screens.editTeamMember', 'teams'),
  entry.notifications,
  screen('/addNotification', 'screens.addNotification', 'notifications'),
  screen('/editNotification/:id', 'screens.editNotification', 'notifications'),
  entry.organizationNews,
  screen('/addNewNGONews', 'screens.addNgoNews', 'organizationNews'),
  screen('/editNGONews/:id', 'screens.editNgoNews', 'organizationNews'),
  entry.organizations,
  screen('/addNewOrganization', 'screens.addOrganization', 'organizations', organizationForm),
  screen('/editOrganization/:id', 'screens.editOrganization', 'organizations', organizationForm),
  entry.activities,
  screen('/addNewActivity', 'screens.addActivity', 'activities', activityForm),
  screen('/editActivity/:id', 'screens.editActivity', 'activities', activityForm),
  entry.adminUsers,
  screen('/addAdmin', 'screens.addAdmin', 'adminUsers', lazy(() => import('../features/admin-users/AddAdminPage'))),
  screen('/editAdmin/:id', 'screens.editAdmin', 'adminUsers', lazy(() => import('../features/admin-users/EditAdminPage'))),
  entry.campaignPages,
];

/** Section roots that open their list (spec 2.3: /projects, /urgent, /banners). */
export const redirects: ReadonlyArray<{ from: string; to: string }> = [
  { from: '/projects', to: entry.projects.path },
  { from: '/urgent', to: entry.urgentCases.path },
  { from: '/banners', to: entry.banners.path },
];

/** Any other address. */
export const notFoundScreen: ScreenRoute = screen(
  '*',
  'pages.notFoundTitle',
  undefined,
  lazy(() => import('../features/placeholder/NotFoundPage')),
);

/** The page shown for a screen that is not built yet. */
export const NotAvailablePage = lazy(() => import('../features/placeholder/NotAvailablePage'));

export interface MenuLink {
  kind: 'link';
  key: MenuKey;
  label: TranslationKey;
  path: string;
  icon: ReactElement;
}
export interface MenuGroup {
  kind: 'group';
  key: string;
  label: TranslationKey;
  items: MenuLink[];
}
export interface MenuExternalLink {
  kind: 'external';
  key: string;
  label: TranslationKey;
  icon: ReactElement;
  /** The address comes from the app configuration. */
  urlFrom: keyof Pick<AppConfig, 'liveIncomeUrl'>;
}
export type MenuNode = MenuLink | MenuGroup | MenuExternalLink;

function link(target: MenuScreen, icon: ReactElement): MenuLink {
  return { kind: 'link', key: target.menu, label: target.title, path: target.path, icon };
}

/** The side menu: Overview, then the entries of spec 2.2 in its order, then the campaign page. */
export const menu: MenuNode[] = [
  link(entry.overview, <Board20Regular />),
  link(entry.projects, <Briefcase20Regular />),
  link(entry.urgentCases, <HeartPulse20Regular />),
  link(entry.memorialPersons, <PersonHeart20Regular />),
  {
    kind: 'group',
    key: 'appHomePage',
    label: 'nav.appHomePage',
    items: [
      link(entry.ambassadors, <PeopleStar20Regular />),
      link(entry.banners, <SlideLayout20Regular />),
      link(entry.selectedVideos, <Video20Regular />),
    ],
  },
  link(entry.ramadanNotes, <WeatherMoon20Regular />),
  link(entry.shortCodes, <ChatMultiple20Regular />),
  {
    kind: 'group',
    key: 'analytics',
    label: 'nav.analytics',
    items: [link(entry.reports, <DataBarVertical20Regular />), link(entry.keywords, <Tag20Regular />)],
  },
  {
    kind: 'group',
    key: 'website',
    label: 'nav.website',
    items: [link(entry.teams, <PeopleTeam20Regular />), link(entry.notifications, <Alert20Regular />)],
  },
  link(entry.organizationNews, <News20Regular />),
  {
    kind: 'group',
    key: 'settings',
    label: 'nav.settings',
    items: [
      link(entry.organizations, <Building20Regular />),
      link(entry.activities, <Apps20Regular />),
      link(entry.adminUsers, <PersonKey20Regular />),
    ],
  },
  { kind: 'external', key: 'liveIncome', label: 'nav.liveIncome', icon: <Money20Regular />, urlFrom: 'liveIncomeUrl' },
  link(entry.campaignPages, <Megaphone20Regular />),
];

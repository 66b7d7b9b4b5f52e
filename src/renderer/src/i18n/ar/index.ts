/**
 * Arabic (Modern Standard Arabic) texts: the same keys as English, checked by the type system
 * (each section is typed by its English one).
 */
import type { Dictionary } from '../en';
import { activities } from './activities';
import { adminUsers } from './adminUsers';
import { ambassadors } from './ambassadors';
import { banners } from './banners';
import { campaignPages } from './campaignPages';
import { causes } from './causes';
import { columns, common, form, image, list, richText, selectOrganization } from './common';
import { keywords } from './keywords';
import { landingPages } from './landingPages';
import { login } from './login';
import { memorials } from './memorials';
import { errors } from './errors';
import { usedBy, validation } from './messages';
import { ngoNews } from './ngoNews';
import { notifications } from './notifications';
import { organizations } from './organizations';
import { overview } from './overview';
import { projectForm } from './projectForm';
import { projects } from './projects';
import { publishing } from './publishing';
import { ramadanNotes } from './ramadanNotes';
import { reports } from './reports';
import { screens } from './screens';
import { selectedVideos } from './selectedVideos';
import { app, language, nav, pages, shell } from './shell';
import { settings } from './settings';
import { shortCodes } from './shortCodes';
import { teams } from './teams';

export const ar: Dictionary = {
  app,
  language,
  login,
  validation,
  errors,
  usedBy,
  shell,
  nav,
  common,
  list,
  form,
  columns,
  activities,
  banners,
  organizations,
  shortCodes,
  keywords,
  landingPages,
  adminUsers,
  projects,
  causes,
  ambassadors,
  memorials,
  ngoNews,
  notifications,
  ramadanNotes,
  selectedVideos,
  teams,
  overview,
  reports,
  campaignPages,
  selectOrganization,
  richText,
  projectForm,
  screens,
  image,
  pages,
  publishing,
  settings,
};

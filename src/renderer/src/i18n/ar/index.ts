/**
 * Arabic (Modern Standard Arabic) texts: the same keys as English, checked by the type system
 * (each section is typed by its English one).
 */
import type { Dictionary } from '../en';
import { activities } from './activities';
import { adminUsers } from './adminUsers';
import { banners } from './banners';
import { causes } from './causes';
import { columns, common, form, image, list, richText, selectOrganization } from './common';
import { keywords } from './keywords';
import { login } from './login';
import { errors, usedBy, validation } from './messages';
import { organizations } from './organizations';
import { projectForm } from './projectForm';
import { projects } from './projects';
import { screens } from './screens';
import { app, language, nav, pages, shell } from './shell';
import { shortCodes } from './shortCodes';

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
  adminUsers,
  projects,
  causes,
  selectOrganization,
  richText,
  projectForm,
  screens,
  image,
  pages,
};

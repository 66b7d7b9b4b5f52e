/// <reference types="vite/client" />
/**
 * Arabic (Modern Standard Arabic) texts: the same keys as English, checked by the type system
 * (each section is typed by its English one) and, for the presence of each section file, by
 * tests/unit/dictionaries.test.ts. Section files are found by themselves as in ../en/index.ts.
 */
import type { Dictionary } from '../en';
import { sectionFilesBeside, sectionsOf } from '../sectionFiles';
import { columns, common, form, image, list, richText, selectOrganization } from './common';
import { usedBy, validation } from './messages';
import { app, language, nav, pages, shell } from './shell';

// Every file but those of ../sectionFiles.ts's NOT_SECTION_FILES (a glob takes literals only).
// Vite (the app's build, vitest) replaces import.meta.env and the glob; tsx (scripts) has neither.
const sectionFiles = import.meta.env
  ? import.meta.glob<Record<string, unknown>>(
      ['./*.ts', '!./index.ts', '!./loginSections.ts', '!./signInValidation.ts', '!./common.ts', '!./messages.ts', '!./shell.ts'],
      { eager: true },
    )
  : sectionFilesBeside(import.meta.url);

export const ar: Dictionary = {
  app,
  language,
  validation,
  usedBy,
  shell,
  nav,
  common,
  list,
  form,
  columns,
  selectOrganization,
  richText,
  image,
  pages,
  ...sectionsOf(sectionFiles),
};

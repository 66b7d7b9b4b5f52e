/// <reference types="vite/client" />
/**
 * English texts, one file per part of the app (a feature's texts in a file named by its section).
 * The spec's own strings are used where it gives them (misspellings corrected).
 * Arabic (../ar) is typed by `Dictionary`, section by section, so a key missing from (or extra in)
 * an Arabic section is a type error. `{{wait}}` is a duration already formatted for the language
 * ("30 seconds", "٣٠ ثانية").
 *
 * A file that holds one section, named as the file (`selectedVideos.ts`), is found by itself
 * (../sectionFiles.ts); the files that hold several are composed here.
 */
import { sectionFilesBeside, sectionsOf, type SectionFiles } from '../sectionFiles';
import { columns, common, form, image, list, richText, selectOrganization } from './common';
import { usedBy, validation } from './messages';
import { app, language, nav, pages, shell } from './shell';

const composed = { app, language, validation, usedBy, shell, nav, common, list, form, columns, selectOrganization, richText, image, pages };

export type Dictionary = typeof composed & SectionFiles;

// Every file but those of ../sectionFiles.ts's NOT_SECTION_FILES (a glob takes literals only).
// Vite (the app's build, vitest) replaces import.meta.env and the glob; tsx (scripts) has neither.
const sectionFiles = import.meta.env
  ? import.meta.glob<Record<string, unknown>>(
      ['./*.ts', '!./index.ts', '!./loginSections.ts', '!./signInValidation.ts', '!./common.ts', '!./messages.ts', '!./shell.ts'],
      { eager: true },
    )
  : sectionFilesBeside(import.meta.url);

export const en: Dictionary = { ...composed, ...sectionsOf(sectionFiles) };

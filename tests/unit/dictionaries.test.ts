/**
 * The two dictionaries have the same sections and keys. Each Arabic section is typed by its
 * English one, but the sections held in files of their own are found by each language's index
 * at run time (src/renderer/src/i18n/sectionFiles.ts), so a section file missing from one
 * language, or misnamed, would not be a type error: it is one here.
 */
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ar } from '../../src/renderer/src/i18n/ar';
import { en } from '../../src/renderer/src/i18n/en';
import { NOT_SECTION_FILES } from '../../src/renderer/src/i18n/sectionFiles';

const i18nFolder = resolve(__dirname, '../../src/renderer/src/i18n');

/** Every dotted path of a dictionary that holds a text. */
function keyPaths(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => keyPaths(value, prefix ? `${prefix}.${key}` : key));
}

const sectionFiles = (language: 'en' | 'ar') =>
  readdirSync(resolve(i18nFolder, language))
    .filter((name) => name.endsWith('.ts') && !NOT_SECTION_FILES.includes(name))
    .map((name) => name.replace(/\.ts$/, ''))
    .sort();

describe('the dictionaries', () => {
  it('have the same section files in both languages, each a section of the dictionary', () => {
    expect(sectionFiles('ar')).toEqual(sectionFiles('en'));
    for (const section of sectionFiles('en')) {
      expect(Object.keys(en), section).toContain(section);
      expect(Object.keys(ar), section).toContain(section);
    }
  });

  it('have the same keys in both languages, each with a text', () => {
    expect(keyPaths(ar).sort()).toEqual(keyPaths(en).sort());
    for (const dictionary of [en, ar]) {
      for (const path of keyPaths(dictionary)) {
        const text = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], dictionary);
        expect(typeof text === 'string' && text.trim() !== '', path).toBe(true);
      }
    }
  });
});

/**
 * A delete refused because other records still use the record (409 with `usedBy`, counted per
 * resource by the server from the tables' foreign keys, services/resources/usage.ts) reaches the
 * user in their language with each kind named: every resource whose table refers to another's
 * has its own words in both dictionaries (and src/renderer/src/i18n/errors.ts does not compile
 * unless it names every kind the dictionaries have words for).
 */
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { resourceTables } from '../../src/server/db/schema/resource-tables';
import { ar } from '../../src/renderer/src/i18n/ar';
import { en } from '../../src/renderer/src/i18n/en';

/** Resources whose table holds a foreign key to another resource's table: what `usedBy` can name. */
const tables = Object.values(resourceTables) as PgTable[];
const referringResources = Object.entries(resourceTables)
  .filter(([, table]) => getTableConfig(table).foreignKeys.some((key) => tables.includes(key.reference().foreignTable)))
  .map(([resource]) => resource);

function translator(language: 'en' | 'ar'): TFunction {
  const instance = i18next.createInstance();
  void instance.init({
    resources: { [language]: { translation: language === 'en' ? en : ar } },
    lng: language,
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  return instance.t;
}

describe('usedBy texts', () => {
  it('finds the references of the content store among what a delete can be refused for', () => {
    expect(referringResources).toEqual(expect.arrayContaining(['shortCodes', 'keywords', 'memorials', 'ngoNews']));
  });

  it.each(['en', 'ar'] as const)('has the words of every referring resource in %s, each plural form', (language) => {
    const dictionary = language === 'en' ? en : ar;
    const t = translator(language);
    for (const resource of referringResources) {
      expect(Object.keys(dictionary.usedBy)).toEqual(
        expect.arrayContaining(['zero', 'one', 'two', 'few', 'many', 'other'].map((form) => `${resource}_${form}`)),
      );
      for (const count of [1, 2, 3, 11, 100]) {
        const text = t(`usedBy.${resource}`, { count, number: String(count) });
        expect(text, `${resource} ${count}`).not.toContain('usedBy');
        expect(text, `${resource} ${count}`).not.toContain('{{');
      }
    }
  });

  it('counts memorial persons and NGO news items in both languages', () => {
    const words = (language: 'en' | 'ar', kind: string, count: number) => translator(language)(`usedBy.${kind}`, { count, number: String(count) });
    expect([1, 2].map((count) => words('en', 'memorials', count))).toEqual(['1 memorial person', '2 memorial persons']);
    expect([1, 2].map((count) => words('en', 'ngoNews', count))).toEqual(['1 NGO news item', '2 NGO news items']);
    expect([1, 2, 3, 12, 100].map((count) => words('ar', 'memorials', count))).toEqual([
      'حالة إحياء ذكرى واحدة',
      'حالتي إحياء ذكرى',
      '3 حالات إحياء ذكرى',
      '12 حالة إحياء ذكرى',
      '100 حالة إحياء ذكرى',
    ]);
    expect([1, 2, 3, 12].map((count) => words('ar', 'ngoNews', count))).toEqual(['خبر مؤسسة واحد', 'خبري مؤسسات', '3 أخبار مؤسسات', '12 خبرًا للمؤسسات']);
  });
});

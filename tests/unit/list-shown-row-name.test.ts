/**
 * Row controls are named by the name the row shows (src/renderer/src/components/list/shownRowName.ts):
 * an English page whose list shows only the Arabic name names its buttons by the Arabic name.
 */
import { describe, expect, it } from 'vitest';
import { dataColumn, localName } from '../../src/renderer/src/components/list/columns';
import { shownRowName } from '../../src/renderer/src/components/list/shownRowName';
import type { CellContext, ListColumn } from '../../src/renderer/src/components/list/types';

interface Named {
  nameAR: string;
  nameEN: string;
  slug: string;
}
const well: Named = { nameAR: 'بئر ماء', nameEN: 'Water well', slug: 'water-well' };
const arabicName = dataColumn<Named>('nameAR', 'columns.nameAR', true);
const englishName = dataColumn<Named>('nameEN', 'columns.nameEN', true);
const slug = dataColumn<Named>('slug', 'columns.deeplink', true);
const context = (language: 'ar' | 'en'): CellContext => ({ language, t: ((key: string) => key) as unknown as CellContext['t'] });
const nameWith = (columns: ReadonlyArray<ListColumn<Named>>, language: 'ar' | 'en', nameIn: (row: Named, language: 'ar' | 'en') => string = localName) => shownRowName(well, columns, context(language), nameIn);

describe('the name of a row as its controls say it', () => {
  it("is the page language's name when the row shows it", () => {
    expect(nameWith([arabicName, englishName], 'en')).toBe('Water well');
    expect(nameWith([arabicName, englishName], 'ar')).toBe('بئر ماء');
  });

  it("is the other language's name when only that one shows", () => {
    expect(nameWith([arabicName], 'en')).toBe('بئر ماء');
    expect(nameWith([englishName, slug], 'ar')).toBe('Water well');
  });

  it("is the page language's name when the row shows neither (a name made of several values)", () => {
    expect(nameWith([slug], 'en')).toBe('Water well');
    const pageName = (row: Named, language: 'ar' | 'en') => `${localName(row, language)} (${row.slug})`;
    expect(nameWith([arabicName, slug], 'en', pageName)).toBe('Water well (water-well)');
  });
});

import { describe, expect, it } from 'vitest';
import { normalizeSearchText, SEARCH_FOLD, searchTermOf } from '../../src/shared/search-text';

describe('search normalization (renderer and server alike)', () => {
  it('folds the alef forms, taa marbuta and alef maqsura, and drops tashkeel and tatweel', () => {
    expect(normalizeSearchText('إسلام أحمد آمنة ٱلله')).toBe('اسلام احمد امنه الله');
    expect(normalizeSearchText('مَدْرَسَةٌ')).toBe('مدرسه');
    expect(normalizeSearchText('مستشفى')).toBe('مستشفي');
    expect(normalizeSearchText('جـــمـيـل')).toBe('جميل');
  });

  it('compares Latin letters without case and leaves ASCII digits and other text alone', () => {
    expect(normalizeSearchText('Alpha SCHOOL 42')).toBe('alpha school 42');
    expect(normalizeSearchText('100%_off')).toBe('100%_off');
  });

  it('reads Arabic-Indic and Persian digits as the ASCII ones', () => {
    expect(normalizeSearchText('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(normalizeSearchText('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(normalizeSearchText('حملة الشتاء ٢٠٢٥')).toBe(normalizeSearchText('حملة الشتاء 2025'));
    expect(searchTermOf('رمضان۱۴۴۷')).toBe('رمضان1447');
  });

  it('is the mapping SQL translate() gets: each letter to one, the marks beyond it removed', () => {
    expect(SEARCH_FOLD.to.length).toBeLessThan(SEARCH_FOLD.from.length);
    const translate = (text: string) =>
      [...text].map((char) => {
        const at = SEARCH_FOLD.from.indexOf(char);
        return at === -1 ? char : (SEARCH_FOLD.to[at] ?? '');
      }).join('');
    for (const text of ['إسلام', 'مَدْرَسَةٌ الأمل', 'Keyword ى ـ', 'رمضان ٢٠٢٥ ۱۴۴۷']) expect(translate(text)).toBe(normalizeSearchText(text));
  });

  it('trims and collapses the spaces of a typed term', () => {
    expect(searchTermOf('  مدرسة   النور ')).toBe('مدرسه النور');
    expect(searchTermOf('   ')).toBe('');
  });
});

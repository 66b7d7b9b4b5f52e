/**
 * What the palette finds as the admin types (paletteFilter.ts, the renderer's side) and the term
 * the server's record search looks for (entities/record-search.ts): Arabic typed without hamza,
 * with haa for taa marbuta, yaa for alef maqsura, without tashkeel or tatweel, Arabic-Indic or
 * Latin digits, any Latin case, the words in any order; best matches first.
 */
import { describe, expect, it } from 'vitest';
import { searchTermOf } from '../../src/shared/search-text';
import { filterEntries, matchesTyped, prepareEntries } from '../../src/renderer/src/components/command-palette/paletteFilter';

const entries = [
  { label: 'إعدادات التطبيق', keywords: 'App settings الإعدادات' },
  { label: 'إنشاء مشروع جديد', keywords: 'New project إضافة' },
  { label: 'المشاريع', keywords: 'Projects' },
  { label: 'مدرسة النور' },
  { label: 'مستشفى الأمل' },
  { label: 'مُحَمَّـد' },
  { label: 'حملة الشتاء 2025' },
  { label: 'كفالة ٢٠٢٤' },
  { label: 'Water well' },
];
const prepared = prepareEntries(entries);
const find = (typed: string, limit?: number) => filterEntries(prepared, typed, limit).map((entry) => entry.label);

describe('the palette finds what was typed however it was typed', () => {
  it('Arabic typed without hamza, with haa for taa marbuta, with yaa for alef maqsura', () => {
    expect(find('اعدادات')).toEqual(['إعدادات التطبيق']);
    expect(find('انشاء مشروع')).toEqual(['إنشاء مشروع جديد']);
    expect(find('مدرسه')).toEqual(['مدرسة النور']);
    expect(find('مستشفي الامل')).toEqual(['مستشفى الأمل']);
  });

  it('tashkeel and tatweel on either side do not matter', () => {
    expect(find('محمد')).toEqual(['مُحَمَّـد']);
    expect(find('مَدْرَسَة')).toEqual(['مدرسة النور']);
  });

  it('Arabic-Indic and Latin digits are one', () => {
    expect(find('٢٠٢٥')).toEqual(['حملة الشتاء 2025']);
    expect(find('2024')).toEqual(['كفالة ٢٠٢٤']);
    expect(find('۲۰۲۴')).toEqual(['كفالة ٢٠٢٤']);
  });

  it('Latin letters in any case, words in any order, the other words (the other language) too', () => {
    expect(find('WATER')).toEqual(['Water well']);
    expect(find('well water')).toEqual(['Water well']);
    expect(find('projects')).toEqual(['المشاريع']);
    expect(find('مشروع جديد انشاء')).toEqual(['إنشاء مشروع جديد']);
  });

  it('lists the label that is the term, then one that starts with it, a word that does, one that holds it, then the other words', () => {
    const ranked = prepareEntries([
      { label: 'Project reports' },
      { label: 'Old water projects' },
      { label: 'Subprojects' },
      { label: 'Anything', keywords: 'project' },
      { label: 'Projects' },
      { label: 'project' },
    ]);
    expect(filterEntries(ranked, 'Project').map((entry) => entry.label)).toEqual(['project', 'Project reports', 'Projects', 'Old water projects', 'Subprojects', 'Anything']);
  });

  it('keeps every entry in its order for an empty term, and at most the limit', () => {
    expect(find('')).toEqual(entries.map((entry) => entry.label));
    expect(find('   ')).toHaveLength(entries.length);
    expect(find('', 2)).toEqual(['إعدادات التطبيق', 'إنشاء مشروع جديد']);
    expect(find('ا', 3)).toHaveLength(3);
  });

  it('finds nothing that lacks a word of the term', () => {
    expect(find('مدرسه الامل')).toEqual([]);
    expect(matchesTyped(prepared[3]!, 'مدرسه')).toBe(true);
    expect(matchesTyped(prepared[3]!, 'مستشفي')).toBe(false);
  });
});

describe('the record search term (the server folds names the same way)', () => {
  it('folds letter forms, marks, case, spaces and digits', () => {
    expect(searchTermOf('  إغاثـــة   عاجلة ٢٠٢٥ ')).toBe('اغاثه عاجله 2025');
    expect(searchTermOf('Family RELIEF ۱۴۴۷')).toBe('family relief 1447');
    expect(searchTermOf('\u064E\u0651')).toBe('');
  });
});

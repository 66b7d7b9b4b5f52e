import { describe, expect, it } from 'vitest';
import { encodeColumnChoice, visibleColumnKeys } from '../../src/renderer/src/components/list/columnChoice';

const columns = [
  { key: 'id', defaultVisible: false },
  { key: 'nameAR', defaultVisible: true },
  { key: 'nameEN', defaultVisible: false },
  { key: 'status', defaultVisible: true },
];

describe('saved column choice', () => {
  it('uses the list defaults when the user never chose', () => {
    expect(visibleColumnKeys(columns, null)).toEqual(['nameAR', 'status']);
  });

  it('round-trips a choice, in the list order', () => {
    const saved = encodeColumnChoice(columns, new Set(['status', 'id']));
    expect(saved).toEqual(['id', '-nameAR', '-nameEN', 'status']);
    expect(visibleColumnKeys(columns, saved)).toEqual(['id', 'status']);
  });

  it('gives a column added by a later release its default and ignores a removed one', () => {
    const savedByOlderRelease = ['id', '-nameAR', 'retiredColumn', '-status'];
    const newer = [...columns, { key: 'deeplink', defaultVisible: true }];
    expect(visibleColumnKeys(newer, savedByOlderRelease)).toEqual(['id', 'deeplink']);
  });

  it('falls back to the defaults when a choice would leave no column', () => {
    expect(visibleColumnKeys(columns, ['-id', '-nameAR', '-nameEN', '-status', 'gone'])).toEqual(['nameAR', 'status']);
  });
});

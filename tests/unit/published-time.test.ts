/**
 * The top bar's 'Published …' line (features/publishing/publishedTime.ts): the clock for a
 * publication of today, the day for one of this year, the date with its year before that; in
 * English (en-US) and in Arabic with Latin digits. Dates are made in the machine's own time zone, as
 * the renderer sees them.
 */
import { describe, expect, it } from 'vitest';
import { shortPublishedTime } from '../../src/renderer/src/features/publishing/publishedTime';

/** The locales the top bar uses (PublishingButtons.tsx). */
const EN = 'en-US';
const AR = 'ar-AE-u-nu-latn';
const now = new Date(2026, 10, 24, 15, 30);
const iso = (...parts: [number, number, number, number, number]) => new Date(...parts).toISOString();

describe('shortPublishedTime', () => {
  it('shows only the time of a publication of today, on a 12-hour clock', () => {
    expect(shortPublishedTime(iso(2026, 10, 24, 10, 42), now, EN)).toMatch(/^10:42\sAM$/);
    expect(shortPublishedTime(iso(2026, 10, 24, 0, 5), now, EN)).toMatch(/^12:05\sAM$/);
    // Arabic: the same digits, in their order, marked ص (morning) or م (afternoon).
    expect(shortPublishedTime(iso(2026, 10, 24, 10, 42), now, AR)).toMatch(/^10:42\s?ص$/);
    expect(shortPublishedTime(iso(2026, 10, 24, 14, 7), now, AR)).toMatch(/^2:07\s?م$/);
  });

  it('shows the day of an earlier publication this year, and the year of an older one', () => {
    expect(shortPublishedTime(iso(2026, 10, 23, 23, 59), now, EN)).toBe('Nov 23');
    expect(shortPublishedTime(iso(2025, 11, 31, 9, 0), now, EN)).toBe('Dec 31, 2025');
    const arabic = shortPublishedTime(iso(2026, 0, 3, 9, 0), now, AR);
    expect(arabic).toContain('3');
    expect(arabic).toMatch(/يناير/);
    expect(arabic).not.toMatch(/[٠-٩]/);
    expect(shortPublishedTime(iso(2025, 11, 31, 9, 0), now, AR)).toMatch(/31.*ديسمبر.*2025/);
  });

  it('shows a text that is not a time as it is', () => {
    expect(shortPublishedTime('soon', now, EN)).toBe('soon');
  });
});

/**
 * The runs that keep their left-to-right order inside Arabic text (src/shared/ltr-runs.ts): the
 * public pages isolate them in `<bdi dir="ltr">`, the rich-text editor marks them `dir="ltr"`,
 * and the form keeps the editor's HTML without those marks.
 */
import { describe, expect, it } from 'vitest';
import { ltrRunsOf } from '../../src/shared/ltr-runs';
import { normalizeRichText } from '../../src/renderer/src/components/form/richTextValue';

const runTexts = (text: string) => ltrRunsOf(text).map((run) => [text.slice(run.start, run.end), run.kind]);

describe('left-to-right runs', () => {
  it('are phone numbers, dates and codes of digits with separators, in any digits', () => {
    expect(runTexts('للاستفسار: 800-4242.')).toEqual([['800-4242', 'number']]);
    expect(runTexts('الهاتف +971 4 123 4567 أو 04-1234567')).toEqual([
      ['+971 4 123 4567', 'number'],
      ['04-1234567', 'number'],
    ]);
    expect(runTexts('من 2025-03-01 إلى 2025/04/30 الساعة 10:30')).toEqual([
      ['2025-03-01', 'number'],
      ['2025/04/30', 'number'],
      ['10:30', 'number'],
    ]);
    expect(runTexts('اتصل ٨٠٠-٤٢٤٢')).toEqual([['٨٠٠-٤٢٤٢', 'number']]);
  });

  it('are web and e-mail addresses, without the sentence’s last punctuation', () => {
    expect(runTexts('زوروا https://example.org/ar?x=1. أو www.example.org، أو راسلونا info@example.org.')).toEqual([
      ['https://example.org/ar?x=1', 'address'],
      ['www.example.org', 'address'],
      ['info@example.org', 'address'],
    ]);
  });

  it('leave out what keeps its order by itself: a lone number, words, a number and a word', () => {
    expect(runTexts('تبرع بـ 50 درهمًا لـ 3 أسر. Wells 2025')).toEqual([]);
  });
});

describe('the rich-text value', () => {
  it('is the editor’s HTML without the marks that keep runs in order', () => {
    expect(normalizeRichText('<p class="ql-direction-rtl ql-align-right">للاستفسار: <span dir="ltr">800-4242</span> أو <strong><span dir="ltr">04-1234567</span></strong></p>')).toBe(
      '<p class="ql-direction-rtl ql-align-right">للاستفسار: 800-4242 أو <strong>04-1234567</strong></p>',
    );
  });
});

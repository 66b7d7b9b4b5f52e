/** What the rich-text field keeps as its value: '' for an editor with nothing in it, whatever its line format. */
import { describe, expect, it } from 'vitest';
import { isEmptyRichText, normalizeRichText } from '../../src/renderer/src/components/form/richTextValue';

describe('rich-text value', () => {
  it("is '' for an empty editor, also an Arabic one whose empty line is right to left", () => {
    expect(normalizeRichText('<p><br></p>')).toBe('');
    expect(normalizeRichText('<p class="ql-direction-rtl ql-align-right"><br></p>')).toBe('');
    expect(isEmptyRichText('<p class="ql-direction-rtl ql-align-right"></p>')).toBe(true);
  });

  it('keeps text with its direction classes', () => {
    const arabic = '<p class="ql-direction-rtl ql-align-right">وصف&nbsp;المشروع</p>';
    expect(normalizeRichText(arabic)).toBe('<p class="ql-direction-rtl ql-align-right">وصف المشروع</p>');
  });
});

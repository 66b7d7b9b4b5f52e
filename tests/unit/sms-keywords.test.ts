import { describe, expect, it } from 'vitest';
import { keywordKey, normalizeSenderNumber } from '../../src/shared/sms-keywords';

describe('keyword key (how a message text is matched to a keyword)', () => {
  it('compares English keywords without case and ignores surrounding and repeated spaces', () => {
    expect(keywordKey('  ZaKaT  ')).toBe('zakat');
    expect(keywordKey('Water\t  Well\n')).toBe('water well');
    expect(keywordKey('ＺＡＫＡＴ')).toBe('zakat');
  });

  it('folds the alef forms, taa marbuta, alef maqsura, tashkeel and tatweel', () => {
    expect(keywordKey('زكاة')).toBe(keywordKey('زكاه'));
    expect(keywordKey('إفطار')).toBe(keywordKey('افطار'));
    expect(keywordKey('أضحية')).toBe(keywordKey('اضحيه'));
    expect(keywordKey('آبار')).toBe(keywordKey('ابار'));
    expect(keywordKey('صـــدقـة')).toBe(keywordKey('صدقه'));
    expect(keywordKey('صَدَقَةٌ')).toBe('صدقه');
    expect(keywordKey('مستشفى')).toBe('مستشفي');
  });

  it('reads Arabic-Indic and Persian digits as ASCII digits', () => {
    expect(keywordKey('زكاة ١٠٠')).toBe('زكاه 100');
    expect(keywordKey('water ۵۰')).toBe('water 50');
  });

  it('keeps different words different', () => {
    expect(keywordKey('zakat')).not.toBe(keywordKey('sadaqa'));
    expect(keywordKey('')).toBe('');
  });
});

describe('sender number normalization (before the keyed hash)', () => {
  it('keeps digits only and drops the international 00 prefix', () => {
    expect(normalizeSenderNumber('+971 50 123 4567')).toBe('971501234567');
    expect(normalizeSenderNumber('00971501234567')).toBe('971501234567');
    expect(normalizeSenderNumber('٩٧١٥٠١٢٣٤٥٦٧')).toBe('971501234567');
  });

  it('writes a local UAE mobile in its international form', () => {
    expect(normalizeSenderNumber('0501234567')).toBe('971501234567');
    expect(normalizeSenderNumber('050-123-4567')).toBe('971501234567');
  });

  it('leaves other numbers as their digits', () => {
    expect(normalizeSenderNumber('+44 7700 900123')).toBe('447700900123');
    expect(normalizeSenderNumber('041234567')).toBe('041234567');
  });
});

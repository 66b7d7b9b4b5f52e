/**
 * What people type, read the same by the forms and the server (src/shared): numbers with group
 * separators and Arabic-Indic digits in every numeric field, UAE IBANs with spaces checked by
 * their check digits, and the bound of a text read from its schema (the kit's character counter).
 */
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { optionalInt, optionalText, requiredInt, requiredText } from '../../src/shared/entities/fields';
import { campaignFormSchema } from '../../src/shared/entities/landing-page';
import { bankPaymentInputSchema, uaeIban } from '../../src/shared/entities/payment';
import { maxLengthAt } from '../../src/shared/schema-limits';
import { parseTypedNumber, plainNumberText, toLatinDigits } from '../../src/shared/typed-number';
import { settledNumberText, shownNumberText } from '../../src/renderer/src/components/form/numericText';

const messagesOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('typed numbers', () => {
  it('reads group separators, Arabic-Indic and Persian digits and the Arabic decimal separator', () => {
    expect(parseTypedNumber('50,000')).toBe(50000);
    expect(parseTypedNumber('٥٠٬٠٠٠')).toBe(50000);
    expect(parseTypedNumber('۵۰,۰۰۰')).toBe(50000);
    expect(parseTypedNumber('50 000')).toBe(50000);
    expect(parseTypedNumber('1\u202F234\u202F567')).toBe(1234567);
    expect(parseTypedNumber('1,234,567.5')).toBe(1234567.5);
    expect(parseTypedNumber('٢٫٥')).toBe(2.5);
    expect(parseTypedNumber(' -12 ')).toBe(-12);
    expect(parseTypedNumber('\u221212')).toBe(-12);
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789 0123456789');
  });

  it('refuses what is not a number, and groups that are not of three (50,00 could be a decimal comma)', () => {
    for (const text of ['50,00', '5,0000', '1,234 567', '50,', ',5', 'abc', '12a', '1.2.3', '', '--1']) {
      expect(parseTypedNumber(text), text).toBeUndefined();
    }
  });

  it('writes a typed number plainly, keeping its digits (a leading zero stays)', () => {
    expect(plainNumberText('٠٥٠١٢٣٤٥٦٧')).toBe('0501234567');
    expect(plainNumberText('٥٠٬٠٠٠')).toBe('50000');
  });

  it('is what every numeric field of the shared schemas accepts', () => {
    const target = requiredInt({ min: 1 });
    expect(target.parse('50,000')).toBe(50000);
    expect(target.parse('٥٠٬٠٠٠')).toBe(50000);
    expect(optionalInt().parse('۱۲')).toBe(12);
    expect(optionalInt().parse('  ')).toBeUndefined();
    expect(messagesOf(target, '50,00')).toEqual(['validation.number']);
    expect(messagesOf(target, '٢٫٥')).toEqual(['validation.integer']);
    expect(messagesOf(target, '٣٬٠٠٠٬٠٠٠٬٠٠٠')).toEqual(['validation.max:2147483647']);
  });

  it('is kept plainly once a field is left, and an amount is shown grouped in Latin digits in both languages', () => {
    expect(settledNumberText('٥٠٬٠٠٠')).toBe('50000');
    expect(settledNumberText('not a number')).toBe('not a number');
    // The locales of the two languages (`localeOf`): Latin digits in both.
    expect(shownNumberText('50000', true, 'en-AE')).toBe('50,000');
    expect(shownNumberText('50000', true, 'ar-AE-u-nu-latn')).toBe('50,000');
    expect(shownNumberText('4202', false, 'ar-AE-u-nu-latn')).toBe('4202');
    expect(shownNumberText('abc', true, 'en-AE')).toBe('abc');
  });
});

describe('UAE IBAN', () => {
  const VALID = 'AE070331234567890123456';

  it('takes it as people copy it and keeps it compact', () => {
    expect(uaeIban.parse('AE07 0331 2345 6789 0123 456')).toBe(VALID);
    expect(uaeIban.parse(' ae07-0331-2345-6789-0123-456 ')).toBe(VALID);
    expect(uaeIban.parse('AE٠٧ ٠٣٣١ ٢٣٤٥ ٦٧٨٩ ٠١٢٣ ٤٥٦')).toBe(VALID);
  });

  it('says whether the shape or the check digits are wrong', () => {
    expect(messagesOf(uaeIban, 'AE12 3456')).toEqual(['validation.ibanShape']);
    expect(messagesOf(uaeIban, 'GB82 WEST 1234 5698 7654 32')).toEqual(['validation.ibanShape']);
    expect(messagesOf(uaeIban, 'AE07 0331 2345 6789 0123 4567')).toEqual(['validation.ibanShape']);
    expect(messagesOf(uaeIban, 'AE08 0331 2345 6789 0123 456')).toEqual(['validation.ibanCheckDigits']);
    // Two digits swapped: the mistake mod 97 is there to catch.
    expect(messagesOf(uaeIban, 'AE07 0331 2345 6789 0123 465')).toEqual(['validation.ibanCheckDigits']);
    expect(messagesOf(uaeIban, '')).toEqual(['validation.required']);
  });

  it('is the bank block’s IBAN, on the form and on the server', () => {
    const bank = { IBAN: 'AE07 0331 2345 6789 0123 456', accNum: '1', accNameAR: 'أ', nameAR: 'ب', nameEN: 'B', noteAR: 'ن', noteEN: 'N' };
    expect(bankPaymentInputSchema.parse(bank).IBAN).toBe(VALID);
    expect(messagesOf(bankPaymentInputSchema, { ...bank, IBAN: 'AE12 3456' })).toEqual(['validation.ibanShape']);
  });
});

describe('a text field’s bound, read from its schema', () => {
  it('finds it through objects, lists, optional and transformed fields and intersections', () => {
    const schema = z
      .strictObject({ name: requiredText(60), note: optionalText(30), rows: z.array(z.strictObject({ keyword: requiredText(5) })), count: requiredInt() })
      .superRefine(() => undefined)
      .and(z.object({ bank: bankPaymentInputSchema }));
    expect(maxLengthAt(schema, 'name')).toBe(60);
    expect(maxLengthAt(schema, 'note')).toBe(30);
    expect(maxLengthAt(schema, 'rows.0.keyword')).toBe(5);
    expect(maxLengthAt(schema, 'bank.accNameEN')).toBe(100);
    expect(maxLengthAt(schema, 'count')).toBeUndefined();
    expect(maxLengthAt(schema, 'missing')).toBeUndefined();
    expect(maxLengthAt(campaignFormSchema, 'nameEN')).toBe(120);
  });
});

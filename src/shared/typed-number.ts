/**
 * Numbers as people type them in the UAE: Latin or Arabic-Indic digits (٠–٩, and the Persian
 * forms ۰–۹ some keyboards give), thousands grouped with ',', the Arabic '٬' or spaces
 * ('50,000', '٥٠٬٠٠٠', '50 000'), the decimal point '.' or the Arabic '٫'. The shared field
 * builders read typed text with it, so a form and the server accept the same texts.
 */

const ARABIC_INDIC_ZERO = 0x0660;
const PERSIAN_ZERO = 0x06f0;

/** Arabic-Indic and Persian digits as Latin ones; anything else unchanged. */
export function toLatinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_INDIC_ZERO));
  });
}

/**
 * A sign, the whole part (either plain digits, or grouped by threes with one kind of separator:
 * ',', the Arabic thousands separator '٬', or a space of any width), an optional fraction.
 * Groups must be of three, so '50,00' (a decimal comma?) is not silently read as 5000.
 */
const TYPED_NUMBER = /^([-\u2212])?(\d+|\d{1,3}(?:([,\u066C]|[\s\u00A0\u202F])\d{3})(?:\3\d{3})*)(?:[.\u066B](\d+))?$/;

/**
 * A typed number written plainly: Latin digits, no group separators, '.' and '-' ('٥٠٬٠٠٠' →
 * '50000'); its digits kept as typed (a leading zero stays). Undefined when the text is not a number.
 */
export function plainNumberText(text: string): string | undefined {
  const match = TYPED_NUMBER.exec(toLatinDigits(text.trim()));
  if (!match) return undefined;
  const [, sign, whole, separator, fraction] = match;
  const digits = separator ? whole!.split(separator).join('') : whole!;
  return `${sign ? '-' : ''}${digits}${fraction ? `.${fraction}` : ''}`;
}

/** The number a typed text means, or undefined when it is not one. */
export function parseTypedNumber(text: string): number | undefined {
  const plain = plainNumberText(text);
  return plain === undefined ? undefined : Number(plain);
}

/** Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) digits become ASCII digits. */
export function toAsciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String((d.charCodeAt(0) & 0xf) % 10));
}

/** The ASCII digits of a text, in order (other characters are dropped). */
export function digitsOf(text: string): string {
  return toAsciiDigits(text).replace(/\D/g, '');
}

/**
 * Readable, stable page addresses (`/p/{slug}`): the page's name in lowercase Latin letters,
 * digits and hyphens, Arabic transliterated letter by letter (a donor can read and type it, and
 * a shared link does not turn into percent escapes), at most SLUG_MAX characters, numbered
 * `-2`, `-3`… when another page has it. A page keeps its slug when it is generated again
 * (page-store.ts), so a link already shared keeps working.
 */
import { like, or, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { landingPages } from '../../db/schema';

export const SLUG_MAX = 60;
/** A name with nothing transliterable (only symbols or emoji) still gets an address. */
const FALLBACK_SLUG = 'page';

/** Arabic letters as they are commonly written in Latin (simplified: no diacritics). */
const ARABIC_LATIN: Readonly<Record<string, string>> = {
  'ا': 'a', 'أ': 'a', 'إ': 'i', 'آ': 'a', 'ٱ': 'a', 'ء': '', 'ؤ': 'u', 'ئ': 'i',
  'ب': 'b', 'ت': 't', 'ث': 'th', 'ج': 'j', 'ح': 'h', 'خ': 'kh', 'د': 'd', 'ذ': 'dh',
  'ر': 'r', 'ز': 'z', 'س': 's', 'ش': 'sh', 'ص': 's', 'ض': 'd', 'ط': 't', 'ظ': 'z',
  'ع': 'a', 'غ': 'gh', 'ف': 'f', 'ق': 'q', 'ك': 'k', 'ل': 'l', 'م': 'm', 'ن': 'n',
  'ه': 'h', 'ة': 'a', 'و': 'w', 'ي': 'y', 'ى': 'a', 'پ': 'p', 'چ': 'ch', 'گ': 'g', 'ڤ': 'v', 'ک': 'k', 'ی': 'y',
  '٠': '0', '١': '1', '٢': '2', '٣': '3', '٤': '4', '٥': '5', '٦': '6', '٧': '7', '٨': '8', '٩': '9',
};

/** Arabic diacritics (harakat, tanween, shadda, sukun, superscript alef) and the tatweel: dropped. */
const ARABIC_MARKS = /[\u064B-\u065F\u0670\u0640]/g;

/** `بئر الذكرى` → `bir-aldhkra`; `Water Well (2025)!` → `water-well-2025`. */
export function slugFor(name: string): string {
  const latin = [...name.replace(ARABIC_MARKS, '')].map((char) => ARABIC_LATIN[char] ?? char).join('');
  const slug = latin
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return trimmed(slug, SLUG_MAX) || FALLBACK_SLUG;
}

/** The slug of a name with a fixed ending (a campaign pair's `-ar`, `-en`), within SLUG_MAX. */
export function slugWithSuffix(name: string, suffix: string): string {
  return `${trimmed(slugFor(name), SLUG_MAX - suffix.length - 1)}-${suffix}`;
}

/** At most `max` characters, never ending on a hyphen. */
function trimmed(slug: string, max: number): string {
  return slug.slice(0, max).replace(/-+$/, '');
}

/** `base` with `-{n}` (n ≥ 2), shortened so the whole stays within SLUG_MAX. */
export function numberedSlug(base: string, n: number): string {
  if (n < 2) return base;
  const suffix = `-${n}`;
  return `${trimmed(base, SLUG_MAX - suffix.length) || FALLBACK_SLUG}${suffix}`;
}

/**
 * The first of `base`, `base-2`, `base-3`… that no page has. Another request may take it before
 * this one inserts: the insert then fails on the unique index and the caller asks again.
 */
export async function freeSlug(db: Queryable, base: string): Promise<string> {
  const stem = trimmed(base, SLUG_MAX - 4);
  const rows = await db
    .select({ slug: landingPages.slug })
    .from(landingPages)
    .where(or(eq(landingPages.slug, base), like(landingPages.slug, `${stem.replace(/[\\%_]/g, '\\$&')}%`)));
  const taken = new Set(rows.map((row) => row.slug));
  for (let n = 1; ; n += 1) {
    const candidate = numberedSlug(base, n);
    if (!taken.has(candidate)) return candidate;
  }
}

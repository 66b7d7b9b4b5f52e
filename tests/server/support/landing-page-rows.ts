/**
 * Public donation pages written straight into the database, in the shape the page builder
 * stores them (the contract of landing_pages and landing_page_images), so the public routes are
 * tested on exactly the rows they will read, including rows no builder would write (unsanitized
 * text, a `javascript:` link) to prove the page does not trust them.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { LandingPage, LandingPageComponents } from '../../../src/shared/entities/landing-page';
import type { Database } from '../../../src/server/db/database';
import { landingPageImages, landingPages } from '../../../src/server/db/schema';

export interface PageRow {
  slug: string;
  kind?: LandingPage['kind'];
  sourceId?: string | null;
  lang?: LandingPage['lang'];
  name?: string;
  label?: string;
  social?: LandingPage['social'];
  image?: boolean;
  theme?: LandingPage['theme'];
  components?: Partial<LandingPageComponents>;
  version?: number;
}

/** A campaign-like page: two buttons (4202 Etisalat and Du, keyword ZAKAT), a target of 1000 from 2025-01-01, no end. */
export function pageComponents(overrides: Partial<LandingPageComponents> = {}): LandingPageComponents {
  return {
    cause: { name: 'Clean water', description: '<p>Wells for <strong>villages</strong>.</p>', image: 'landingpages/water.webp' },
    buttons: [
      { shortCode: 4202, mno: 1, operatorEN: 'Etisalat', operatorAR: 'اتصالات', amount: 10, keyword: 'ZAKAT' },
      { shortCode: 4202, mno: 2, operatorEN: 'Du', operatorAR: 'دو', amount: 10, keyword: 'ZAKAT' },
    ],
    progress: { target: 1000, baseAmount: 0, startDate: '2025-01-01', endDate: null, keywords: ['ZAKAT'] },
    appLink: true,
    otherDevicesLink: 'https://charity.example.org/donate',
    ...overrides,
  };
}

/** Inserts a page and answers its objectId. */
export async function insertLandingPage(db: Database, row: PageRow): Promise<string> {
  const objectId = randomBytes(8).toString('hex');
  const components = pageComponents(row.components);
  const name = row.name ?? components.cause.name;
  const now = new Date('2025-03-01T08:00:00.000Z');
  await db.insert(landingPages).values({
    objectId,
    slug: row.slug,
    kind: row.kind ?? 'campaign',
    sourceId: row.sourceId ?? null,
    lang: row.lang ?? 'en',
    name,
    label: row.label ?? name,
    social: row.social ?? { title: name, description: 'Give clean water to a village.', image: components.cause.image },
    webPush: false,
    image: row.image ?? true,
    theme: row.theme ?? { code_embed: 'classic' },
    tracking: { facebookPixel: false, googleAnalytics: false },
    components,
    createdAt: now,
    updatedAt: now,
    version: row.version ?? 1,
  });
  return objectId;
}

/** The page's image as the builder stores it: WebP at each width, 16:9. */
export async function insertPageImages(db: Database, pageId: string, widths: number[] = [320, 640]): Promise<void> {
  for (const width of widths) {
    const height = Math.round((width * 9) / 16);
    const bytes = await sharp({ create: { width, height, channels: 3, background: { r: 20, g: 110, b: 80 } } }).webp().toBuffer();
    await db.insert(landingPageImages).values({ pageId, width, height, bytes: new Uint8Array(bytes) });
  }
}

/**
 * The public donation pages' channels against a real platform server (embedded PostgreSQL, demo
 * seed), through dispatch() as the window and the browser host call them: 'Create MPS' and the
 * campaign pair answer the pages' links, each of which the link policy lets open in the system
 * browser (the public pages host is the server's by default); refusals come back as the server's.
 */
import { describe, expect, it } from 'vitest';
import type { CampaignPages, LandingPageLink } from '../../src/shared/entities/landing-page';
import { signedInApp } from './helpers/handlers';
import { useTestPlatform } from './helpers/platform';

const platform = useTestPlatform();

type Row = Record<string, unknown> & { id: number };

async function createApp() {
  const opened: string[] = [];
  const app = await signedInApp(platform.url, {
    openExternal: async (url) => {
      opened.push(url);
    },
  });
  return { ...app, opened };
}

describe('landing pages through IPC', () => {
  it("makes a project's page with the session, and its link opens in the system browser", async () => {
    const app = await createApp();
    const [project] = await app.value<Row[]>('resource:list', { resource: 'projects' });
    const made = await app.value<LandingPageLink>('landingPages:forRecord', { type: 'project', id: project!.id });
    expect(made.link).toMatch(new RegExp(`^${platform.url}/p/[a-z0-9-]+$`));
    expect(made.page).toMatchObject({ kind: 'project', sourceId: String(project!.id), lang: 'ar', link: made.link });
    expect(app.requests).toContain('POST /landing_pages');
    expect(await app.call('link:openExternal', { url: made.link })).toEqual({ ok: true, value: { opened: true } });
    expect(app.opened).toEqual([made.link]);
    // Again: the same page, updated.
    const again = await app.value<LandingPageLink>('landingPages:forRecord', { type: 'project', id: project!.id });
    expect(again.link).toBe(made.link);
    expect(again.page.version).toBeGreaterThan(made.page.version);
  }, 60_000);

  it('answers the Arabic and English pages of a campaign, the same pair for the same request', async () => {
    const app = await createApp();
    const form = {
      requestId: `ipc${Date.now().toString(36)}`,
      name: 'IPC campaign',
      title: 'Give water',
      description: 'Every drop counts.',
      arabicImage: 'landingpages/ar.png',
      englishImage: 'landingpages/en.png',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      donationLink: 'https://give.example.org/water',
      target: 10000,
      keyword: 'JALILA',
    };
    const pages = await app.value<CampaignPages>('landingPages:campaign', form);
    expect(pages.ar.page).toMatchObject({ kind: 'campaign', lang: 'ar' });
    expect(pages.en.page).toMatchObject({ kind: 'campaign', lang: 'en' });
    expect(app.requests).toContain('POST /landing_pages/campaign');
    for (const { link } of [pages.ar, pages.en]) expect(await app.call('link:openExternal', { url: link })).toMatchObject({ ok: true });
    const again = await app.value<CampaignPages>('landingPages:campaign', form);
    expect([again.ar.link, again.en.link]).toEqual([pages.ar.link, pages.en.link]);
  }, 60_000);

  it("refuses bad arguments before any request, and passes on the server's refusals", async () => {
    const app = await createApp();
    expect(await app.call('landingPages:forRecord', { type: 'banner', id: 1 })).toMatchObject({ ok: false, error: { code: 'validation' } });
    expect(await app.call('landingPages:forRecord', { type: 'project', id: 'one' })).toMatchObject({ ok: false, error: { code: 'validation' } });
    expect(await app.call('landingPages:campaign', { name: 'No more' })).toMatchObject({ ok: false, error: { code: 'validation' } });
    expect(app.requests.filter((request) => request.includes('/landing_pages'))).toEqual([]);
    expect(await app.call('landingPages:forRecord', { type: 'cause', id: 999_999 })).toMatchObject({ ok: false, error: { code: 'notFound', status: 404 } });
  }, 60_000);
});

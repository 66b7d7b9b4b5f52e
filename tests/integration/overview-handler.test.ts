/**
 * `overview:stats` (spec 2.20, 7.1) against a real platform server (demo seed), through
 * dispatch() as the window and the browser host call it: the stats routes of banners,
 * projects and cases and the newest memorial person, null where there is nothing.
 */
import { describe, expect, it } from 'vitest';
import type { OverviewStats } from '../../src/shared/ipc';
import { signedInApp } from './helpers/handlers';
import { useTestPlatform } from './helpers/platform';

const platform = useTestPlatform();

const createApp = () => signedInApp(platform.url);

const isoTime = (value: string | null) => value !== null && !Number.isNaN(Date.parse(value));

describe('overview:stats', () => {
  it('answers when banners, projects, cases and memorial persons were last added and updated', async () => {
    const app = await createApp();
    const memorials = await app.value<Array<{ objectId: string; createdAt: string; updatedAt: string }>>('resource:list', { resource: 'memorials' });
    expect(memorials.length).toBeGreaterThan(0);

    const before = Date.now();
    const banner = await app.value<{ id: number }>('resource:create', {
      resource: 'banners',
      body: { intID: 9901, nameAR: 'لافتة', nameEN: 'Stats banner', order: 1, targetType: 'url', targetUrl: 'https://example.org/x' },
    });
    const after = Date.now();
    app.requests.length = 0;
    const stats = await app.value<OverviewStats>('overview:stats');

    expect(app.requests.sort()).toEqual(
      [
        'GET /banners/stats/last_added',
        'GET /banners/stats/last_updated',
        'GET /projects/stats/last_added',
        'GET /projects/stats/last_updated',
        'GET /causes/stats/last_added',
        'GET /causes/stats/last_updated',
        'GET /classes/InMemory?limit=1&order=-createdAt',
        'GET /classes/InMemory?limit=1&order=-updatedAt',
      ].sort(),
    );
    // The banner just added is the newest (to the second: the database keeps finer times than the clock read here).
    const added = Date.parse(stats.banners.lastAdded!);
    expect(added).toBeGreaterThanOrEqual(before - 1000);
    expect(added).toBeLessThanOrEqual(after + 1000);
    for (const kind of ['projects', 'causes'] as const) {
      expect(isoTime(stats[kind].lastAdded), kind).toBe(true);
      expect(isoTime(stats[kind].lastUpdated), kind).toBe(true);
    }
    const newest = (field: 'createdAt' | 'updatedAt') => memorials.map((memorial) => memorial[field]).sort((a, b) => Date.parse(b) - Date.parse(a))[0];
    expect(Date.parse(stats.memorials.lastAdded!)).toBe(Date.parse(newest('createdAt')!));
    expect(Date.parse(stats.memorials.lastUpdated!)).toBe(Date.parse(newest('updatedAt')!));

    // No memorial person left: nothing to say ('—' on the screen).
    await app.value('resource:bulkDelete', { resource: 'memorials', ids: memorials.map((memorial) => memorial.objectId) });
    expect((await app.value<OverviewStats>('overview:stats')).memorials).toEqual({ lastAdded: null, lastUpdated: null });
    await app.value('resource:delete', { resource: 'banners', id: banner.id });
  }, 60_000);

  it('takes no arguments', async () => {
    const app = await createApp();
    expect(await app.call('overview:stats', { anything: true })).toMatchObject({ ok: false, error: { code: 'validation' } });
  });
});

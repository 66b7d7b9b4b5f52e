import { expect, it } from 'vitest';
import { activitySchema } from '../../src/shared/entities/activity';
import { organizationSchema } from '../../src/shared/entities/organization';
import { organizations } from '../../src/server/db/schema';
import { seedDemoData } from '../../src/server/seed/demo';
import { describeOnEachDatabase } from './support/each-database';
import { ADMIN, useTestServer, type Session } from './support/test-server';

const ARABIC = /[\u0600-\u06FF]/;

describeOnEachDatabase('Content reads at start-up (spec 7.1)', (kind) => {
  const server = useTestServer(kind);
  let admin: Session;
  const session = async () => (admin ??= await server().signIn(ADMIN));

  it('lists the seeded organizations with every field, Arabic and English names', async () => {
    const answer = await server().http('GET', '/organizations', { session: await session() });
    expect(answer.status).toBe(200);
    const list = answer.body.data.organizations as Record<string, unknown>[];
    expect(list.length).toBeGreaterThanOrEqual(3);
    for (const organization of list) {
      expect(Object.keys(organization).sort()).toEqual(Object.keys(organizationSchema.shape).sort());
      expect(organizationSchema.safeParse(organization).success).toBe(true);
      expect(organization.nameAR).toMatch(ARABIC);
      expect(organization.nameEN).toMatch(/^[A-Za-z][A-Za-z .'-]+$/);
    }
    // One organization takes no part in reports, the others do.
    expect(list.filter((organization) => organization.takamul_ngo_id === '0')).toHaveLength(1);
    expect(list.some((organization) => organization.takamul_ngo_id !== '0')).toBe(true);
  });

  it('lists the 6 seeded activities with every field', async () => {
    const answer = await server().http('GET', '/activities', { session: await session() });
    expect(answer.status).toBe(200);
    const list = answer.body.data.activities as Record<string, unknown>[];
    expect(list).toHaveLength(6);
    for (const activity of list) {
      expect(Object.keys(activity).sort()).toEqual(Object.keys(activitySchema.shape).sort());
      expect(activity.nameAR).toMatch(ARABIC);
      expect(String(activity.nameEN).length).toBeLessThanOrEqual(45);
    }
    expect(list.map((activity) => activity.order)).toEqual([...list.map((activity) => activity.order)].sort());
  });

  it('lists the operators under data.MNOs', async () => {
    const answer = await server().http('GET', '/dashboard_mnos', { session: await session() });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      data: {
        MNOs: [
          { id: 1, nameEN: 'Etisalat', nameAR: 'اتصالات' },
          { id: 2, nameEN: 'Du', nameAR: 'دو' },
        ],
      },
    });
  });

  it('orders by `order`, then by id', async () => {
    // Two more organizations: one placed first, one sharing the order of the seeded first.
    const db = server().database.handle.db;
    const { order: firstOrder } = (await server().http('GET', '/organizations', { session: await session() })).body
      .data.organizations[0];
    await db.insert(organizations).values([
      { intID: 901, nameAR: 'جمعية تجريبية أولى', nameEN: 'Sample First', order: firstOrder },
      { intID: 902, nameAR: 'جمعية تجريبية ثانية', nameEN: 'Sample Second', order: firstOrder - 1 },
    ]);
    const list = (await server().http('GET', '/organizations', { session: await session() })).body.data
      .organizations as { id: number; order: number; intID: number }[];
    expect(list[0]?.intID).toBe(902);
    const sorted = [...list].sort((a, b) => a.order - b.order || a.id - b.id);
    expect(list).toEqual(sorted);
  });

  it('seeds only once, however often the seed runs', async () => {
    const before = await server().http('GET', '/organizations', { session: await session() });
    await seedDemoData(server().database.handle.db);
    const after = await server().http('GET', '/organizations', { session: await session() });
    expect(after.body).toEqual(before.body);
    const activities = await server().http('GET', '/activities', { session: await session() });
    expect(activities.body.data.activities).toHaveLength(6);
    const admins = await server().http('GET', '/users?role=admin', { session: await session() });
    expect(admins.body.users).toHaveLength(1);
    const banners = (await server().http('GET', '/banners', { session: await session() })).body.data.banners;
    expect(banners).toHaveLength(3);
    expect(banners.every((banner: { nameAR: string }) => ARABIC.test(banner.nameAR))).toBe(true);
    expect((await server().http('GET', '/shortcodes', { session: await session() })).body.shortcodes).toHaveLength(8);
    expect((await server().http('GET', '/classes/keywords/count', { session: await session() })).body).toEqual({ count: 4 });
  });
});

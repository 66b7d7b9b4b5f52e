/**
 * `overview:stats`: the overview's cards (spec 2.20, 7.1). Banners, projects and cases each
 * have a pair of stats routes (`/banners/stats/last_added` → `{ last_added_banner_date }` …);
 * memorial persons are a class of the store, so their times are those of its newest record by
 * `createdAt` and by `updatedAt` (`GET /classes/InMemory?limit=1&order=-createdAt`). The eight
 * requests go at once; any failure fails the whole answer (the screen offers to try again).
 */
import { z } from 'zod';
import type { LatestTimes, OverviewStats } from '../../shared/ipc';
import { statsRoute } from '../../shared/endpoints';
import { registry } from '../../shared/registry';
import type { ApiClient } from './api-client';
import type { IpcHandlers } from './ipc-handlers';

export interface OverviewHandlerDeps {
  api: ApiClient;
}

const timestamp = z.string().nullable();

/** The pair of stats routes of a content table: `/{path}/stats/last_added` and `…/last_updated`. */
function tableTimes(api: ApiClient, path: string, noun: string): Promise<LatestTimes> {
  const read = (which: 'added' | 'updated') => {
    const key = `last_${which}_${noun}_date`;
    return api.request({
      service: 'content',
      method: 'GET',
      path: statsRoute(path, `last_${which}`),
      schema: z.object({ [key]: timestamp }).transform((answer) => answer[key] ?? null),
    });
  };
  return Promise.all([read('added'), read('updated')]).then(([lastAdded, lastUpdated]) => ({ lastAdded, lastUpdated }));
}

/** The newest record of a class by one of its times (null: the class is empty). */
function newestClassTime(api: ApiClient, path: string, field: 'createdAt' | 'updatedAt'): Promise<string | null> {
  return api.request({
    service: 'content',
    method: 'GET',
    path: `${path}?limit=1&order=-${field}`,
    schema: z
      .object({ results: z.array(z.object({ [field]: z.string() })) })
      .transform((answer) => (answer.results[0]?.[field] as string | undefined) ?? null),
  });
}

export function createOverviewHandler({ api }: OverviewHandlerDeps): Pick<IpcHandlers, 'overview:stats'> {
  return {
    async 'overview:stats'(): Promise<OverviewStats> {
      const memorials = registry.memorials.path;
      const [banners, projects, causes, lastAdded, lastUpdated] = await Promise.all([
        tableTimes(api, registry.banners.path, 'banner'),
        tableTimes(api, registry.projects.path, 'project'),
        tableTimes(api, registry.causes.path, 'cause'),
        newestClassTime(api, memorials, 'createdAt'),
        newestClassTime(api, memorials, 'updatedAt'),
      ]);
      return { banners, projects, causes, memorials: { lastAdded, lastUpdated } };
    },
  };
}

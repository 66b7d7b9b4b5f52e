/**
 * The table of each resource of the registry (src/shared/registry.ts), by the registry's name:
 * the route builders serve a `table` or `class` entry from its table here, and a declared
 * reference (`references`) is checked against the referenced resource's table. Not exported from
 * the schema index: it is a lookup, not a table.
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ResourceName } from '../../../shared/registry';
import { users } from './auth';
import { activities, banners, mnos, organizations, shortCodes } from './content';
import { landingPages } from './landing-pages';
import { causes, projects } from './projects';
import { ambassadors, keywords, memorials, ngoNews, notifications, ramadanNotes, selectedVideos, teams } from './store';

export const resourceTables = {
  activities,
  banners,
  organizations,
  shortCodes,
  projects,
  causes,
  keywords,
  ambassadors,
  memorials,
  ngoNews,
  notifications,
  ramadanNotes,
  selectedVideos,
  teams,
  landingPages,
  adminUsers: users,
  mnos,
} as const satisfies Record<ResourceName, PgTable>;

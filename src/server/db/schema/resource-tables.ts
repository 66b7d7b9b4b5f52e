/**
 * The table of each resource of the registry (src/shared/registry.ts), by the registry's name:
 * the route builders serve a `table` or `class` entry from its table here, and a declared
 * reference (`references`) is checked against the referenced resource's table. Not exported from
 * the schema index: it is a lookup, not a table.
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import { registry, type Registry, type ResourceName } from '../../../shared/registry';
import { users } from './auth';
import { activities, banners, mnos, organizations, shortCodes } from './content';
import { landingPages } from './landing-pages';
import { causes, projects } from './projects';
import * as storeTables from './store';

/** The registry's classes of the content store (`store: 'class'`). */
type ClassResourceName = { [R in ResourceName]: Registry[R]['store'] extends 'class' ? R : never }[ResourceName];

// A class is served from the table of its own name in ./store.ts, so adding one needs no line
// here; a class without such a table does not compile.
const classTablesByName: Record<ClassResourceName, PgTable> = storeTables;
const classTables = Object.fromEntries(
  (Object.keys(registry) as ResourceName[])
    .filter((name): name is ClassResourceName => registry[name].store === 'class')
    .map((name) => [name, classTablesByName[name]]),
) as Record<ClassResourceName, PgTable>;

export const resourceTables: Record<ResourceName, PgTable> = {
  activities,
  banners,
  organizations,
  shortCodes,
  projects,
  causes,
  landingPages,
  adminUsers: users,
  mnos,
  ...classTables,
};

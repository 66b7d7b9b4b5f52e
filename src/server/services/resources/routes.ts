/**
 * The routes of every resource a builder serves, from the registry: each `table` entry through
 * the table builder (content/crud.ts), each `class` entry through the class store
 * (store/class-store.ts), with its binding. A resource without a table stops the start; `own`
 * resources are served by their own services.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { entryOf, resourceNames, type ResourceName } from '../../../shared/registry';
import type { ServerContext } from '../../context';
import { registerCrudRoutes } from '../content/crud';
import { registerClassRoutes } from '../store/class-store';
import { bindingOf, type BoundResourceName } from './bindings';

const builders = { table: registerCrudRoutes, class: registerClassRoutes } as const;

const isBound = (name: ResourceName): name is BoundResourceName => entryOf(name).store in builders;

export const resourceRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (app, { context }) => {
  for (const name of resourceNames.filter(isBound)) {
    builders[entryOf(name).store as keyof typeof builders](app, context, name, bindingOf(name));
  }
};

/**
 * The landing-pages service's routes (src/server/README.md, "Public donation pages"): the admin
 * routes (admin-routes.ts) and the marketing system's (marketing-routes.ts), which make pages
 * through one writer and one media store; the pages donors open are served by public/.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../context';
import { createLocalMediaStore } from '../uploads/local-store';
import type { MediaStore } from '../uploads/media-store';
import { createS3MediaStore } from '../uploads/s3-store';
import { landingPageAdminRoutes } from './admin-routes';
import { marketingRoutes } from './marketing-routes';
import { createPageWriter } from './page-writer';

export const landingPageRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (app, { context }) => {
  const media: MediaStore = context.config.s3
    ? createS3MediaStore(context.config.s3, context.config.mediaBaseUrl)
    : createLocalMediaStore(context.config.mediaDir);
  app.addHook('onClose', async () => media.close());
  const writer = createPageWriter(context, media);
  // Called in this plugin's own context (not registered as child plugins): their routes and hooks are this plugin's, as before the split.
  await landingPageAdminRoutes(app, { context, writer });
  await marketingRoutes(app, { context, writer });
};

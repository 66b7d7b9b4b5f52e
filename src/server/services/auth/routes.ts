import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../../context';
import { adminRoutes } from './admin-routes';
import { otpRoutes } from './otp-routes';
import { tokenRoutes } from './token-routes';
import { userRoutes } from './user-routes';

/** The auth service of spec 7.2. */
export const authService: FastifyPluginAsync<{ context: ServerContext }> = async (app, options) => {
  await app.register(otpRoutes, options);
  await app.register(tokenRoutes, options);
  await app.register(userRoutes, options);
  await app.register(adminRoutes, options);
};

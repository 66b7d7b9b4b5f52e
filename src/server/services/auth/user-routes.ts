import { z } from 'zod';
import { actorOf } from '../history/record-history';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  userResponseSchema,
  usersQuerySchema,
  usersResponseSchema,
  userUpdateBodySchema,
} from '../../../shared/entities/auth';
import { objectIdParam } from '../../../shared/entities/fields';
import type { ServerContext } from '../../context';
import { notFound } from '../../http/api-error';
import { changeContactDetails, changeRole } from './user-updates';
import { findUserById, listUsers, toUserDto } from './users';
import { endpoints } from '../../../shared/endpoints';
import { registry } from '../../../shared/registry';

const userParamsSchema = z.object({ id: objectIdParam });

export const userRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (app, { context }) => {
  const { db, clock } = context;

  app.get(
    registry.adminUsers.path,
    {
      schema: {
        tags: ['auth'],
        summary: 'List users, optionally of one role (the admin users screen asks for role=admin).',
        querystring: usersQuerySchema,
        response: { 200: usersResponseSchema },
      },
    },
    async (request) => ({ users: (await listUsers(db, request.query.role)).map(toUserDto) }),
  );

  app.get(
    endpoints.user.route,
    {
      schema: {
        tags: ['auth'],
        summary: 'One user by object id.',
        params: userParamsSchema,
        response: { 200: userResponseSchema },
      },
    },
    async (request) => {
      const user = await findUserById(db, request.params.id);
      if (!user) throw notFound('There is no such user.');
      return { user: toUserDto(user) };
    },
  );

  app.put(
    endpoints.userUpdate.route,
    {
      schema: {
        tags: ['auth'],
        summary: 'Change a role (promote or demote an admin), or the email and mobile number.',
        description:
          'Body `{ role }` or `{ email, mobile_number }`. 409 `users.lastAdmin` when the last admin would be ' +
          'demoted; 409 `users.identityTaken` when the email or number belongs to another user.',
        params: userParamsSchema,
        body: userUpdateBodySchema,
        response: { 200: userResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      const user =
        'role' in body
          ? await changeRole(db, id, body.role, clock(), actorOf(request))
          : await changeContactDetails(db, id, { email: body.email, mobileNumber: body.mobile_number }, clock(), actorOf(request));
      return { user: toUserDto(user) };
    },
  );
};

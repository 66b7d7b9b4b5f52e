import { expect, it } from 'vitest';
import { describeOnEachDatabase } from './support/each-database';
import { ADMIN, NON_ADMIN, useTestServer, type Session } from './support/test-server';

describeOnEachDatabase('Users (admin users screen)', (kind) => {
  const server = useTestServer(kind);
  let admin: Session;

  const adminSession = async () => (admin ??= await server().signIn(ADMIN));

  it('reads one user by object id, with every field of the user object', async () => {
    const session = await adminSession();
    const answer = await server().http('GET', `/users/${session.objectId}`, { session });
    expect(answer.status).toBe(200);
    expect(answer.body.user).toEqual({
      objectId: session.objectId,
      userId: null,
      name: 'Demo Admin',
      role: 'admin',
      email: 'admin@example.org',
      mobile_number: ADMIN.mobile_number,
      ltv: null,
      ordersNum: null,
      lastOrderDate: null,
      lastOrderValue: null,
      push_enabled: false,
      webpush_enabled: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('answers 404 for an unknown user', async () => {
    const answer = await server().http('GET', '/users/nobody', { session: await adminSession() });
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('notFound');
  });

  it('lists admins with role=admin, and everyone without a role', async () => {
    const session = await adminSession();
    const admins = await server().http('GET', '/users?role=admin', { session });
    expect(admins.status).toBe(200);
    expect(admins.body.users.map((user: { email: string }) => user.email)).toEqual(['admin@example.org']);

    const everyone = await server().http('GET', '/users', { session });
    expect(everyone.body.users.map((user: { role: string }) => user.role).sort()).toEqual(['admin', 'user']);

    const badRole = await server().http('GET', '/users?role=owner', { session });
    expect(badRole.status).toBe(400);
    expect(badRole.body.code).toBe('validation');
    expect(Object.keys(badRole.body.fields)).toEqual(['role']);
  });

  it('promotes a user to admin and demotes them again (spec 2.19)', async () => {
    const session = await adminSession();
    const user = await server().signIn(NON_ADMIN);
    const promoted = await server().http('PUT', `/users/${user.objectId}`, { session, body: { role: 'admin' } });
    expect(promoted.status).toBe(200);
    expect(promoted.body.user).toMatchObject({ objectId: user.objectId, role: 'admin' });
    // Their existing session is now an admin session.
    expect((await server().http('GET', '/organizations', { session: user })).status).toBe(200);
    const admins = await server().http('GET', '/users?role=admin', { session });
    expect(admins.body.users).toHaveLength(2);

    const demoted = await server().http('PUT', `/users/${user.objectId}`, { session, body: { role: 'user' } });
    expect(demoted.status).toBe(200);
    expect(demoted.body.user.role).toBe('user');
    expect((await server().http('GET', '/organizations', { session: user })).status).toBe(403);
  });

  it('refuses to demote the last admin', async () => {
    const session = await adminSession();
    const answer = await server().http('PUT', `/users/${session.objectId}`, { session, body: { role: 'user' } });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('users.lastAdmin');
    const still = await server().http('GET', `/users/${session.objectId}`, { session });
    expect(still.body.user.role).toBe('admin');
  });

  it('lets an admin step down while another admin remains', async () => {
    const session = await adminSession();
    const helper = await server().signIn({ email: 'helper@example.org' });
    await server().http('PUT', `/users/${helper.objectId}`, { session, body: { role: 'admin' } });
    const stepDown = await server().http('PUT', `/users/${helper.objectId}`, { session: helper, body: { role: 'user' } });
    expect(stepDown.status).toBe(200);
    expect(stepDown.body.user.role).toBe('user');
  });

  it('changes email and mobile number', async () => {
    const session = await adminSession();
    const user = await server().signIn({ email: 'staff@example.org' });
    const answer = await server().http('PUT', `/users/${user.objectId}`, {
      session,
      body: { email: 'Staff.New@Example.org', mobile_number: '971500000777' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({ email: 'staff.new@example.org', mobile_number: '971500000777' });
    // The new number signs in as the same user.
    const again = await server().signIn({ mobile_number: '971500000777' });
    expect(again).toMatchObject({ objectId: user.objectId, newUser: false });
  });

  it("refuses an email or number that belongs to another user, and changes nothing", async () => {
    const session = await adminSession();
    const user = await server().signIn({ email: 'other@example.org' });
    const taken = await server().http('PUT', `/users/${user.objectId}`, {
      session,
      body: { email: 'admin@example.org', mobile_number: '971500000888' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('users.identityTaken');
    const unchanged = await server().http('GET', `/users/${user.objectId}`, { session });
    expect(unchanged.body.user).toMatchObject({ email: 'other@example.org', mobile_number: null });
  });

  it('refuses invalid bodies with field messages', async () => {
    const session = await adminSession();
    const cases = [
      { body: { role: 'owner' }, field: 'role' },
      { body: { email: 'admin@example.org', mobile_number: '05012345' }, field: 'mobile_number' },
      { body: { email: 'nope', mobile_number: '971500000001' }, field: 'email' },
    ];
    for (const { body, field } of cases) {
      const answer = await server().http('PUT', `/users/${session.objectId}`, { session, body });
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.code).toBe('validation');
      expect(Object.keys(answer.body.fields)).toContain(field);
    }
  });

  it('answers 404 when changing an unknown user', async () => {
    const answer = await server().http('PUT', '/users/nobody', { session: await adminSession(), body: { role: 'admin' } });
    expect(answer.status).toBe(404);
  });

  it('keeps every users route for admins', async () => {
    const user = await server().signIn(NON_ADMIN);
    for (const [method, path, body] of [
      ['GET', '/users?role=admin', undefined],
      ['GET', `/users/${user.objectId}`, undefined],
      ['PUT', `/users/${user.objectId}`, { role: 'admin' }],
    ] as const) {
      expect((await server().http(method, path, { session: user, body })).status).toBe(403);
      expect((await server().http(method, path, { body })).status).toBe(401);
    }
  });
});

import request from 'supertest';
import { ProvidersRepository } from '../src/providers/providers.repository';
import { signedInAdmin, signedInCouple, signedInProvider } from './support/accounts';
import { activateSubscription } from './support/subscription-fixtures';
import { createTestApp, TestApp } from './support/test-app';

type Agent = ReturnType<TestApp['agent']>;

/** What GET /api/auth/user answers the agent: the session's `user` must be the same. */
async function authUser(agent: Agent): Promise<Record<string, unknown>> {
  return (await agent.get('/api/auth/user').expect(200)).body as Record<string, unknown>;
}

/** The user as GET /api/auth/user answers it for an account made by the fixtures (a password, the e-mail not proven). */
const account = (fields: { id: number; email: string; firstName: string | null; lastName: string | null; isAdmin: boolean }) => ({
  ...fields,
  profileImageUrl: null,
  emailVerified: false,
  hasPassword: true,
  createdAt: expect.any(String),
});

describe('GET /api/session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it('answers a visitor 200 with no user, no admin and no provider, without a lookup', async () => {
    const lookups = jest.spyOn(t.app.get(ProvidersRepository), 'viewerProfile');
    try {
      const response = await request(t.server).get('/api/session').expect(200);
      expect(response.body).toEqual({ user: null, isAdmin: false, provider: null });
      expect(response.headers['cache-control']).toBe('no-store');
      expect(lookups).not.toHaveBeenCalled();
    } finally {
      lookups.mockRestore();
    }
  });

  it('answers a couple with the user of GET /api/auth/user and no provider', async () => {
    const { agent, userId, email } = await signedInCouple(t);
    const response = await agent.get('/api/session').expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({
      user: account({ id: userId, email, firstName: 'Jana', lastName: 'Nováková', isAdmin: false }),
      isAdmin: false,
      provider: null,
    });
    expect(response.body.user).toEqual(await authUser(agent));
  });

  it('answers a provider without a subscription with its profile and no plan, in one lookup', async () => {
    const { agent, userId, email, providerId } = await signedInProvider(t, { companyName: 'Fotoateliér Relace' });
    const lookups = jest.spyOn(t.app.get(ProvidersRepository), 'viewerProfile');
    let response: request.Response;
    try {
      response = await agent.get('/api/session').expect(200);
      expect(lookups).toHaveBeenCalledTimes(1);
    } finally {
      lookups.mockRestore();
    }
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({
      user: account({ id: userId, email, firstName: null, lastName: null, isAdmin: false }),
      isAdmin: false,
      provider: { id: providerId, companyName: 'Fotoateliér Relace', profileImageUrl: null, isDemo: false, activePlan: null },
    });
    expect(response.body.user).toEqual(await authUser(agent));
    const profile = (await agent.get('/api/provider/profile').expect(200)).body;
    expect(response.body.provider).toEqual({
      id: profile.id,
      companyName: profile.companyName,
      profileImageUrl: profile.profileImageUrl,
      isDemo: profile.isDemo,
      activePlan: null,
    });
  });

  it.each(['basic', 'premium'] as const)('answers a provider with an active %s subscription with its plan', async (plan) => {
    const { agent, providerId } = await signedInProvider(t, { companyName: `Květiny ${plan}` });
    await activateSubscription(t.dataSource, providerId, plan);
    const response = await agent.get('/api/session').expect(200);
    expect(response.body.isAdmin).toBe(false);
    expect(response.body.provider).toEqual({
      id: providerId,
      companyName: `Květiny ${plan}`,
      profileImageUrl: null,
      isDemo: false,
      activePlan: plan,
    });
    expect((await agent.get('/api/subscription/info').expect(200)).body.planType).toBe(plan);
  });

  it("answers a demo provider's profile as a demo one", async () => {
    const { agent, providerId } = await signedInProvider(t, { companyName: 'Ukázkové studio', isDemo: true });
    const response = await agent.get('/api/session').expect(200);
    expect(response.body.provider).toEqual({
      id: providerId,
      companyName: 'Ukázkové studio',
      profileImageUrl: null,
      isDemo: true,
      activePlan: null,
    });
  });

  it('answers an admin with isAdmin true (as GET /api/isAdmin does) and no provider', async () => {
    const { agent, userId, email } = await signedInAdmin(t);
    const response = await agent.get('/api/session').expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({
      user: account({ id: userId, email, firstName: null, lastName: null, isAdmin: true }),
      isAdmin: true,
      provider: null,
    });
    expect(response.body.user).toEqual(await authUser(agent));
    expect((await agent.get('/api/isAdmin').expect(200)).body).toEqual({ isAdmin: true });
  });

  it('answers a visitor again once the session ended', async () => {
    const { agent } = await signedInCouple(t);
    expect((await agent.get('/api/session').expect(200)).body.user).not.toBeNull();
    await agent.post('/api/logout').expect(200);
    expect((await agent.get('/api/session').expect(200)).body).toEqual({ user: null, isAdmin: false, provider: null });
  });
});

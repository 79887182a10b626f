import request from 'supertest';
import { GoogleStandIn } from './support/google-stand-in';
import { createTestApp, TestApp, uniqueEmail } from './support/test-app';

// A file of its own: Passport is one object per module registry, and the app of another file's
// describe would stay registered in it after closing.
const PASSWORD = 'Modra-svatba-2027';
let address = 0;
const nextAddress = () => `10.89.${Math.floor(++address / 250) % 250}.${(address % 250) + 1}`;

type Agent = ReturnType<TestApp['agent']>;

function registerBody(email: string) {
  return { firstName: 'Jana', lastName: 'Nováková', email, password: PASSWORD, confirmPassword: PASSWORD };
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

async function login(t: TestApp, email: string, password: string) {
  return request(t.server).post('/api/auth/login').set('X-Forwarded-For', nextAddress()).send({ email, password });
}

describe('Google sign-in with state and PKCE', () => {
  const google = new GoogleStandIn();
  let t: TestApp;
  beforeAll(async () => {
    const url = await google.start();
    t = await createTestApp({ TRUST_PROXY: 'true', GOOGLE_CLIENT_ID: 'klient', GOOGLE_CLIENT_SECRET: 'tajemstvi', GOOGLE_OAUTH_URL: url });
  });
  afterAll(async () => {
    await t.close();
    await google.stop();
  });

  /** The browser's round trip: start, consent at the stand-in, callback. The callback's answer. */
  async function signInWithGoogle(agent: Agent, profile: Parameters<GoogleStandIn['approve']>[1], returnTo?: string) {
    const start = await agent.get(`/api/auth/google${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ''}`).expect(302);
    const { code, state } = google.approve(start.headers.location as string, profile);
    return agent.get(`/api/auth/google/callback?code=${code}&state=${encodeURIComponent(state)}`).expect(302);
  }

  const sessionsOf = async (email: string): Promise<number> =>
    (
      await t.dataSource.query(
        `SELECT count(*)::int AS count FROM user_sessions s JOIN users u ON (s.sess -> 'passport' ->> 'user') = u.id::text WHERE u.email = $1`,
        [email],
      )
    )[0].count;

  it('sends state and an S256 PKCE challenge, keeps the round trip in a short cookie and stores no session for it', async () => {
    const start = await request(t.server).get('/api/auth/google?returnTo=/poptavky').expect(302);
    const location = new URL(start.headers.location as string);
    expect(location.searchParams.get('state')).toMatch(/^[\w-]{32}$/);
    expect(location.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    const cookies = ([] as string[]).concat(start.headers['set-cookie'] ?? []);
    expect(cookies.some((cookie) => cookie.startsWith('svatby.sid='))).toBe(false);
    const roundTrip = cookies.find((cookie) => cookie.startsWith('svatby.oauth='));
    expect(roundTrip).toMatch(/Path=\/api\/auth\/google/);
    expect(roundTrip).toMatch(/HttpOnly/);
    expect(roundTrip).toMatch(/Max-Age=600/);
    // No session row holds the round trip (other test files sign in and out meanwhile: no count of all rows).
    const state = location.searchParams.get('state') as string;
    const [{ count: holding }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM user_sessions WHERE sess::text LIKE '%' || $1 || '%'`,
      [state],
    );
    expect(holding).toBe(0);
  });

  it('signs in and returns to the page it started from', async () => {
    const email = uniqueEmail('google');
    const agent = t.agent();
    const callback = await signInWithGoogle(agent, { sub: `g-${email}`, email, email_verified: true, given_name: 'Eva' }, '/poptavky?stranka=2');
    expect(callback.headers.location).toBe('/poptavky?stranka=2');
    expect((await agent.get('/api/auth/user').expect(200)).body).toMatchObject({ email, emailVerified: true, hasPassword: false, firstName: 'Eva' });
  });

  it('refuses a callback without the state this browser was given (login CSRF), and a code without its PKCE verifier', async () => {
    const email = uniqueEmail('csrf');
    // The attacker starts a sign-in with their own Google account and hands the victim the callback link.
    const attacker = t.agent();
    const start = await attacker.get('/api/auth/google').expect(302);
    const { code, state } = google.approve(start.headers.location as string, { sub: `g-${email}`, email, email_verified: true });
    const victim = t.agent();
    const forged = await victim.get(`/api/auth/google/callback?code=${code}&state=${encodeURIComponent(state)}`).expect(302);
    expect(forged.headers.location).toBe('/login?google=chyba');
    await victim.get('/api/auth/user').expect(401);

    // The right browser with a wrong state is refused too.
    const own = t.agent();
    const ownStart = await own.get('/api/auth/google').expect(302);
    const grant = google.approve(ownStart.headers.location as string, { sub: `g-${email}`, email, email_verified: true });
    const wrongState = await own.get(`/api/auth/google/callback?code=${grant.code}&state=jiny-stav`).expect(302);
    expect(wrongState.headers.location).toBe('/login?google=chyba');
    await own.get('/api/auth/user').expect(401);
    expect(await sessionsOf(email)).toBe(0);
  });

  it('takes an unverified password account from whoever made it: the Google owner gets in, the old password and sessions stop', async () => {
    const email = uniqueEmail('obet');
    // The attacker registers the victim's address with a password and stays signed in.
    const attacker = t.agent();
    await attacker.post('/api/auth/register').set('X-Forwarded-For', nextAddress()).send(registerBody(email)).expect(201);
    await attacker.get('/api/auth/user').expect(200);

    const victim = t.agent();
    const callback = await signInWithGoogle(victim, { sub: `g-obet-${email}`, email, email_verified: true });
    expect(callback.headers.location).toBe('/dashboard?google=heslo-zruseno');
    expect((await victim.get('/api/auth/user').expect(200)).body).toMatchObject({ email, emailVerified: true, hasPassword: false });
    await attacker.get('/api/auth/user').expect(401);
    expect((await login(t, email, PASSWORD)).status).toBe(401);
    expect(google.pkceFailures).toBe(0);
  });

  it('links Google to a verified account and keeps its password', async () => {
    const email = uniqueEmail('overeny');
    const owner = t.agent();
    const registered = await owner.post('/api/auth/register').set('X-Forwarded-For', nextAddress()).send(registerBody(email)).expect(201);
    await request(t.server).post('/api/auth/verify-email').send({ token: tokenOf(registered.body.devVerifyLink) }).expect(200);
    const callback = await signInWithGoogle(t.agent(), { sub: `g-overeny-${email}`, email, email_verified: true });
    expect(callback.headers.location).toBe('/dashboard');
    await owner.get('/api/auth/user').expect(200);
    expect((await login(t, email, PASSWORD)).status).toBe(200);
  });
});

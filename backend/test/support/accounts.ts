import { PasswordService } from '../../src/auth/password.service';
import { insertProvider, ProviderFixture } from './provider-fixtures';
import { TestApp, uniqueEmail } from './test-app';

type Agent = ReturnType<TestApp['agent']>;

/** The password the sign-in helpers give the accounts they sign in. */
export const ACCOUNT_PASSWORD = 'svatba-heslo-2026';
let address = 0;

/**
 * A fresh client address for a sign-in, so the login limit (10 a minute per address) stays out of the way. The app
 * must believe it: without TRUST_PROXY every sign-in comes from 127.0.0.1, and the eleventh in a minute (a retried
 * test's) is refused 429.
 */
export function signInAddress(t: TestApp): string {
  if (!t.config.trustProxy.enabled) throw new Error('Signing in through the API needs an app made with TRUST_PROXY=true');
  address += 1;
  return `10.77.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`;
}

async function signIn(t: TestApp, email: string): Promise<Agent> {
  const hash = await t.app.get(PasswordService).hash(ACCOUNT_PASSWORD);
  await t.dataSource.query(`UPDATE users SET password_hash = $2 WHERE email = $1`, [email, hash]);
  const agent = t.agent();
  await agent.post('/api/auth/login').set('X-Forwarded-For', signInAddress(t)).send({ email, password: ACCOUNT_PASSWORD }).expect(200);
  return agent;
}

export interface SignedInProvider {
  agent: Agent;
  providerId: number;
  userId: number;
  email: string;
}

/** A provider inserted straight in the database (see insertProvider) and signed in through the API. */
export async function signedInProvider(t: TestApp, fixture: ProviderFixture): Promise<SignedInProvider> {
  const email = fixture.email ?? uniqueEmail('dodavatel');
  const providerId = await insertProvider(t.dataSource, { ...fixture, email });
  const [{ userId }] = (await t.dataSource.query(`SELECT user_id AS "userId" FROM provider_profiles WHERE id = $1`, [providerId])) as Array<{
    userId: number;
  }>;
  return { agent: await signIn(t, email), providerId, userId, email };
}

/** A signed-in user without a provider profile (a couple). */
export async function signedInCouple(t: TestApp): Promise<{ agent: Agent; userId: number; email: string }> {
  const email = uniqueEmail('par');
  const [{ id }] = (await t.dataSource.query(`INSERT INTO users (email, first_name, last_name) VALUES ($1, 'Jana', 'Nováková') RETURNING id`, [
    email,
  ])) as Array<{ id: number }>;
  return { agent: await signIn(t, email), userId: id, email };
}

/** A signed-in admin account (users.is_admin), made straight in the database. */
export async function signedInAdmin(t: TestApp): Promise<{ agent: Agent; userId: number; email: string }> {
  const email = uniqueEmail('spravce');
  const [{ id }] = (await t.dataSource.query(`INSERT INTO users (email, is_admin) VALUES ($1, true) RETURNING id`, [email])) as Array<{
    id: number;
  }>;
  return { agent: await signIn(t, email), userId: id, email };
}

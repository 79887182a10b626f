import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import request from 'supertest';
import { nextCoupleAddress } from './request-fixtures';
import type { TestApp } from './test-app';

/** The password the sign-in helpers (accounts.ts) give every account. */
export const SIGN_IN_PASSWORD = 'svatba-heslo-2026';

/** A request's body for `contactEmail`, its description tagged with `run` (the test file's). */
export function accountRequestBody(contactEmail: string, run: string, overrides: Record<string, unknown> = {}) {
  return {
    coupleName: 'Jana a Petr',
    services: ['photography'],
    description: `Hledáme fotografa na celý den. ${run}`,
    budget: '50 000 Kč',
    location: 'Praha',
    contactEmail,
    phoneCountryCode: '+420',
    contactPhone: '777 123 456',
    ...overrides,
  };
}

/** The single figure `n` of a counting query. */
export const countRows = async (t: TestApp, sql: string, params: unknown[]): Promise<number> =>
  ((await t.dataSource.query(sql, params)) as Array<{ n: number }>)[0].n;

/** Marks the account's e-mail proven (as its verification link does). */
export const markEmailVerified = (t: TestApp, userId: number) =>
  t.dataSource.query(`UPDATE users SET email_verified_at = now() WHERE id = $1`, [userId]);

/** A message through /kontakt from `email`, tagged with `run`. */
export const sendContactMessage = (t: TestApp, name: string, email: string, run: string) =>
  request(t.server)
    .post('/api/contact')
    .set('X-Forwarded-For', nextCoupleAddress())
    .send({ name, email, subject: 'general', message: `Dobrý den, mám dotaz. ${run}` })
    .expect(200);

/** An image file in the app's uploads, as the upload endpoints store them; its URL. */
export function storedImage(t: TestApp, kind: 'portfolio' | 'profile'): string {
  const name = `${randomBytes(16).toString('hex')}.webp`;
  fs.mkdirSync(path.join(t.config.uploadsDir, kind), { recursive: true });
  fs.writeFileSync(path.join(t.config.uploadsDir, kind, name), 'webp');
  return `/uploads/${kind}/${name}`;
}

export const uploadedFileExists = (t: TestApp, url: string) => fs.existsSync(path.join(t.config.uploadsDir, url.replace('/uploads/', '')));

import type { NodeMiddleware, NodeNext, NodeRequest, NodeResponse } from '../common/http/node-http';
import { SESSION_COOKIE_NAME, sessionWhenPresent } from './session.middleware';

/** Whether the session handlers ran for a request of this method, path and cookie. */
function runsSession(method: string, path: string, cookie?: string): boolean {
  let ran = false;
  const handler: NodeMiddleware = (_request, _response, next) => {
    ran = true;
    next();
  };
  const request = { method, url: `${path}?a=1`, headers: cookie ? { cookie } : {} } as unknown as NodeRequest;
  let passedOn = false;
  sessionWhenPresent([handler])(request, {} as NodeResponse, (() => (passedOn = true)) as NodeNext);
  expect(passedOn).toBe(true);
  return ran;
}

describe('sessionWhenPresent', () => {
  const cookie = `${SESSION_COOKIE_NAME}=s%3Aabc.def; other=1`;

  it("skips the session for a visitor's reads and writes that sign nobody in", () => {
    expect(runsSession('GET', '/api/service-requests')).toBe(false);
    expect(runsSession('HEAD', '/api/service-providers')).toBe(false);
    expect(runsSession('POST', '/api/service-requests')).toBe(false);
    expect(runsSession('POST', '/api/service-requests/confirm')).toBe(false);
    expect(runsSession('GET', '/api/providers/12')).toBe(false);
  });

  it('loads it whenever the cookie comes, whatever the call', () => {
    expect(runsSession('GET', '/api/service-requests', cookie)).toBe(true);
    expect(runsSession('POST', '/api/service-requests', cookie)).toBe(true);
    expect(runsSession('DELETE', '/api/account', cookie)).toBe(true);
  });

  it('runs it without the cookie for the calls that sign in or out', () => {
    expect(runsSession('POST', '/api/auth/login')).toBe(true);
    expect(runsSession('POST', '/api/auth/register')).toBe(true);
    expect(runsSession('GET', '/api/auth/google/callback')).toBe(true);
    expect(runsSession('POST', '/api/logout')).toBe(true);
    // A provider's registration signs the new account in.
    expect(runsSession('POST', '/api/providers')).toBe(true);
  });
});

import type { NodeRequest, NodeResponse } from '../http/node-http';
import { sameOriginMiddleware } from './same-origin.middleware';

function run(method: string, headers: Record<string, string>, path = '/api/auth/login', apiToken?: NodeRequest['apiToken']) {
  const middleware = sameOriginMiddleware({ allowedOrigins: ['https://svatby.cz'], exemptPaths: ['/api/stripe/webhook'] });
  const lower = Object.fromEntries(Object.entries(headers).map(([key, value]) => [key.toLowerCase(), value]));
  const request = { method, url: `${path}?x=1`, headers: { host: 'localhost:3000', ...lower }, socket: {}, apiToken } as unknown as NodeRequest;
  const response = { statusCode: 200, setHeader: () => undefined, end: () => undefined } as unknown as NodeResponse;
  let passed = false;
  middleware(request, response, () => (passed = true));
  return { passed, status: passed ? undefined : response.statusCode };
}

describe('sameOriginMiddleware', () => {
  it.each([
    ['GET from another site', 'GET', { Origin: 'https://evil.example' }, true],
    ['POST from the own host', 'POST', { Origin: 'http://localhost:3000' }, true],
    ['POST from the public APP_URL', 'POST', { Origin: 'https://svatby.cz' }, true],
    ['POST without browser headers (curl, server to server)', 'POST', {}, true],
    ['POST typed into the address bar', 'POST', { 'Sec-Fetch-Site': 'none' }, true],
    ['POST from another site', 'POST', { Origin: 'https://evil.example' }, false],
    ['DELETE from a look-alike host', 'DELETE', { Origin: 'https://svatby.cz.evil.example' }, false],
    ['POST with an opaque origin', 'POST', { Origin: 'null' }, false],
    ['POST marked cross-site without Origin', 'POST', { 'Sec-Fetch-Site': 'cross-site' }, false],
    ['POST from a sibling subdomain', 'PATCH', { 'Sec-Fetch-Site': 'same-site' }, false],
  ])('%s', (_name, method, headers, expected) => {
    const result = run(method, headers as Record<string, string>);
    expect(result.passed).toBe(expected);
    if (!expected) expect(result.status).toBe(403);
  });

  it('lets exempt paths through (signed webhooks)', () => {
    expect(run('POST', { Origin: 'https://stripe.example' }, '/api/stripe/webhook').passed).toBe(true);
  });

  it('lets a request authenticated by an API token through (no browser, its cookies ignored); the same without one is refused', () => {
    expect(run('POST', { Origin: 'https://crm.example' }, '/api/availability', { id: 3, scopes: ['availability:write'] }).passed).toBe(true);
    expect(run('POST', { Origin: 'https://crm.example' }, '/api/availability').passed).toBe(false);
  });
});

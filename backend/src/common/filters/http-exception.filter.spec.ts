import type { ArgumentsHost } from '@nestjs/common';
import { Logger } from '@nestjs/common';
import { HttpExceptionFilter, withoutTokens } from './http-exception.filter';

describe('withoutTokens', () => {
  it("hides a link's token in a logged URL and keeps the rest", () => {
    expect(withoutTokens('/api/service-requests/manage?token=abcDEF_123-x')).toBe('/api/service-requests/manage?token=[skryto]');
    expect(withoutTokens('/reset-password?lang=cs&token=abc&next=1')).toBe('/reset-password?lang=cs&token=[skryto]&next=1');
    expect(withoutTokens('/api/service-requests?page=2')).toBe('/api/service-requests?page=2');
    // Tokens in the path: a guest's RSVP link and the calendar feed.
    expect(withoutTokens('/api/rsvp/Abc_DEF-123')).toBe('/api/rsvp/[skryto]');
    expect(withoutTokens('/api/calendar/Abc_DEF-123.ics?x=1')).toBe('/api/calendar/[skryto].ics?x=1');
    expect(withoutTokens('/api/plan/guests/5/rsvp-link')).toBe('/api/plan/guests/5/rsvp-link');
  });
});

describe('HttpExceptionFilter', () => {
  /** Runs the filter on one error; what was answered and logged. */
  function answer(exception: unknown) {
    const sent: { status?: number; body?: unknown; headers: Record<string, string> } = { headers: {} };
    const response = {
      sent: false,
      raw: { headersSent: false },
      header: (name: string, value: string) => (sent.headers[name] = value),
      status: (status: number) => ((sent.status = status), response),
      send: (body: unknown) => (sent.body = body),
    };
    const request = { method: 'GET', originalUrl: '/api/auth/me?token=secret', requestId: 'req-12345678' };
    const host = { switchToHttp: () => ({ getResponse: () => response, getRequest: () => request }) } as unknown as ArgumentsHost;
    const logged: string[] = [];
    const spy = jest.spyOn(Logger.prototype, 'error').mockImplementation((message: unknown) => void logged.push(String(message)));
    try {
      new HttpExceptionFilter().catch(exception, host);
    } finally {
      spy.mockRestore();
    }
    return { ...sent, logged };
  }

  it('answers an unreachable database with 503, Retry-After and a logged line with the request id', () => {
    const result = answer(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
    expect(result.status).toBe(503);
    expect(result.body).toEqual({ statusCode: 503, message: 'Služba je dočasně nedostupná. Zkuste to prosím za chvíli znovu.' });
    expect(result.headers['Retry-After']).toBe('30');
    expect(result.logged).toEqual([expect.stringContaining('[req-12345678] GET /api/auth/me?token=[skryto] failed: database unavailable')]);
  });

  it('answers any other unknown error with a generic 500 and logs it', () => {
    const result = answer(new TypeError('boom'));
    expect(result.status).toBe(500);
    expect(result.body).toEqual({ statusCode: 500, message: 'Na serveru nastala chyba. Zkuste to prosím znovu.' });
    expect(result.logged[0]).toContain('[req-12345678] GET');
  });
});

import { createHmac } from 'node:crypto';
import { disablesEndpoint, newEventId, newWebhookSecret, nextAttemptAt, signatureHeader, urlProblem, WEBHOOK_MESSAGES } from './webhook-rules';

const HOUR = 3_600_000;

describe('webhook rules', () => {
  it('signs "<t>.<body>" with HMAC-SHA256 of the secret, in the t=…,v1=… header', () => {
    const body = '{"id":"evt_1","type":"ping"}';
    const expected = createHmac('sha256', 'whsec_test').update(`1767225600.${body}`).digest('hex');
    expect(signatureHeader('whsec_test', 1767225600, body)).toBe(`t=1767225600,v1=${expected}`);
    expect(signatureHeader('whsec_other', 1767225600, body)).not.toBe(`t=1767225600,v1=${expected}`);
  });

  it('makes recognisable random secrets and event ids', () => {
    expect(newWebhookSecret()).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(newEventId()).toMatch(/^evt_[0-9a-f]{32}$/);
    expect(newWebhookSecret()).not.toBe(newWebhookSecret());
  });

  it('backs off 1 min, 5 min, 30 min, 2 h, 5 h, 10 h, and gives up past 24 hours after the event', () => {
    const created = new Date('2026-05-14T08:00:00Z');
    let now = created;
    const waits: number[] = [];
    for (let attempts = 1; ; attempts += 1) {
      const next = nextAttemptAt(created, attempts, now);
      if (!next) break;
      waits.push(next.getTime() - now.getTime());
      now = next;
    }
    expect(waits).toEqual([60_000, 300_000, 1_800_000, 2 * HOUR, 5 * HOUR, 10 * HOUR]);
    // The 7th attempt (17 h 36 min after the event) was the last.
    expect(now.getTime() - created.getTime()).toBe(17 * HOUR + 36 * 60_000);
  });

  it('disables an endpoint after 3 deliveries failed for good in a row, or 3 days of failures', () => {
    const since = new Date('2026-05-14T08:00:00Z');
    expect(disablesEndpoint(2, since, new Date(since.getTime() + HOUR))).toBe(false);
    expect(disablesEndpoint(3, since, new Date(since.getTime() + HOUR))).toBe(true);
    expect(disablesEndpoint(2, since, new Date(since.getTime() + 72 * HOUR))).toBe(true);
  });

  it('accepts https everywhere and http outside production only, never with credentials', () => {
    expect(urlProblem('https://crm.example.cz/hook', { production: true })).toBeNull();
    expect(urlProblem('http://crm.example.cz/hook', { production: true })).toBe(WEBHOOK_MESSAGES.httpsOnly);
    expect(urlProblem('http://crm.example.cz/hook', { production: false })).toBeNull();
    expect(urlProblem('https://jan:heslo@crm.example.cz/', { production: false })).toBe(WEBHOOK_MESSAGES.urlCredentials);
    expect(urlProblem('file:///etc/passwd', { production: false })).toBe(WEBHOOK_MESSAGES.urlInvalid);
    expect(urlProblem('není adresa', { production: false })).toBe(WEBHOOK_MESSAGES.urlInvalid);
  });
});

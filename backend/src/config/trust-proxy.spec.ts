import type { IncomingMessage } from 'node:http';
import { TrustProxy } from './trust-proxy';

describe('TrustProxy.clientAddress', () => {
  const from = (peer: string, forwardedFor?: string) =>
    ({ socket: { remoteAddress: peer }, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} }) as unknown as IncomingMessage;

  it("is the address Fastify's request.ip gives: the first one from the peer back that is not a trusted proxy", () => {
    expect(TrustProxy.off.clientAddress(from('10.0.0.5', '1.2.3.4'))).toBe('10.0.0.5');
    expect(TrustProxy.parse('true').clientAddress(from('10.0.0.5', '9.9.9.9, 1.2.3.4'))).toBe('1.2.3.4');
    expect(TrustProxy.parse('10.0.0.5').clientAddress(from('10.0.0.5', '9.9.9.9, 1.2.3.4'))).toBe('1.2.3.4');
    // Reached directly: whatever X-Forwarded-For says is not believed.
    expect(TrustProxy.parse('10.0.0.5').clientAddress(from('10.0.0.7', '1.2.3.4'))).toBe('10.0.0.7');
    expect(TrustProxy.parse('true').clientAddress(from('10.0.0.5'))).toBe('10.0.0.5');
  });
});

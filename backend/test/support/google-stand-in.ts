import { createHash, randomBytes } from 'node:crypto';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GoogleProfile {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
}

/**
 * A local stand-in for Google's OAuth 2.0 server (GOOGLE_OAUTH_URL): the test plays the browser and
 * the user's consent (approve), the app exchanges the code at /token, which checks PKCE (S256), and
 * reads /userinfo with the access token.
 */
export class GoogleStandIn {
  private server?: http.Server;
  private readonly codes = new Map<string, { challenge: string; profile: GoogleProfile }>();
  private readonly tokens = new Map<string, GoogleProfile>();
  /** Token exchanges refused for a wrong or missing code_verifier. */
  pkceFailures = 0;

  /** The user consents on Google's page: a code for the authorization request at `authorizeUrl`. */
  approve(authorizeUrl: string, profile: GoogleProfile): { code: string; state: string } {
    const url = new URL(authorizeUrl);
    const challenge = url.searchParams.get('code_challenge') ?? '';
    const code = randomBytes(12).toString('hex');
    this.codes.set(code, { challenge, profile });
    return { code, state: url.searchParams.get('state') ?? '' };
  }

  async start(): Promise<string> {
    this.server = http.createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      request.on('end', () => {
        const url = new URL(request.url ?? '/', 'http://stand-in');
        if (request.method === 'POST' && url.pathname === '/token') {
          const form = new URLSearchParams(raw);
          const grant = this.codes.get(form.get('code') ?? '');
          this.codes.delete(form.get('code') ?? '');
          const verifier = form.get('code_verifier') ?? '';
          const expected = grant && createHash('sha256').update(verifier).digest('base64url') === grant.challenge;
          if (!grant || !expected) {
            if (grant) this.pkceFailures += 1;
            response.writeHead(400, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: 'invalid_grant' }));
            return;
          }
          const token = randomBytes(12).toString('hex');
          this.tokens.set(token, grant.profile);
          response
            .writeHead(200, { 'Content-Type': 'application/json' })
            .end(JSON.stringify({ access_token: token, token_type: 'Bearer', expires_in: 3600 }));
          return;
        }
        if (request.method === 'GET' && url.pathname === '/userinfo') {
          // As Google: the token in the Authorization header or the access_token parameter.
          const token = request.headers.authorization?.replace(/^Bearer /, '') ?? url.searchParams.get('access_token') ?? '';
          const profile = this.tokens.get(token);
          if (!profile) {
            response.writeHead(401).end();
            return;
          }
          response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(profile));
          return;
        }
        response.writeHead(404).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}

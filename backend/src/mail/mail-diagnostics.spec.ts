import { AppConfig } from '../config/app-config';
import { MailDiagnosticsService, maskApiKey } from './mail-diagnostics.service';
import type { MailService } from './mail.service';

const KEY = 'SG.AbCdEfGhIjKlMnOpQrStUv.MiddleSecretPart0123456789abcdefghijklmnopq';

function diagnostics(env: Record<string, string>, transportName = env.SENDGRID_API_KEY ? 'sendgrid' : 'log') {
  return new MailDiagnosticsService(AppConfig.fromEnv(env), { transportName } as MailService);
}

describe('e-mail diagnostics', () => {
  it('masks a key to its first 5 and last 4 characters, and a short one to a quarter at most', () => {
    expect(maskApiKey(KEY)).toBe('SG.Ab…nopq');
    expect(maskApiKey('SG.short-key')).toBe('SG.…');
    expect(maskApiKey('')).toBeNull();
    expect(maskApiKey(undefined)).toBeNull();
    expect(maskApiKey('SG.')).toBe('…');
    for (let length = 1; length <= KEY.length; length += 1) {
      const preview = maskApiKey(KEY.slice(0, length))!;
      // Never more than 9 characters of the key, and never half of a short one.
      expect(preview.replace('…', '').length).toBeLessThanOrEqual(Math.min(9, Math.floor(length / 2)));
    }
  });

  it('says in Slovak whether the key is missing, of the wrong format or well formed', () => {
    expect(diagnostics({}).status()).toMatchObject({
      hasApiKey: false,
      apiKeyLength: 0,
      startsWithSG: false,
      apiKeyPreview: null,
      connectionTest: 'API kľúč nie je nastavený – emaily sa zapisujú do logu.',
      transport: 'log',
      fromEmail: 'noreply@svatby.cz',
    });
    expect(diagnostics({ SENDGRID_API_KEY: 'xx.abcdefghijklmnopqrstuvwxyz' }).status()).toMatchObject({
      hasApiKey: true,
      startsWithSG: false,
      connectionTest: 'API kľúč nemá správny formát (musí začínať na SG.).',
    });
    expect(diagnostics({ SENDGRID_API_KEY: KEY, MAIL_FROM: 'Svatby <info@svatby.cz>' }).status()).toEqual({
      hasApiKey: true,
      apiKeyLength: 69,
      startsWithSG: true,
      apiKeyPreview: 'SG.Ab…nopq',
      expectedFormat: 'SG.xxxxxxxxxxxxxxxxxxxxxx.yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy',
      connectionTest: 'Kľúč má správny formát. Odoslanie testovacieho emailu overí spojenie.',
      transport: 'sendgrid',
      fromEmail: 'info@svatby.cz',
    });
  });
});

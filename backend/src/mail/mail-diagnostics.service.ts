import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import type { SendgridDiagnosticsDto, SendgridTestResponseDto } from './dto/sendgrid-diagnostics.dto';
import { MailService } from './mail.service';
import { renderMail } from './templates/layout';

export const SENDGRID_KEY_PREFIX = 'SG.';
export const EXPECTED_KEY_FORMAT = 'SG.xxxxxxxxxxxxxxxxxxxxxx.yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy';

/** The diagnostics page's texts (Slovak, like the spec's page). */
export const DIAGNOSTICS_TEXTS = {
  noKey: 'API kľúč nie je nastavený – emaily sa zapisujú do logu.',
  badPrefix: 'API kľúč nemá správny formát (musí začínať na SG.).',
  formatOk: 'Kľúč má správny formát. Odoslanie testovacieho emailu overí spojenie.',
  testSubject: 'Test email zo Svatby',
  sent: (email: string) => `Test email bol odoslaný na ${email}`,
  logged: (email: string) => `API kľúč nie je nastavený – test email pre ${email} bol zapísaný do logu, nie odoslaný.`,
  unknownError: 'Neznáma chyba',
} as const;

/**
 * A masked preview: the first 5 and the last 4 characters (of SendGrid's 69). A short key (under 20
 * characters, not a real SendGrid key) shows at most its first 3 and a quarter of it, so the preview
 * never gives much of any key away.
 */
export function maskApiKey(key: string | null | undefined): string | null {
  if (!key) return null;
  if (key.length < 20) return `${key.slice(0, Math.min(3, Math.floor(key.length / 4)))}…`;
  return `${key.slice(0, 5)}…${key.slice(-4)}`;
}

/** GET /api/debug/sendgrid and its test send (admins only). */
@Injectable()
export class MailDiagnosticsService {
  constructor(
    private readonly config: AppConfig,
    private readonly mail: MailService,
  ) {}

  status(): SendgridDiagnosticsDto {
    const key = this.config.sendgrid?.apiKey ?? null;
    const startsWithSG = key?.startsWith(SENDGRID_KEY_PREFIX) ?? false;
    return {
      hasApiKey: key !== null,
      apiKeyLength: key?.length ?? 0,
      startsWithSG,
      apiKeyPreview: maskApiKey(key),
      expectedFormat: EXPECTED_KEY_FORMAT,
      connectionTest: !key ? DIAGNOSTICS_TEXTS.noKey : startsWithSG ? DIAGNOSTICS_TEXTS.formatOk : DIAGNOSTICS_TEXTS.badPrefix,
      transport: this.mail.transportName === 'sendgrid' ? 'sendgrid' : 'log',
      fromEmail: this.config.mailFrom.email,
    };
  }

  /** Sends a small test e-mail now through the configured transport; a refusal is success false, never a 500. */
  async sendTest(email: string): Promise<SendgridTestResponseDto> {
    const outcome = await this.mail.sendNow({ email }, testMail(this.config.appUrl));
    if (!outcome.sent) return { success: false, message: outcome.error || DIAGNOSTICS_TEXTS.unknownError };
    const sentForReal = this.mail.transportName === 'sendgrid';
    return { success: true, message: sentForReal ? DIAGNOSTICS_TEXTS.sent(email) : DIAGNOSTICS_TEXTS.logged(email) };
  }
}

function testMail(appUrl: string) {
  return renderMail({
    template: 'sendgrid-test',
    subject: DIAGNOSTICS_TEXTS.testSubject,
    greeting: 'Dobrý deň,',
    paragraphs: [
      'toto je testovací email zo Svatby, odoslaný zo stránky diagnostiky emailov.',
      'Ak ho čítate, odosielanie emailov funguje.',
    ],
    footnote: `Odoslané zo servera ${appUrl}.`,
  });
}

import { Logger } from '@nestjs/common';
import { renderMail } from './templates/layout';
import { passwordResetMail } from './templates/password-reset.template';
import { LogTransport } from './transports/log.transport';

describe('mail', () => {
  it('renders the same words as text and as escaped HTML', () => {
    const mail = renderMail({
      template: 'test',
      subject: 'Předmět <b>',
      greeting: 'Dobrý den,',
      paragraphs: ['Cena <script>alert(1)</script> & více'],
      action: { label: 'Otevřít', url: 'https://svatby.cz/?a=1&b=2' },
    });
    expect(mail.text).toContain('Cena <script>alert(1)</script> & více');
    expect(mail.text).toContain('Otevřít: https://svatby.cz/?a=1&b=2');
    expect(mail.html).toContain('Cena &lt;script&gt;alert(1)&lt;/script&gt; &amp; více');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('href="https://svatby.cz/?a=1&amp;b=2"');
  });

  it('writes the password reset e-mail in Czech with the link and its validity', () => {
    const mail = passwordResetMail({ firstName: 'Jana', resetUrl: 'https://svatby.cz/reset-password?token=t0k', validHours: 24 });
    expect(mail.subject).toBe('Obnovení hesla – Svatby');
    expect(mail.text).toContain('Dobrý den, Jano,');
    expect(mail.text).toContain('https://svatby.cz/reset-password?token=t0k');
    expect(mail.text).toContain('24 hodin');
  });
});

describe('LogTransport (offline mode)', () => {
  const mail = { ...passwordResetMail({ firstName: 'Jana', resetUrl: 'https://svatby.cz/reset-password?token=t0k', validHours: 24 }), to: { email: 'jana@example.cz' } };
  const from = { email: 'noreply@svatby.cz', name: 'Svatby' };

  async function logged(withBodies: boolean): Promise<string[]> {
    const lines: string[] = [];
    const spy = jest.spyOn(Logger.prototype, 'log').mockImplementation((message: unknown) => void lines.push(String(message)));
    try {
      await new LogTransport(withBodies).send(mail, from);
    } finally {
      spy.mockRestore();
    }
    return lines;
  }

  it('writes the whole text on a development machine (where a developer reads the links)', async () => {
    const [line] = await logged(true);
    expect(line).toContain('to jana@example.cz: Obnovení hesla – Svatby [password-reset]');
    expect(line).toContain('token=t0k');
  });

  it('writes only recipient, subject and template in production', async () => {
    expect(await logged(false)).toEqual(['E-mail (offline mode, not sent) from noreply@svatby.cz to jana@example.cz: Obnovení hesla – Svatby [password-reset]']);
  });
});

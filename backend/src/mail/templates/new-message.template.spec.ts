import { newMessageMail } from './new-message.template';

describe('new-message mail', () => {
  it("names the sender and links back, without any message text; an account's mail is not secret", () => {
    const mail = newMessageMail({ senderName: 'Foto Novák', url: 'https://svatby.cz/zpravy?c=7', withManageLink: false });
    expect(mail.subject).toBe('Nová zpráva od Foto Novák na Svatby');
    expect(mail.text).toContain('Otevřít konverzaci: https://svatby.cz/zpravy?c=7');
    expect(mail.text).toContain('vypnout v nastavení zpráv');
    expect(mail.secret).toBeUndefined();
  });

  it("marks a manage link's mail secret (cleared from the outbox once sent) and escapes the name", () => {
    const mail = newMessageMail({ senderName: '<b>Eva</b>', url: 'https://svatby.cz/poptavka/sprava?token=abc&c=7', withManageLink: true });
    expect(mail.secret).toBe(true);
    expect(mail.html).toContain('&lt;b&gt;Eva&lt;/b&gt;');
    expect(mail.text).toContain('Odkaz je osobní');
  });
});

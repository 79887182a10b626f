import { reviewModeratedMail } from './review-moderation.template';

describe('review-hidden and review-deleted e-mails', () => {
  it('names the provider and the reason, escaped in the HTML, and carries no link', () => {
    const mail = reviewModeratedMail({ action: 'hidden', companyName: 'Foto <b>&</b>', reason: 'Reklama <script>' });
    expect(mail.template).toBe('review-hidden');
    expect(mail.subject).toBe('Vaše hodnocení bylo skryto – Svatby');
    expect(mail.text).toContain('vaše hodnocení dodavatele Foto <b>&</b> jsme po kontrole skryli.');
    expect(mail.text).toContain('Důvod: Reklama <script>');
    expect(mail.html).toContain('Foto &lt;b&gt;&amp;&lt;/b&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.secret).toBeUndefined();
  });

  it('says deleted, and copes with a provider gone meanwhile', () => {
    const mail = reviewModeratedMail({ action: 'deleted', companyName: null, reason: 'Falešné' });
    expect(mail.template).toBe('review-deleted');
    expect(mail.text).toContain('vaše hodnocení dodavatele jsme po kontrole odstranili.');
  });
});

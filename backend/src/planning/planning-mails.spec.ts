import { partnerInvitationMail } from './planning-mails';

describe('partnerInvitationMail', () => {
  it("dates the link's expiry in Prague time, not the server's (UTC)", () => {
    // 23:30 UTC on 28 February is 00:30 on 1 March in Prague.
    const mail = partnerInvitationMail({ url: 'https://svatby.test/muj-plan/pripojit?token=x', expiresAt: new Date('2026-02-28T23:30:00Z') });
    expect(mail.text).toContain('Odkaz platí do 1. 3. 2026 a použít ho lze jen jednou.');
    // Summer time: 22:30 UTC on 29 March is 00:30 on 30 March.
    expect(partnerInvitationMail({ url: 'https://svatby.test/x', expiresAt: new Date('2026-03-29T22:30:00Z') }).text).toContain('do 30. 3. 2026');
  });
});

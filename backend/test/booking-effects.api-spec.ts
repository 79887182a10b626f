import { BookingDepositReminders } from '../src/bookings/bookings.reminders';
import { EventsService } from '../src/events/events.service';
import { signedInCouple, type SignedInProvider } from './support/accounts';
import { insertBooking, listedProvider, mailsTo, publishBookingEvent, systemNotices } from './support/booking-rows';
import { coupleRequest } from './support/conversation-fixtures';
import { createTestApp, TestApp } from './support/test-app';

/*
 * What follows a booking's change (BookingEffects): a notice in the couple↔provider conversation with
 * the typed reason, a mail to the other side without it, the live event 'booking.updated' to both
 * accounts; and the deposit reminders 3 and 7 days after the confirmation (a controlled clock).
 */
const RUN = `rezervace-ucinky${process.pid}x${Date.now().toString(36)}`;
const DAY = 86_400_000;
/** A reason nobody but Svatby's pages may show. */
const SECRET_REASON = `Tajný důvod ${RUN} – nikomu nepsat`;

/** YYYY-MM-DD `days` after today. */
const inDays = (days: number): string => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

describe('Booking effects', () => {
  let t: TestApp;
  let provider: SignedInProvider;
  let couple: { agent: ReturnType<TestApp['agent']>; userId: number; email: string };

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    provider = await listedProvider(t, `Foto Účinky ${RUN}`);
    couple = await signedInCouple(t);
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => t.close());

  const noReasonIn = (mail: { subject: string; text: string; html: string }) => {
    expect(mail.subject).not.toContain(SECRET_REASON);
    expect(mail.text).not.toContain(SECRET_REASON);
    expect(mail.html).not.toContain('Tajný důvod');
  };

  it('tells the provider of a new booking: a notice, a mail with the deadline and a live event to both accounts', async () => {
    const booking = await insertBooking(t, RUN, provider, { coupleUserId: couple.userId, eventDate: inDays(200) });
    const published = jest.spyOn(t.app.get(EventsService), 'publish');

    await publishBookingEvent(t, booking, 'booking.created', 'couple');

    const [mail] = await mailsTo(t, provider.email, 'booking-requested');
    expect(mail.subject).toBe(`Rezervace ${booking.number} čeká na vaše potvrzení – Svatby`);
    expect(mail.text).toContain('Potvrďte ji, nebo ji odmítněte, do ');
    expect(mail.text).toContain(`/rezervace/${booking.bookingId}`);
    const [notice] = await systemNotices(t, booking.conversationId);
    expect(notice.providerBody).toContain(`Pár přijal vaši nabídku a vznikla rezervace ${booking.number}`);
    expect(notice.actorSide).toBe('couple');
    expect(published).toHaveBeenCalledWith(
      expect.arrayContaining([provider.userId, couple.userId]),
      expect.objectContaining({ type: 'booking.updated', bookingId: booking.bookingId }),
    );
    // The couple acted: no mail to it.
    expect(await mailsTo(t, booking.coupleEmail, 'booking-requested')).toHaveLength(0);
  });

  it('keeps the provider’s reason for declining out of the couple’s mail and posts it in the conversation', async () => {
    const booking = await insertBooking(t, RUN, provider, { coupleUserId: couple.userId, status: 'declined' });

    await publishBookingEvent(t, booking, 'booking.declined', 'provider', SECRET_REASON);

    const mails = await mailsTo(t, booking.coupleEmail, 'booking-declined');
    expect(mails).toHaveLength(1);
    noReasonIn(mails[0]);
    expect(mails[0].text).toContain('Důvod najdete u rezervace na Svatby.');
    expect(mails[0].text).toContain('Můžete přijmout jinou nabídku, která ještě platí.');
    const [notice] = await systemNotices(t, booking.conversationId);
    expect(notice.body).toBe(`Dodavatel rezervaci ${booking.number} nepotvrdil. Důvod: „${SECRET_REASON}“`);
    expect(notice.providerBody).toBe(`Odmítli jste rezervaci ${booking.number}. Důvod: „${SECRET_REASON}“`);
    expect(notice.actorSide).toBe('provider');
    expect(await mailsTo(t, provider.email, 'booking-declined')).toHaveLength(0);
  });

  it('mails a link-only couple through a fresh manage link (a secret mail)', async () => {
    const booking = await insertBooking(t, RUN, provider, { status: 'confirmed', eventDate: inDays(120), depositAmount: 5000 });

    await publishBookingEvent(t, booking, 'booking.confirmed', 'provider');

    const [mail] = await mailsTo(t, booking.coupleEmail, 'booking-confirmed');
    expect(mail.secret).toBe(true);
    expect(mail.text).toContain('/poptavka/sprava?token=');
    expect(mail.text).toContain('Odkaz vede ke správě vaší poptávky, nikomu ho nepřeposílejte.');
    // No bank account in the provider's settings: the mail does not ask for a deposit nobody can pay.
    expect(mail.text).not.toContain('zálohu');
    const [notice] = await systemNotices(t, booking.conversationId);
    expect(notice.body).toBe(`Dodavatel potvrdil rezervaci ${booking.number}.`);
  });

  it('mails the other side of a cancellation without the reason, and both sides of an admin’s', async () => {
    const byCouple = await insertBooking(t, RUN, provider, { coupleUserId: couple.userId, status: 'cancelled' });
    const beforeProvider = (await mailsTo(t, provider.email, 'booking-cancelled-provider')).length;
    await publishBookingEvent(t, byCouple, 'booking.cancelled', 'couple', SECRET_REASON);
    const providerMails = await mailsTo(t, provider.email, 'booking-cancelled-provider');
    expect(providerMails).toHaveLength(beforeProvider + 1);
    noReasonIn(providerMails[providerMails.length - 1]);
    expect(providerMails[providerMails.length - 1].text).toContain(`pár zrušil rezervaci ${byCouple.number}`);
    expect(await mailsTo(t, byCouple.coupleEmail, 'booking-cancelled')).toHaveLength(0);
    const [coupleNotice] = await systemNotices(t, byCouple.conversationId);
    expect(coupleNotice.coupleBody).toBe(`Zrušili jste rezervaci ${byCouple.number}. Důvod: „${SECRET_REASON}“`);

    const byAdmin = await insertBooking(t, RUN, provider, { coupleUserId: couple.userId, status: 'cancelled' });
    await publishBookingEvent(t, byAdmin, 'booking.cancelled', 'admin', SECRET_REASON);
    const [toCouple] = await mailsTo(t, byAdmin.coupleEmail, 'booking-cancelled');
    noReasonIn(toCouple);
    expect(toCouple.text).toContain(`správce Svatby zrušil vaši rezervaci ${byAdmin.number}`);
    const toProvider = await mailsTo(t, provider.email, 'booking-cancelled-provider');
    expect(toProvider).toHaveLength(beforeProvider + 2);
    noReasonIn(toProvider[toProvider.length - 1]);
    const [adminNotice] = await systemNotices(t, byAdmin.conversationId);
    expect(adminNotice.body).toBe(`Správce Svatby zrušil rezervaci ${byAdmin.number}. Důvod: „${SECRET_REASON}“`);
    expect(adminNotice.actorSide).toBeNull();
  });

  it('tells both sides of an expiry and the couple of a received deposit', async () => {
    const expired = await insertBooking(t, RUN, provider, { coupleUserId: couple.userId, status: 'expired' });
    await publishBookingEvent(t, expired, 'booking.expired', 'system');
    expect(await mailsTo(t, expired.coupleEmail, 'booking-expired')).toHaveLength(1);
    expect((await mailsTo(t, provider.email, 'booking-expired-provider')).some((mail) => mail.text.includes(expired.number))).toBe(true);
    const [notice] = await systemNotices(t, expired.conversationId);
    expect(notice.body).toBe(`Rezervace ${expired.number} propadla: dodavatel ji nepotvrdil včas.`);

    const paid = await insertBooking(t, RUN, provider, { coupleUserId: couple.userId, status: 'confirmed', depositAmount: 4000 });
    await publishBookingEvent(t, paid, 'booking.deposit_received', 'provider');
    const [mail] = await mailsTo(t, paid.coupleEmail, 'booking-deposit-received');
    expect(mail.text.replace(/\u00a0/g, ' ')).toContain('přijal vaši zálohu 4 000 Kč');
  });

  it('follows the real transitions: accepting an offer tells the provider, confirming tells the couple', async () => {
    const request = await coupleRequest(t, RUN, { userId: couple.userId });
    const offer = await provider.agent
      .post(`/api/service-requests/${request.requestId}/offers`)
      .send({ message: 'Dobrý den, rádi vám svatbu nafotíme.', priceKind: 'exact', priceMin: 20_000 })
      .expect(201);
    await couple.agent.post(`/api/offers/${offer.body.id}/accept`).send({}).expect(200);
    const [{ id, number }] = (await t.dataSource.query(`SELECT id, number FROM bookings WHERE offer_id = $1`, [offer.body.id])) as Array<{
      id: number;
      number: string;
    }>;
    expect((await mailsTo(t, provider.email, 'booking-requested')).some((mail) => mail.subject.includes(number))).toBe(true);

    await provider.agent
      .post(`/api/bookings/${id}/confirm`)
      .send({ eventDate: inDays(150) })
      .expect(200);
    const [mail] = await mailsTo(t, request.contactEmail, 'booking-confirmed');
    expect(mail.subject).toBe(`Rezervace ${number} je potvrzená – Svatby`);
    expect(mail.text).toContain(`/rezervace/${id}`);
    const [{ conversationId }] = (await t.dataSource.query(
      `SELECT conversation_id AS "conversationId" FROM conversation_offers WHERE offer_id = $1`,
      [offer.body.id],
    )) as Array<{ conversationId: number }>;
    const [notice] = await systemNotices(t, conversationId);
    expect(notice.body).toBe(`Dodavatel potvrdil rezervaci ${number}.`);
  });

  describe('deposit reminders', () => {
    let reminders: BookingDepositReminders;
    let payer: SignedInProvider;

    beforeAll(async () => {
      reminders = t.app.get(BookingDepositReminders);
      payer = await listedProvider(t, `Foto Záloha ${RUN}`);
      await payer.agent
        .put('/api/provider/booking-settings')
        .send({ cancellationTerms: 'Storno do 30 dní zdarma.', depositPercent: 20, bankAccount: '19-2000145399/0800', eventsPerDay: 1 })
        .expect(200);
    });

    const reminderCount = async (email: string) => (await mailsTo(t, email, 'booking-deposit-reminder')).length;

    it('reminds the couple 3 and 7 days after the confirmation, each once, with the QR payment’s fields and no typed text', async () => {
      const confirmedAt = new Date(Date.now() - 60_000);
      const booking = await insertBooking(t, RUN, payer, {
        coupleUserId: couple.userId,
        status: 'confirmed',
        confirmedAt,
        eventDate: inDays(100),
        depositAmount: 6000,
      });
      const at = (days: number, minutes = 0) => new Date(confirmedAt.getTime() + days * DAY + minutes * 60_000);

      await reminders.sendDue(at(2, 23 * 60));
      expect(await reminderCount(booking.coupleEmail)).toBe(0);
      await reminders.sendDue(at(3, 1));
      expect(await reminderCount(booking.coupleEmail)).toBe(1);
      await reminders.sendDue(at(3, 120));
      await reminders.sendDue(at(6, 0));
      expect(await reminderCount(booking.coupleEmail)).toBe(1);
      await reminders.sendDue(at(7, 1));
      expect(await reminderCount(booking.coupleEmail)).toBe(2);
      await reminders.sendDue(at(9));
      await reminders.sendDue(at(30));
      expect(await reminderCount(booking.coupleEmail)).toBe(2);

      const [mail] = await mailsTo(t, booking.coupleEmail, 'booking-deposit-reminder');
      const text = mail.text.replace(/\u00a0/g, ' ');
      expect(mail.subject).toBe(`Připomínka zálohy k rezervaci ${booking.number} – Svatby`);
      expect(text).toContain('částka: 6 000 Kč');
      expect(text).toContain('účet: 19-2000145399/0800 (IBAN CZ6508000000192000145399)');
      expect(text).toContain(`variabilní symbol: ${booking.number.replace(/\D/g, '')}`);
      expect(text).toContain(`zpráva pro příjemce: Záloha ${booking.number}`);
      expect(text).toContain(`/rezervace/${booking.bookingId}`);
      expect(text).not.toContain('Storno do 30 dní');
      const [{ sent }] = (await t.dataSource.query(`SELECT deposit_reminders_sent AS sent FROM bookings WHERE id = $1`, [
        booking.bookingId,
      ])) as Array<{
        sent: number;
      }>;
      expect(sent).toBe(2);
    });

    it('stops once the deposit is received, and sends only the latest after a long pause', async () => {
      const confirmedAt = new Date(Date.now() - 60_000);
      const paid = await insertBooking(t, RUN, payer, {
        coupleUserId: couple.userId,
        status: 'confirmed',
        confirmedAt,
        eventDate: inDays(100),
        depositAmount: 3000,
      });
      await reminders.sendDue(new Date(confirmedAt.getTime() + 3 * DAY + 60_000));
      expect(await reminderCount(paid.coupleEmail)).toBe(1);
      await t.dataSource.query(`UPDATE bookings SET deposit_received_at = now() WHERE id = $1`, [paid.bookingId]);
      await reminders.sendDue(new Date(confirmedAt.getTime() + 7 * DAY + 60_000));
      expect(await reminderCount(paid.coupleEmail)).toBe(1);

      const late = await insertBooking(t, RUN, payer, {
        coupleUserId: couple.userId,
        status: 'confirmed',
        confirmedAt,
        eventDate: inDays(100),
        depositAmount: 3000,
      });
      await reminders.sendDue(new Date(confirmedAt.getTime() + 8 * DAY));
      await reminders.sendDue(new Date(confirmedAt.getTime() + 9 * DAY));
      expect(await reminderCount(late.coupleEmail)).toBe(1);
    });

    it('reminds nobody without a deposit, after a cancellation or once the wedding day has passed', async () => {
      const confirmedAt = new Date(Date.now() - 60_000);
      const none = await insertBooking(t, RUN, payer, {
        coupleUserId: couple.userId,
        status: 'confirmed',
        confirmedAt,
        eventDate: inDays(100),
      });
      const cancelled = await insertBooking(t, RUN, payer, {
        coupleUserId: couple.userId,
        status: 'cancelled',
        confirmedAt,
        depositAmount: 3000,
      });
      const past = await insertBooking(t, RUN, payer, {
        coupleUserId: couple.userId,
        status: 'confirmed',
        confirmedAt,
        eventDate: inDays(5),
        depositAmount: 3000,
      });
      await reminders.sendDue(new Date(confirmedAt.getTime() + 7 * DAY + 60_000));
      expect(await reminderCount(none.coupleEmail)).toBe(0);
      expect(await reminderCount(cancelled.coupleEmail)).toBe(0);
      expect(await reminderCount(past.coupleEmail)).toBe(0);
    });
  });
});

import { signedInAdmin, signedInCouple, type SignedInProvider } from './support/accounts';
import { insertBooking, listedProvider, mailsTo, type BookingRow } from './support/booking-rows';
import { createTestApp, TestApp } from './support/test-app';

/**
 * The admin panel's "Rezervace" tab: GET /api/admin/bookings (filter, search, sort, pages in SQL) and
 * POST /api/admin/bookings/{id}/cancel (a reason, the audit row, both sides told without the reason).
 */
const RUN = `rezervace-admin${process.pid}x${Date.now().toString(36)}`;
const DAY = 86_400_000;
const inDays = (days: number): string => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

type Agent = ReturnType<TestApp['agent']>;

describe('Admin bookings', () => {
  let t: TestApp;
  let admin: { agent: Agent; userId: number; email: string };
  let provider: SignedInProvider;
  let other: SignedInProvider;
  let rows: Record<'oldPending' | 'confirmedSoon' | 'confirmedLate' | 'declined', BookingRow>;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    admin = await signedInAdmin(t);
    provider = await listedProvider(t, `Fotoateliér Šťastný ${RUN}`);
    other = await listedProvider(t, `Catering Adámek ${RUN}`);
    rows = {
      oldPending: await insertBooking(t, RUN, provider, {
        providerName: `Fotoateliér Šťastný ${RUN}`,
        coupleName: 'Zuzana a Ondřej',
        eventDate: inDays(300),
        createdAt: new Date(Date.now() - 10 * DAY),
      }),
      confirmedSoon: await insertBooking(t, RUN, other, {
        status: 'confirmed',
        providerName: `Catering Adámek ${RUN}`,
        coupleName: 'Běla a Čeněk',
        eventDate: inDays(40),
        confirmedAt: new Date(Date.now() - DAY),
        depositAmount: 8000,
        createdAt: new Date(Date.now() - 5 * DAY),
      }),
      confirmedLate: await insertBooking(t, RUN, provider, {
        status: 'confirmed',
        providerName: `Fotoateliér Šťastný ${RUN}`,
        coupleName: 'Alena a Ivan',
        eventDate: inDays(200),
        confirmedAt: new Date(Date.now() - DAY),
        createdAt: new Date(Date.now() - 2 * DAY),
      }),
      declined: await insertBooking(t, RUN, other, {
        status: 'declined',
        providerName: `Catering Adámek ${RUN}`,
        coupleName: 'Dana a Emil',
        createdAt: new Date(Date.now() - DAY),
      }),
    };
  });
  afterAll(() => t.close());

  const list = async (query: string) =>
    (await admin.agent.get(`/api/admin/bookings?search=${encodeURIComponent(RUN)}&${query}`).expect(200)).body;
  const numbers = (body: { items: Array<{ number: string }> }) => body.items.map((item) => item.number);

  it('lists every booking of any status, newest first, with the table’s columns', async () => {
    const body = await list('');
    expect(body.total).toBe(4);
    expect(body.pageSize).toBe(20);
    expect(numbers(body)).toEqual([rows.declined, rows.confirmedLate, rows.confirmedSoon, rows.oldPending].map((row) => row.number));
    const soon = body.items.find((item: { id: number }) => item.id === rows.confirmedSoon.bookingId);
    expect(soon).toMatchObject({
      number: rows.confirmedSoon.number,
      status: 'confirmed',
      provider: { id: other.providerId, companyName: `Catering Adámek ${RUN}` },
      requestId: rows.confirmedSoon.requestId,
      coupleName: 'Běla a Čeněk',
      coupleEmail: rows.confirmedSoon.coupleEmail,
      eventDate: inDays(40),
      depositAmount: 8000,
      depositReceivedAt: null,
      canCancel: true,
    });
    expect(soon.requestTitle).not.toBe('');
    expect(body.items.find((item: { id: number }) => item.id === rows.declined.bookingId).canCancel).toBe(false);
  });

  it('filters by status, searches number, company and couple (diacritics ignored), sorts and pages in SQL', async () => {
    expect(numbers(await list('status=confirmed'))).toEqual([rows.confirmedLate.number, rows.confirmedSoon.number]);
    expect((await list('status=expired')).total).toBe(0);

    const byNumber = await admin.agent.get(`/api/admin/bookings?search=${rows.oldPending.number.toLowerCase()}`).expect(200);
    expect(numbers(byNumber.body)).toEqual([rows.oldPending.number]);
    const byCompany = await admin.agent.get(`/api/admin/bookings?search=${encodeURIComponent(`fotoatelier stastny ${RUN}`)}`).expect(200);
    expect(byCompany.body.total).toBe(2);
    const byCouple = await admin.agent.get(`/api/admin/bookings?search=${encodeURIComponent('bela a ceněk')}`).expect(200);
    expect(numbers(byCouple.body)).toContain(rows.confirmedSoon.number);

    expect(numbers(await list('sort=oldest'))).toEqual(
      [rows.oldPending, rows.confirmedSoon, rows.confirmedLate, rows.declined].map((row) => row.number),
    );
    expect(numbers(await list('sort=event-date'))).toEqual(
      [rows.confirmedSoon, rows.confirmedLate, rows.oldPending, rows.declined].map((row) => row.number),
    );
    expect(numbers(await list('sort=couple'))).toEqual(
      [rows.confirmedLate, rows.confirmedSoon, rows.declined, rows.oldPending].map((row) => row.number),
    );

    const second = await list('sort=oldest&pageSize=2&page=2');
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 2 });
    expect(numbers(second)).toEqual([rows.confirmedLate.number, rows.declined.number]);
  });

  it('refuses a wrong filter with a Czech 400', async () => {
    expect((await admin.agent.get('/api/admin/bookings?status=paid').expect(400)).body.message).toBe('Neplatný stav rezervace');
    expect((await admin.agent.get('/api/admin/bookings?sort=price').expect(400)).body.message).toBe('Neplatné řazení');
  });

  it('cancels a confirmed booking with a reason: history, audit row, both sides mailed without the reason', async () => {
    const reason = `Podvodný dodavatel ${RUN}`;
    const { body } = await admin.agent.post(`/api/admin/bookings/${rows.confirmedSoon.bookingId}/cancel`).send({ reason }).expect(200);
    expect(body).toMatchObject({ id: rows.confirmedSoon.bookingId, status: 'cancelled', canCancel: false });
    expect(body.endedAt).not.toBeNull();

    const history = (await t.dataSource.query(`SELECT actor, action, reason FROM booking_history WHERE booking_id = $1`, [
      rows.confirmedSoon.bookingId,
    ])) as Array<{ actor: string; action: string; reason: string }>;
    expect(history).toEqual([{ actor: 'admin', action: 'cancelled', reason }]);
    const audit = (await t.dataSource.query(
      `SELECT admin_user_id AS "adminUserId", admin_email AS "adminEmail", action, target_type AS "targetType", target_id AS "targetId", details
         FROM admin_audit_log WHERE action = 'booking.cancel' AND target_id = $1`,
      [String(rows.confirmedSoon.bookingId)],
    )) as Array<Record<string, unknown>>;
    expect(audit).toEqual([
      {
        adminUserId: admin.userId,
        adminEmail: admin.email,
        action: 'booking.cancel',
        targetType: 'booking',
        targetId: String(rows.confirmedSoon.bookingId),
        details: { number: rows.confirmedSoon.number, providerId: other.providerId, reason },
      },
    ]);
    // The audit log's own filter offers the action.
    const logged = await admin.agent.get('/api/admin/audit-log?action=booking.cancel').expect(200);
    expect(logged.body.items.some((item: { targetId: string }) => item.targetId === String(rows.confirmedSoon.bookingId))).toBe(true);

    const [toCouple] = await mailsTo(t, rows.confirmedSoon.coupleEmail, 'booking-cancelled');
    const [toProvider] = (await mailsTo(t, other.email, 'booking-cancelled-provider')).filter((mail) =>
      mail.text.includes(rows.confirmedSoon.number),
    );
    for (const mail of [toCouple, toProvider]) {
      expect(mail.text).toContain('správce Svatby zrušil');
      expect(mail.text).not.toContain(reason);
      expect(mail.html).not.toContain('Podvodný');
    }
  });

  it('answers 409 for a booking that is not confirmed, 404 for an unknown one and 400 without a reason', async () => {
    const pending = await admin.agent
      .post(`/api/admin/bookings/${rows.oldPending.bookingId}/cancel`)
      .send({ reason: 'Omyl v termínu' })
      .expect(409);
    expect(pending.body.message).toBe('Rezervace není potvrzená');
    const unknown = await admin.agent.post('/api/admin/bookings/2147000000/cancel').send({ reason: 'Omyl v termínu' }).expect(404);
    expect(unknown.body.message).toBe('Rezervace nenalezena');
    await admin.agent.post('/api/admin/bookings/abc/cancel').send({ reason: 'Omyl v termínu' }).expect(404);
    const blank = await admin.agent.post(`/api/admin/bookings/${rows.confirmedLate.bookingId}/cancel`).send({ reason: '  ' }).expect(400);
    expect(blank.body.message).toBe('Uveďte důvod');
    const [{ status }] = (await t.dataSource.query(`SELECT status FROM bookings WHERE id = $1`, [rows.confirmedLate.bookingId])) as Array<{
      status: string;
    }>;
    expect(status).toBe('confirmed');
  });

  it('is for admins only: 401 for a visitor, 403 for a couple and a provider', async () => {
    await t.agent().get('/api/admin/bookings').expect(401);
    const couple = await signedInCouple(t);
    await couple.agent.get('/api/admin/bookings').expect(403);
    await couple.agent.post(`/api/admin/bookings/${rows.confirmedLate.bookingId}/cancel`).send({ reason: 'Chci zrušit' }).expect(403);
    await provider.agent.get('/api/admin/bookings').expect(403);
    await provider.agent.post(`/api/admin/bookings/${rows.confirmedLate.bookingId}/cancel`).send({ reason: 'Chci zrušit' }).expect(403);
    const [{ status }] = (await t.dataSource.query(`SELECT status FROM bookings WHERE id = $1`, [rows.confirmedLate.bookingId])) as Array<{
      status: string;
    }>;
    expect(status).toBe('confirmed');
  });
});

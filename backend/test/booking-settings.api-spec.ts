import { DEFAULT_CANCELLATION_TERMS } from '../src/bookings/booking-rules';
import { BANK_ACCOUNT_INVALID } from '../src/bookings/payment/bank-account';
import { signedInCouple, signedInProvider, type SignedInProvider } from './support/accounts';
import { createTestApp, TestApp } from './support/test-app';

/** GET/PUT /api/provider/booking-settings: the defaults, the validation (Czech 400s on the field) and what is stored. */
const RUN = `rezervace-nastaveni${process.pid}x${Date.now().toString(36)}`;

describe('Booking settings', () => {
  let t: TestApp;
  let provider: SignedInProvider;

  const valid = {
    cancellationTerms: 'Zálohu vracíme při zrušení do 60 dní před svatbou.',
    depositPercent: 30,
    bankAccount: '19-2000145399/0800',
    eventsPerDay: 2,
  };
  const stored = async () =>
    (
      (await t.dataSource.query(
        `SELECT cancellation_terms AS terms, deposit_percent AS "depositPercent", bank_account_iban AS iban, events_per_day AS "eventsPerDay"
           FROM provider_booking_settings WHERE provider_id = $1`,
        [provider.providerId],
      )) as Array<{ terms: string; depositPercent: number | null; iban: string | null; eventsPerDay: number }>
    )[0];

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    provider = await signedInProvider(t, { companyName: `Foto Nastavení ${RUN}` });
  });
  afterAll(() => t.close());

  it('answers the defaults before anything is saved', async () => {
    const { body } = await provider.agent.get('/api/provider/booking-settings').expect(200);
    expect(body).toEqual({
      cancellationTerms: DEFAULT_CANCELLATION_TERMS,
      depositPercent: null,
      bankAccount: null,
      bankAccountIban: null,
      bankAccountDisplay: null,
      eventsPerDay: 1,
      saved: false,
    });
    expect(await stored()).toBeUndefined();
  });

  it('stores a Czech account as its IBAN and shows it the Czech way', async () => {
    const { body } = await provider.agent.put('/api/provider/booking-settings').send(valid).expect(200);
    expect(body).toEqual({
      cancellationTerms: valid.cancellationTerms,
      depositPercent: 30,
      bankAccount: '19-2000145399/0800',
      bankAccountIban: 'CZ6508000000192000145399',
      bankAccountDisplay: '19-2000145399/0800',
      eventsPerDay: 2,
      saved: true,
    });
    expect(await stored()).toEqual({
      terms: valid.cancellationTerms,
      depositPercent: 30,
      iban: 'CZ6508000000192000145399',
      eventsPerDay: 2,
    });
    expect((await provider.agent.get('/api/provider/booking-settings').expect(200)).body.bankAccountIban).toBe('CZ6508000000192000145399');

    // An IBAN typed with spaces; a foreign one shown in groups of four.
    const german = await provider.agent
      .put('/api/provider/booking-settings')
      .send({ ...valid, bankAccount: 'DE89 3704 0044 0532 0130 00' })
      .expect(200);
    expect(german.body.bankAccountIban).toBe('DE89370400440532013000');
    expect(german.body.bankAccountDisplay).toBe('DE89 3704 0044 0532 0130 00');
  });

  it('refuses a wrong account with the Czech message on the field, and keeps what was saved', async () => {
    await provider.agent.put('/api/provider/booking-settings').send(valid).expect(200);
    for (const bankAccount of [
      '19-2000145398/0800',
      '2000145399/0801',
      'CZ6508000000192000145398',
      'DE00370400440532013000',
      'číslo účtu',
    ]) {
      const { body } = await provider.agent
        .put('/api/provider/booking-settings')
        .send({ ...valid, bankAccount, eventsPerDay: 5 })
        .expect(400);
      expect(body.message).toBe(BANK_ACCOUNT_INVALID);
      expect(body.errors).toEqual([{ field: 'bankAccount', message: BANK_ACCOUNT_INVALID }]);
    }
    expect((await stored()).eventsPerDay).toBe(2);
  });

  it('asks for an account with a deposit, and clears both with null', async () => {
    const refused = await provider.agent
      .put('/api/provider/booking-settings')
      .send({ ...valid, bankAccount: null })
      .expect(400);
    expect(refused.body.errors).toEqual([{ field: 'bankAccount', message: 'Pro zálohu zadejte číslo účtu, na který vám ji pár pošle' }]);
    const cleared = await provider.agent
      .put('/api/provider/booking-settings')
      .send({ ...valid, depositPercent: null, bankAccount: '' })
      .expect(200);
    expect(cleared.body).toMatchObject({ depositPercent: null, bankAccount: null, bankAccountIban: null });
  });

  it('holds eventsPerDay to 1..20, the deposit to 1..100 % and the terms to 2000 characters', async () => {
    const message = (body: { errors: Array<{ field: string; message: string }> }, field: string) =>
      body.errors.find((error) => error.field === field)?.message;
    for (const eventsPerDay of [0, 21, 1.5, '3']) {
      const { body } = await provider.agent
        .put('/api/provider/booking-settings')
        .send({ ...valid, eventsPerDay })
        .expect(400);
      expect(message(body, 'eventsPerDay')).toBe('Počet akcí za den musí být celé číslo od 1 do 20');
    }
    await provider.agent
      .put('/api/provider/booking-settings')
      .send({ ...valid, eventsPerDay: 20 })
      .expect(200);
    for (const depositPercent of [0, 101]) {
      const { body } = await provider.agent
        .put('/api/provider/booking-settings')
        .send({ ...valid, depositPercent })
        .expect(400);
      expect(message(body, 'depositPercent')).toBe('Záloha musí být celé číslo od 1 do 100 %');
    }
    const long = await provider.agent
      .put('/api/provider/booking-settings')
      .send({ ...valid, cancellationTerms: 'a'.repeat(2001) })
      .expect(400);
    expect(message(long.body, 'cancellationTerms')).toBe('Storno podmínky mohou mít nejvýše 2000 znaků');
    const blank = await provider.agent
      .put('/api/provider/booking-settings')
      .send({ ...valid, cancellationTerms: '   ' })
      .expect(400);
    expect(message(blank.body, 'cancellationTerms')).toBe('Zadejte storno podmínky');
    await provider.agent
      .put('/api/provider/booking-settings')
      .send({ ...valid, cancellationTerms: 'a'.repeat(2000) })
      .expect(200);
  });

  it('is for providers only', async () => {
    await t.agent().get('/api/provider/booking-settings').expect(401);
    const couple = await signedInCouple(t);
    await couple.agent.get('/api/provider/booking-settings').expect(403);
    await couple.agent.put('/api/provider/booking-settings').send(valid).expect(403);
  });
});

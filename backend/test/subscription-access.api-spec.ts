import request from 'supertest';
import { ProvidersRepository } from '../src/providers/providers.repository';
import { signedInProvider } from './support/accounts';
import { daysAgo, insertProvider } from './support/provider-fixtures';
import { activateSubscription } from './support/subscription-fixtures';
import { runPremiumNotices, submitRequest } from './support/request-fixtures';
import { createTestApp, TestApp, uniqueEmail } from './support/test-app';

/** A tag unique to this run, so the file's rows can be found among other files' rows. */
const RUN = `predplatne${process.pid}x${Date.now().toString(36)}`;
const yesterday = () => daysAgo(1);

type Agent = ReturnType<TestApp['agent']>;
type RequestItem = { id: number; canSeeContact: boolean; contactInfo?: { name: string; email: string; phone: string | null } };
type ProviderItem = { id: number; premium: boolean; isDemo: boolean };

function requestBody(overrides: Record<string, unknown> = {}) {
  return {
    coupleName: 'Jana a Petr Svobodovi',
    services: ['photography'],
    description: `Hledáme fotografa na celý den. ${RUN}`,
    budget: '50 000 – 100 000 Kč',
    location: 'Praha',
    contactEmail: uniqueEmail('par'),
    phoneCountryCode: '+420',
    contactPhone: '777 987 654',
    ...overrides,
  };
}

describe('Subscription access: contacts, catalogue listing, premium e-mails', () => {
  let t: TestApp;

  async function createRequest(overrides: Record<string, unknown> = {}): Promise<number> {
    const response = await submitRequest(t, requestBody(overrides));
    await runPremiumNotices(t, response.body.id as number);
    return response.body.id as number;
  }

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  describe("couples' contact details", () => {
    const TAG = `kontakty${RUN}`;
    let requestId: number;
    let contactEmail: string;

    beforeAll(async () => {
      contactEmail = uniqueEmail('kontakt');
      requestId = await createRequest({ contactEmail, description: `Hledáme fotografa na celý den. ${TAG}` });
    });

    const listItems = async (agent: Agent) =>
      ((await agent.get('/api/service-requests').query({ search: TAG, pageSize: 50 }).expect(200)).body.items as RequestItem[]);
    const detail = async (agent: Agent) => (await agent.get(`/api/service-requests/${requestId}`).expect(200)).body as RequestItem;

    function expectNoContacts(item: RequestItem): void {
      expect(item.canSeeContact).toBe(false);
      expect(item).not.toHaveProperty('contactInfo');
      const json = JSON.stringify(item);
      expect(json).not.toContain(contactEmail);
      expect(json).not.toContain('987 654');
      expect(json).not.toContain('Svobodovi');
    }

    function expectContacts(item: RequestItem): void {
      expect(item.canSeeContact).toBe(true);
      expect(item.contactInfo).toEqual({ name: 'Jana a Petr Svobodovi', email: contactEmail, phone: '+420 777 987 654' });
    }

    it('are hidden from a provider without a subscription, in the list and the detail', async () => {
      const { agent } = await signedInProvider(t, { companyName: `Fotograf bez předplatného ${RUN}` });
      const items = await listItems(agent);
      expect(items.map((item) => item.id)).toEqual([requestId]);
      items.forEach(expectNoContacts);
      expectNoContacts(await detail(agent));
      // filtered=true (the provider's categories) decides the same way.
      const filtered = (await agent.get('/api/service-requests').query({ search: TAG, filtered: 'true' }).expect(200)).body.items;
      expect(filtered).toHaveLength(1);
      expectNoContacts(filtered[0]);
    });

    it.each(['basic', 'premium'] as const)('are shown to a provider with an active %s subscription', async (plan) => {
      const { agent, providerId } = await signedInProvider(t, { companyName: `Fotograf ${plan} ${RUN}` });
      await activateSubscription(t.dataSource, providerId, plan);
      const items = await listItems(agent);
      expect(items.map((item) => item.id)).toEqual([requestId]);
      items.forEach(expectContacts);
      expectContacts(await detail(agent));
    });

    it("look the viewer's profile and plan up once per request, also for the filtered list", async () => {
      const { agent, providerId } = await signedInProvider(t, { companyName: `Fotograf jednou ${RUN}` });
      await activateSubscription(t.dataSource, providerId, 'basic');
      const lookups = jest.spyOn(t.app.get(ProvidersRepository), 'viewerProfile');
      try {
        const filtered = (await agent.get('/api/service-requests').query({ search: TAG, filtered: 'true' }).expect(200)).body.items;
        expectContacts(filtered[0]);
        expect(lookups).toHaveBeenCalledTimes(1);
        expectContacts(await detail(agent));
        expect(lookups).toHaveBeenCalledTimes(2);
        await request(t.server).get(`/api/service-requests/${requestId}`).expect(200);
        expect(lookups).toHaveBeenCalledTimes(2); // a visitor needs no lookup
      } finally {
        lookups.mockRestore();
      }
    });

    it('are shown while a cancelled subscription runs to the end of its period', async () => {
      const { agent, providerId } = await signedInProvider(t, { companyName: `Fotograf ruší ${RUN}` });
      await activateSubscription(t.dataSource, providerId, 'basic', { cancelAtPeriodEnd: true });
      expectContacts(await detail(agent));
    });

    it('are hidden once the period ended, even before the daily job marks it expired', async () => {
      const { agent, providerId } = await signedInProvider(t, { companyName: `Fotograf po splatnosti ${RUN}` });
      await activateSubscription(t.dataSource, providerId, 'premium', { periodEnd: yesterday() });
      (await listItems(agent)).forEach(expectNoContacts);
      expectNoContacts(await detail(agent));
    });

    it('are hidden when the subscription is past due or expired', async () => {
      const { agent, providerId } = await signedInProvider(t, { companyName: `Fotograf dluží ${RUN}` });
      const subscriptionId = await activateSubscription(t.dataSource, providerId, 'basic');
      expectContacts(await detail(agent));
      await t.dataSource.query(`UPDATE provider_subscriptions SET status = 'past_due' WHERE id = $1`, [subscriptionId]);
      expectNoContacts(await detail(agent));
      await t.dataSource.query(`UPDATE provider_subscriptions SET status = 'expired' WHERE id = $1`, [subscriptionId]);
      (await listItems(agent)).forEach(expectNoContacts);
    });
  });

  describe('the public catalogue', () => {
    const TAG = `katalog${RUN}`;
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      const provider = (name: string, days: number, isDemo = false) =>
        insertProvider(t.dataSource, {
          companyName: `${name} ${TAG}`,
          categories: ['wedding_planning', 'dance_lessons'],
          isDemo,
          createdAt: daysAgo(days),
        });
      // Created oldest first: demo (newest of all) must still come after every subscriber by default.
      ids.premiumOld = await provider('Prémiová koordinátorka stará', 6);
      ids.basicOld = await provider('Základní koordinátor starý', 5);
      ids.free = await provider('Koordinátor zdarma', 4);
      ids.expired = await provider('Koordinátor s prošlým předplatným', 3.5);
      ids.basicNew = await provider('Základní koordinátor nový', 3);
      ids.premiumNew = await provider('Prémiová koordinátorka nová', 2);
      ids.demo = await provider('Ukázková koordinátorka', 1, true);
      ids.expiredPremium = await provider('Prémiová koordinátorka prošlá', 0.5);
      await activateSubscription(t.dataSource, ids.premiumOld, 'premium');
      await activateSubscription(t.dataSource, ids.basicOld, 'basic');
      await activateSubscription(t.dataSource, ids.expired, 'basic', { periodEnd: yesterday() });
      await activateSubscription(t.dataSource, ids.basicNew, 'basic', { cancelAtPeriodEnd: true });
      await activateSubscription(t.dataSource, ids.premiumNew, 'premium');
      await activateSubscription(t.dataSource, ids.expiredPremium, 'premium', { periodEnd: yesterday() });
    });

    const list = async (query: Record<string, string | number> = {}) =>
      (await request(t.server).get('/api/service-providers').query({ search: TAG, pageSize: 50, ...query }).expect(200)).body as {
        items: ProviderItem[];
        total: number;
      };
    const idsOf = (items: ProviderItem[]) => items.map((item) => item.id);

    it('lists active subscribers and demo providers, not free or expired ones', async () => {
      const page = await list({ sort: 'oldest' });
      expect(page.total).toBe(5);
      expect(idsOf(page.items)).toEqual([ids.premiumOld, ids.basicOld, ids.basicNew, ids.premiumNew, ids.demo]);
      // Unlisted providers keep their public page.
      for (const id of [ids.free, ids.expired, ids.expiredPremium]) {
        const detail = await request(t.server).get(`/api/providers/${id}`).expect(200);
        expect(detail.body).toMatchObject({ id, premium: false });
      }
    });

    it('puts premium before basic before demo by default, newest within each tier', async () => {
      const order = [ids.premiumNew, ids.premiumOld, ids.basicNew, ids.basicOld, ids.demo];
      expect(idsOf((await list()).items)).toEqual(order);
      expect(idsOf((await list({ sort: 'newest' })).items)).toEqual(order);
      // Page boundaries follow the same order.
      expect(idsOf((await list({ pageSize: 2, page: 2 })).items)).toEqual([ids.basicNew, ids.basicOld]);
    });

    it('keeps the other sorts free of the plan', async () => {
      expect(idsOf((await list({ sort: 'oldest' })).items)).toEqual([ids.premiumOld, ids.basicOld, ids.basicNew, ids.premiumNew, ids.demo]);
      // No reviews: the rating sorts fall back to the newest.
      expect(idsOf((await list({ sort: 'rating-high' })).items)).toEqual([ids.demo, ids.premiumNew, ids.basicNew, ids.basicOld, ids.premiumOld]);
    });

    it('marks premium providers on the card and the public page', async () => {
      const premium = Object.fromEntries((await list()).items.map((item) => [item.id, item.premium]));
      expect(premium).toEqual({
        [ids.premiumNew]: true,
        [ids.premiumOld]: true,
        [ids.basicNew]: false,
        [ids.basicOld]: false,
        [ids.demo]: false,
      });
      expect((await request(t.server).get(`/api/providers/${ids.premiumNew}`).expect(200)).body.premium).toBe(true);
    });

    it('applies the rule and the order to the providers-by-type page', async () => {
      const response = await request(t.server).get('/api/providers/type/wedding_planning').query({ pageSize: 50 }).expect(200);
      const mine = new Set(Object.values(ids));
      const found = idsOf(response.body.items as ProviderItem[]).filter((id) => mine.has(id));
      expect(found).toEqual([ids.premiumNew, ids.premiumOld, ids.basicNew, ids.basicOld, ids.demo]);
    });

    it('counts listed providers per category and in the top bar', async () => {
      const danceCount = async () =>
        ((await request(t.server).get('/api/service-categories').expect(200)).body as Array<{ id: string; providerCount: number }>).find(
          (category) => category.id === 'dance_lessons',
        )!.providerCount;
      const before = await danceCount();
      const extra = await insertProvider(t.dataSource, { companyName: `Taneční ${TAG}`, categories: ['dance_lessons'] });
      expect(await danceCount()).toBe(before);
      await activateSubscription(t.dataSource, extra, 'basic');
      expect(await danceCount()).toBe(before + 1);
      const topBar = await request(t.server).get('/api/dashboard-counts').expect(200);
      const [{ listed }] = (await t.dataSource.query(
        `SELECT count(*)::int AS listed FROM provider_profiles p
          WHERE p.is_demo OR EXISTS (SELECT 1 FROM provider_subscriptions s
                                      WHERE s.provider_id = p.id AND s.status = 'active' AND s.current_period_end > now())`,
      )) as Array<{ listed: number }>;
      // Other files add listed providers meanwhile; ours are among them.
      expect(topBar.body.providers).toBeGreaterThanOrEqual(5);
      expect(topBar.body.providers).toBeLessThanOrEqual(listed);
    });
  });

  describe('new matching requests for premium providers', () => {
    const TAG = `maily${RUN}`;
    const emails: Record<string, string> = {};

    beforeAll(async () => {
      const provider = async (name: string, categories: string[], plan: 'basic' | 'premium' | null, extra: { ended?: boolean; isDemo?: boolean } = {}) => {
        emails[name] = uniqueEmail(`notif-${name.toLowerCase()}`);
        const id = await insertProvider(t.dataSource, { companyName: `${name} ${TAG}`, categories, email: emails[name], isDemo: extra.isDemo ?? false });
        if (plan) await activateSubscription(t.dataSource, id, plan, extra.ended ? { periodEnd: yesterday() } : {});
      };
      await provider('premium', ['transport', 'accommodation'], 'premium');
      await provider('basic', ['accommodation'], 'basic');
      await provider('premiumOther', ['childcare'], 'premium');
      await provider('premiumEnded', ['accommodation'], 'premium', { ended: true });
      await provider('demoPremium', ['accommodation'], 'premium', { isDemo: true });
      await provider('demo', ['accommodation'], null, { isDemo: true });
      await provider('free', ['accommodation'], null);
    });

    type Mail = { to_email: string; to_name: string; template: string; subject: string; text_body: string; html_body: string };
    const mailsTo = async (email: string) =>
      (await t.dataSource.query(
        `SELECT to_email, to_name, template, subject, text_body, html_body FROM mail_outbox WHERE to_email = $1 ORDER BY id`,
        [email],
      )) as Mail[];
    /** The recipient's mails about one request (other files' requests may match a category too). */
    const mailsAbout = async (email: string, requestId: number) =>
      (await mailsTo(email)).filter((mail) => new RegExp(`/poptavky\\?requestId=${requestId}(?!\\d)`).test(mail.text_body));

    it('e-mails a matching premium provider once per request, without the couple contacts', async () => {
      const contactEmail = uniqueEmail('ubytovani');
      const requestId = await createRequest({
        coupleName: 'Karolína a Tomáš Dvořákovi',
        services: ['accommodation'],
        description: `Hledáme ubytování pro 40 hostů. ${TAG}`,
        location: 'Kutná Hora',
        budget: 'do 80 000 Kč',
        contactEmail,
        contactPhone: '606 111 222',
        phoneCountryCode: '+421',
        noDateSelected: true,
      });
      const mails = await mailsAbout(emails.premium, requestId);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail).toMatchObject({
        to_email: emails.premium,
        to_name: `premium ${TAG}`,
        template: 'new-matching-request',
        // Catalogue values only (issue 43, item 10): the place was typed (not a catalogue location), so the title names the services alone.
        subject: 'Nová poptávka: Ubytování',
      });
      const link = `http://localhost:3000/poptavky?requestId=${requestId}`;
      for (const body of [mail.text_body, mail.html_body]) {
        expect(body).toContain(link);
        // The typed place and budget stay out: 'upřesněno u poptávky' and the budget band's label instead.
        expect(body).toContain('Místo: upřesněno u poptávky');
        expect(body).toContain('Rozpočet: 50 000 – 100 000 Kč');
        expect(body).not.toContain('Kutná Hora');
        expect(body).not.toContain('do 80 000 Kč');
        expect(body).toContain('Ubytování');
        expect(body).toContain('zatím nevybráno');
        expect(body).not.toContain(contactEmail);
        expect(body).not.toContain('111 222');
        expect(body).not.toContain('+421');
        expect(body).not.toContain('Dvořákovi');
        expect(body).not.toContain('Karolína');
      }
      const notifications = await t.dataSource.query(`SELECT provider_id FROM request_provider_notifications WHERE request_id = $1`, [requestId]);
      expect(notifications).toHaveLength(1);
      // A premium provider of other categories gets nothing about it.
      expect(await mailsAbout(emails.premiumOther, requestId)).toHaveLength(0);
      // The couple's own mails: the confirmation link, then the notice that the request is listed.
      expect((await mailsTo(contactEmail)).map((row) => row.template)).toEqual(['request-confirm-link', 'request-confirmation']);
    });

    it('sends one e-mail per new matching request, with its own link, and none for other categories', async () => {
      const second = await createRequest({ services: ['transport'], description: `Svatební autobus pro hosty. ${TAG}`, location: 'Brno' });
      const third = await createRequest({ services: ['accommodation'], description: `Pokoje pro hosty na dvě noci. ${TAG}`, location: 'Třeboň' });
      const unrelated = await createRequest({ services: ['childcare'], description: `Program pro děti během obřadu. ${TAG}` });
      expect(await mailsAbout(emails.premium, second)).toHaveLength(1);
      expect(await mailsAbout(emails.premium, third)).toHaveLength(1);
      expect(await mailsAbout(emails.premium, unrelated)).toHaveLength(0);
      expect((await mailsAbout(emails.premium, third))[0].subject).toBe('Nová poptávka: Ubytování');
      // The childcare premium provider gets the childcare request, once.
      expect(await mailsAbout(emails.premiumOther, unrelated)).toHaveLength(1);
      expect(await mailsAbout(emails.premiumOther, third)).toHaveLength(0);
    });

    it('after all those requests, has e-mailed no basic, ended, demo or free provider', async () => {
      for (const name of ['basic', 'premiumEnded', 'demoPremium', 'demo', 'free']) {
        expect({ name, mails: await mailsTo(emails[name]) }).toEqual({ name, mails: [] });
      }
    });

    it('refuses to notify the same provider twice for one request', async () => {
      const [{ id: requestId }] = (await t.dataSource.query(
        `SELECT request_id AS id FROM request_provider_notifications n JOIN provider_profiles p ON p.id = n.provider_id
          WHERE p.email = $1 LIMIT 1`,
        [emails.premium],
      )) as Array<{ id: number }>;
      const again = await t.dataSource.query(
        `INSERT INTO request_provider_notifications (request_id, provider_id)
         SELECT $1, id FROM provider_profiles WHERE email = $2 ON CONFLICT DO NOTHING RETURNING provider_id`,
        [requestId, emails.premium],
      );
      expect(again).toHaveLength(0);
    });
  });
});

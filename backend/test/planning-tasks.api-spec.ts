/**
 * Issue 46, item 2: the plan's checklist ("Úkoly"). The schedule for a date and without one; the
 * couple's own tasks (CRUD, the cap of 300, lengths), hiding, the list's tasks kept (409 on delete),
 * another plan's task answering 404, an assignee that must be a member, the tick from an accepted
 * offer, and the weekly digest with a controlled clock (PlanDigestClock): catalogue titles only, the
 * couple's own tasks counted, proven e-mails and the opt-out respected, never twice a week.
 */
import dayjs from 'dayjs';
import request from 'supertest';
import { EventsService } from '../src/events/events.api';
import { CHECKLIST } from '../src/planning/checklist';
import { PlanDigestClock } from '../src/planning/plan-digest-clock';
import { PlanTasksJobs } from '../src/planning/plan-tasks.jobs';
import { accountRequestBody, markEmailVerified } from './support/account-fixtures';
import { signedInCouple, signedInProvider } from './support/accounts';
import { nextCoupleAddress, submitRequest } from './support/request-fixtures';
import { activateSubscription } from './support/subscription-fixtures';
import { createTestApp, TestApp } from './support/test-app';

const RUN = `ukoly${process.pid}x${Date.now().toString(36)}`;
type Agent = ReturnType<TestApp['agent']>;
type Couple = { agent: Agent; userId: number; email: string };
type Task = {
  id: number;
  key: string | null;
  title: string;
  why: string | null;
  categoryId: string | null;
  monthsBefore: number | null;
  dueDate: string | null;
  overdue: boolean;
  done: boolean;
  doneBy: 'couple' | 'svatby' | null;
  doneAt: string | null;
  note: string | null;
  assigneeUserId: number | null;
  hidden: boolean;
  custom: boolean;
};

/** A date `days` from today (Prague), YYYY-MM-DD. */
const inDays = (days: number): string =>
  dayjs(new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Prague' }))
    .add(days, 'day')
    .format('YYYY-MM-DD');
const monthsBefore = (day: string, months: number): string => dayjs(day).subtract(months, 'month').format('YYYY-MM-DD');

describe('Plan tasks API', () => {
  let t: TestApp;

  const q = <T>(sql: string, params: unknown[]) => t.dataSource.query(sql, params) as Promise<T[]>;
  const tasksOf = async (couple: Couple) =>
    (await couple.agent.get('/api/plan/tasks').expect(200)).body as { items: Task[]; weddingDate: string | null };
  const byKey = (items: Task[], key: string) => items.find((task) => task.key === key)!;

  /** A signed-in couple with a plan of its own. */
  async function coupleWithPlan(fields: Record<string, unknown>): Promise<Couple & { planId: number }> {
    const couple = await signedInCouple(t);
    const plan = await couple.agent.post('/api/plan').send(fields).expect(201);
    return { ...couple, planId: plan.body.id as number };
  }

  /** A second account joining the couple's plan through the partner invitation. */
  async function partnerOf(couple: Couple): Promise<Couple> {
    const partner = await signedInCouple(t);
    const invitation = await couple.agent.post('/api/plan/partner-invitation').set('X-Forwarded-For', nextCoupleAddress()).send({}).expect(201);
    const token = new URL(invitation.body.url as string).searchParams.get('token');
    await partner.agent.post('/api/plan/join').set('X-Forwarded-For', nextCoupleAddress()).send({ token }).expect(200);
    return partner;
  }

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  describe('who may see the tasks', () => {
    it('answers 401 to a visitor, 403 to a provider, 404 to a couple without a plan', async () => {
      await request(t.server).get('/api/plan/tasks').expect(401);
      const provider = await signedInProvider(t, { companyName: `Foto Úkoly ${RUN}` });
      expect((await provider.agent.get('/api/plan/tasks').expect(403)).body.message).toBe('Svatební plán je určen párům.');
      const couple = await signedInCouple(t);
      expect((await couple.agent.get('/api/plan/tasks').expect(404)).body.message).toBe('Svatební plán zatím nemáte.');
      await couple.agent.post('/api/plan/tasks').send({ title: 'Něco' }).expect(404);
    });
  });

  describe('the schedule', () => {
    it('dates every task of the list back from the wedding date, in order, marking the overdue ones', async () => {
      const weddingDate = inDays(20);
      const couple = await coupleWithPlan({ weddingDate });
      const { items, weddingDate: planDate } = await tasksOf(couple);
      expect(planDate).toBe(weddingDate);
      expect(items).toHaveLength(CHECKLIST.length);
      expect(await q(`SELECT count(*)::int AS n FROM plan_tasks WHERE plan_id = $1 AND template_key IS NOT NULL`, [couple.planId])).toEqual([
        { n: CHECKLIST.length },
      ]);
      for (const item of CHECKLIST) {
        const task = byKey(items, item.key);
        const dueDate = monthsBefore(weddingDate, item.monthsBefore);
        expect(task).toMatchObject({ title: item.title, monthsBefore: item.monthsBefore, dueDate, custom: false });
      }
      const documents = byKey(items, 'registry-documents');
      expect(documents).toMatchObject({
        title: 'Doložte doklady na matriku',
        monthsBefore: 1,
        dueDate: monthsBefore(weddingDate, 1),
        overdue: true, // a month before a wedding 20 days away has passed
        done: false,
        hidden: false,
      });
      expect(documents.why).toContain('měsíc před');
      expect(byKey(items, 'photographer').categoryId).toBe('photography');
      // The wedding day itself is not overdue; the order follows the dates.
      expect(byKey(items, 'payments')).toMatchObject({ dueDate: weddingDate, overdue: false });
      const dates = items.map((task) => task.dueDate!);
      expect(dates).toEqual([...dates].sort());
    });

    it('shows months before only without a date (never overdue), furthest first, and dates them once the date is set', async () => {
      const couple = await coupleWithPlan({ weddingDate: null });
      const { items, weddingDate } = await tasksOf(couple);
      expect(weddingDate).toBeNull();
      expect(items).toHaveLength(CHECKLIST.length);
      expect(items.every((task) => task.dueDate === null && !task.overdue)).toBe(true);
      const months = items.map((task) => task.monthsBefore!);
      expect(months).toEqual([...months].sort((a, b) => b - a));
      expect(byKey(items, 'registry-date')).toMatchObject({ title: 'Zarezervujte termín na matrice / na úřadě', monthsBefore: 12, dueDate: null });

      await couple.agent.patch('/api/plan').send({ weddingDate: '2027-06-12' }).expect(200);
      const dated = await tasksOf(couple);
      expect(byKey(dated.items, 'registry-date').dueDate).toBe('2026-06-12');
      expect(byKey(dated.items, 'registry-documents').dueDate).toBe('2027-05-12');
    });
  });

  describe("the couple's own tasks", () => {
    let jana: Couple & { planId: number };
    let petr: Couple;

    beforeAll(async () => {
      jana = await coupleWithPlan({ weddingDate: '2027-06-12' });
      petr = await partnerOf(jana);
    });

    it('adds, edits, ticks and deletes a task of its own, telling both partners live', async () => {
      const published = jest.spyOn(t.app.get(EventsService), 'publish');
      const created = await jana.agent
        .post('/api/plan/tasks')
        .send({ title: '  Koupit dárky pro svědky  ', dueDate: '2027-05-20', note: 'Do 500 Kč.', assigneeUserId: petr.userId })
        .expect(201);
      expect(created.body).toMatchObject({
        key: null,
        title: 'Koupit dárky pro svědky',
        why: null,
        dueDate: '2027-05-20',
        overdue: false,
        done: false,
        note: 'Do 500 Kč.',
        assigneeUserId: petr.userId,
        custom: true,
      });
      const id = created.body.id as number;
      const stored = await q(
        `SELECT title, to_char(due_date, 'YYYY-MM-DD') AS "dueDate", assignee_user_id AS "assigneeUserId" FROM plan_tasks WHERE id = $1`,
        [id],
      );
      expect(stored).toEqual([
        { title: 'Koupit dárky pro svědky', dueDate: '2027-05-20', assigneeUserId: petr.userId },
      ]);
      expect(published).toHaveBeenCalledWith(expect.arrayContaining([jana.userId, petr.userId]), { type: 'plan.updated', planSection: 'tasks' });
      published.mockRestore();

      // The partner sees it and edits it: equal rights.
      expect((await tasksOf(petr)).items.map((task) => task.id)).toContain(id);
      const edited = await petr.agent
        .patch(`/api/plan/tasks/${id}`)
        .send({ title: 'Dárky pro svědky', done: true, note: null, dueDate: null, monthsBefore: 2 })
        .expect(200);
      expect(edited.body).toMatchObject({ title: 'Dárky pro svědky', done: true, doneBy: 'couple', note: null, dueDate: '2027-04-12' });
      expect(edited.body.doneAt).toEqual(expect.any(String));
      const reopened = await jana.agent.patch(`/api/plan/tasks/${id}`).send({ done: false, assigneeUserId: null }).expect(200);
      expect(reopened.body).toMatchObject({ done: false, doneBy: null, doneAt: null, assigneeUserId: null });

      await jana.agent.delete(`/api/plan/tasks/${id}`).expect(204);
      expect(await q(`SELECT id FROM plan_tasks WHERE id = $1`, [id])).toEqual([]);
      await jana.agent.delete(`/api/plan/tasks/${id}`).expect(404);
    });

    it('hides and re-times a task of the list, but never renames, dates or deletes it', async () => {
      const seating = byKey((await tasksOf(jana)).items, 'seating');
      const hidden = await jana.agent.patch(`/api/plan/tasks/${seating.id}`).send({ hidden: true, note: 'Až po RSVP.', monthsBefore: 2 }).expect(200);
      expect(hidden.body).toMatchObject({ key: 'seating', title: 'Zasedací pořádek', hidden: true, note: 'Až po RSVP.', dueDate: '2027-04-12' });
      expect(byKey((await tasksOf(petr)).items, 'seating').hidden).toBe(true); // still listed, flagged

      const renamed = await jana.agent.patch(`/api/plan/tasks/${seating.id}`).send({ title: 'Jiný název' }).expect(400);
      expect(renamed.body.message).toBe('Název úkolu ze seznamu nelze změnit.');
      await jana.agent.patch(`/api/plan/tasks/${seating.id}`).send({ dueDate: '2027-05-01' }).expect(400);
      const deleted = await jana.agent.delete(`/api/plan/tasks/${seating.id}`).expect(409);
      expect(deleted.body.message).toBe('Úkol ze seznamu můžete jen skrýt.');
      expect(await q(`SELECT hidden FROM plan_tasks WHERE id = $1`, [seating.id])).toEqual([{ hidden: true }]);
    });

    it('answers 404 for a task of another plan, changing nothing', async () => {
      const eva = await coupleWithPlan({ weddingDate: null });
      const evasTask = byKey((await tasksOf(eva)).items, 'photographer');
      const patch = await jana.agent.patch(`/api/plan/tasks/${evasTask.id}`).send({ done: true }).expect(404);
      expect(patch.body.message).toBe('Úkol nenalezen.');
      await jana.agent.delete(`/api/plan/tasks/${evasTask.id}`).expect(404);
      await jana.agent.patch('/api/plan/tasks/abc').send({ done: true }).expect(404);
      expect(byKey((await tasksOf(eva)).items, 'photographer').done).toBe(false);
    });

    it('assigns to members only', async () => {
      const stranger = await signedInCouple(t);
      const created = await jana.agent.post('/api/plan/tasks').send({ title: 'Cizí úkol', assigneeUserId: stranger.userId }).expect(400);
      expect(created.body.errors).toEqual([{ field: 'assigneeUserId', message: 'Úkol můžete přidělit jen sobě nebo partnerovi.' }]);
      const vows = byKey((await tasksOf(jana)).items, 'vows');
      await jana.agent.patch(`/api/plan/tasks/${vows.id}`).send({ assigneeUserId: stranger.userId }).expect(400);
      const assigned = await jana.agent.patch(`/api/plan/tasks/${vows.id}`).send({ assigneeUserId: jana.userId }).expect(200);
      expect(assigned.body.assigneeUserId).toBe(jana.userId);
    });

    it.each([
      ['an empty title', { title: '   ' }, 'title', 'Vyplňte název úkolu.'],
      ['a title too long', { title: 'x'.repeat(201) }, 'title', 'Název úkolu může mít nejvýše 200 znaků.'],
      ['a note too long', { title: 'Úkol', note: 'x'.repeat(1001) }, 'note', 'Poznámka může mít nejvýše 1000 znaků.'],
      ['a day that does not exist', { title: 'Úkol', dueDate: '2027-02-30' }, 'dueDate', 'Datum musí být skutečný den ve formátu RRRR-MM-DD.'],
      ['months before out of range', { title: 'Úkol', monthsBefore: 25 }, 'monthsBefore', 'Počet měsíců před svatbou musí být celé číslo 0–24.'],
    ])('answers 400 with a Czech message for %s', async (_, body, field, message) => {
      const before = await q<{ n: number }>(`SELECT count(*)::int AS n FROM plan_tasks WHERE plan_id = $1`, [jana.planId]);
      const response = await jana.agent.post('/api/plan/tasks').send(body).expect(400);
      expect(response.body.message).toBe(message);
      expect(response.body.errors).toEqual(expect.arrayContaining([{ field, message }]));
      expect(await q(`SELECT count(*)::int AS n FROM plan_tasks WHERE plan_id = $1`, [jana.planId])).toEqual(before);
    });

    it('keeps at most 300 tasks of its own per plan (the list does not count)', async () => {
      const couple = await coupleWithPlan({ weddingDate: null });
      await t.dataSource.query(`INSERT INTO plan_tasks (plan_id, title) SELECT $1, 'Úkol ' || n FROM generate_series(1, 299) AS n`, [couple.planId]);
      await couple.agent.post('/api/plan/tasks').send({ title: 'Třístý' }).expect(201);
      const full = await couple.agent.post('/api/plan/tasks').send({ title: 'Třistaprvní' }).expect(409);
      expect(full.body.message).toBe('Vlastních úkolů můžete mít nejvýše 300.');
      expect(await q(`SELECT count(*)::int AS n FROM plan_tasks WHERE plan_id = $1 AND template_key IS NULL`, [couple.planId])).toEqual([{ n: 300 }]);
      // Deleting one makes room again.
      const [{ id }] = await q<{ id: number }>(`SELECT id FROM plan_tasks WHERE plan_id = $1 AND template_key IS NULL LIMIT 1`, [couple.planId]);
      await couple.agent.delete(`/api/plan/tasks/${id}`).expect(204);
      await couple.agent.post('/api/plan/tasks').send({ title: 'Třistaprvní' }).expect(201);
    });
  });

  describe('the tick from Svatby', () => {
    it("ticks the open task of the accepted offer's category (done by Svatby), and again on the booking's confirmation", async () => {
      const couple = await coupleWithPlan({ weddingDate: inDays(200) });
      const provider = await signedInProvider(t, { companyName: `Foto Odškrtnutí ${RUN}` });
      await activateSubscription(t.dataSource, provider.providerId, 'basic');
      const submitted = await submitRequest(t, accountRequestBody(couple.email, RUN, { weddingDate: inDays(200) }), { agent: couple.agent });
      const requestId = submitted.body.id as number;
      const offer = await provider.agent
        .post(`/api/service-requests/${requestId}/offers`)
        .send({ message: 'Dobrý den, rádi vám svatbu nafotíme. Termín máme volný.', priceKind: 'exact', priceMin: 25_000 })
        .expect(201);
      expect(byKey((await tasksOf(couple)).items, 'photographer').done).toBe(false);

      await couple.agent.post(`/api/offers/${offer.body.id}/accept`).send({}).expect(200);
      const { items } = await tasksOf(couple);
      expect(byKey(items, 'photographer')).toMatchObject({ done: true, doneBy: 'svatby', categoryId: 'photography' });
      expect(byKey(items, 'videographer')).toMatchObject({ done: false, doneBy: null });
      expect(items.filter((task) => task.done)).toHaveLength(1);

      // The couple unticks it; the provider's confirmation of the booking ticks it again.
      await couple.agent.patch(`/api/plan/tasks/${byKey(items, 'photographer').id}`).send({ done: false }).expect(200);
      const [{ id: bookingId }] = await q<{ id: number }>(`SELECT id FROM bookings WHERE offer_id = $1`, [offer.body.id]);
      await provider.agent.post(`/api/bookings/${bookingId}/confirm`).send({}).expect(200);
      expect(byKey((await tasksOf(couple)).items, 'photographer')).toMatchObject({ done: true, doneBy: 'svatby' });
    });
  });

  describe('the weekly digest', () => {
    // Monday 17 June 2030, 9:00 in Prague; the digest lists what is due by 1 July (and the overdue).
    const MONDAY = new Date('2030-06-17T07:00:00Z');
    const run = async (at: Date) => {
      jest.spyOn(t.app.get(PlanDigestClock), 'now').mockReturnValue(at);
      return t.app.get(PlanTasksJobs).weeklyDigest();
    };
    const digests = (email: string) =>
      q<{ subject: string; text: string; html: string }>(
        `SELECT subject, text_body AS text, html_body AS html FROM mail_outbox WHERE to_email = $1 AND template = 'plan-weekly-digest' ORDER BY id`,
        [email.toLowerCase()],
      );

    afterEach(() => jest.restoreAllMocks());

    it('mails the due tasks of the list by title and counts the own ones, to proven addresses that keep it on, once a week', async () => {
      // 12 months before 25 June 2031 is 25 June 2030: within the fortnight.
      const jana = await coupleWithPlan({ weddingDate: '2031-06-25' });
      const petr = await partnerOf(jana);
      const eva = await coupleWithPlan({ weddingDate: '2031-06-25' }); // her e-mail is not proven
      await markEmailVerified(t, jana.userId);
      await markEmailVerified(t, petr.userId);
      await petr.agent.patch('/api/plan').send({ weeklyDigest: false }).expect(200);

      const tasks = (await tasksOf(jana)).items;
      await jana.agent.patch(`/api/plan/tasks/${byKey(tasks, 'venue').id}`).send({ done: true }).expect(200);
      await jana.agent.patch(`/api/plan/tasks/${byKey(tasks, 'planner').id}`).send({ hidden: true }).expect(200);
      await jana.agent.patch(`/api/plan/tasks/${byKey(tasks, 'guest-estimate').id}`).send({ monthsBefore: 13 }).expect(200); // 25 May: overdue
      await jana.agent.post('/api/plan/tasks').send({ title: `Tajné překvapení ${RUN}`, dueDate: '2030-06-20', note: `Poznámka ${RUN}` }).expect(201);
      await jana.agent.post('/api/plan/tasks').send({ title: `Zapomenutý úkol ${RUN}`, dueDate: '2030-06-01' }).expect(201);
      await jana.agent.post('/api/plan/tasks').send({ title: `Později ${RUN}`, dueDate: '2030-08-01' }).expect(201);

      // Not on a Sunday, nor before 8:00 on the Monday.
      await run(new Date('2030-06-16T07:00:00Z'));
      await run(new Date('2030-06-17T05:30:00Z'));
      expect(await digests(jana.email)).toEqual([]);

      await run(MONDAY);
      const [mail, ...more] = await digests(jana.email);
      expect(more).toEqual([]);
      expect(mail.subject).toBe('Co vás čeká ve svatebním plánu – Svatby');
      const due = ['Stanovte rozpočet svatby', 'Zarezervujte termín na matrice / na úřadě', 'Rozhodněte se pro civilní, nebo církevní obřad'];
      for (const title of due) {
        expect(mail.text).toContain(`• ${title} – do 25. 6. 2030`);
      }
      expect(mail.text).toContain('• Odhadněte počet hostů – po termínu (25. 5.)');
      expect(mail.text).toContain('• a 2 vlastní úkoly');
      expect(mail.text).not.toContain('Zarezervujte místo konání'); // done
      expect(mail.text).not.toContain('koordinátora'); // hidden
      expect(mail.text).not.toContain('Objednejte fotografa'); // 10 months before: later
      expect(mail.text).not.toContain(RUN); // nothing typed: no own titles, no notes
      expect(mail.html).not.toContain(RUN);
      expect(mail.text).toContain('/muj-plan');
      expect(await digests(petr.email)).toEqual([]); // switched off
      expect(await digests(eva.email)).toEqual([]); // e-mail not proven
      const [member] = await q<{ lastDigestAt: Date }>(`SELECT last_digest_at AS "lastDigestAt" FROM plan_members WHERE user_id = $1`, [jana.userId]);
      expect(member.lastDigestAt.toISOString()).toBe(MONDAY.toISOString());

      // Not twice: a retry the same Monday sends nothing more; next Monday's run does.
      await run(new Date('2030-06-17T10:00:00Z'));
      expect(await digests(jana.email)).toHaveLength(1);
      await run(new Date('2030-06-24T07:00:00Z'));
      expect(await digests(jana.email)).toHaveLength(2);
    });
  });
});

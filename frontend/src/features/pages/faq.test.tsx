import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PlanDto } from '../../api';
import { formatCzk } from '../../shared/format';
import FaqPage, { planPrices } from './FaqPage';
import { renderPage } from './pagesTestKit';

const plan = (
  p: Partial<PlanDto> & Pick<PlanDto, 'id' | 'planType' | 'name' | 'price' | 'billingPeriod'>,
): PlanDto => ({
  priceFormatted: formatCzk(p.price),
  description: `Plán ${p.name}.`,
  features: [],
  isPopular: false,
  savings: null,
  originalPrice: null,
  discountPercent: null,
  ...p,
});

/** The API's plans (backend/src/subscriptions/plans.ts). */
const plans: PlanDto[] = [
  plan({ id: 'free', planType: 'free', name: 'Zdarma', price: 0, billingPeriod: 'monthly' }),
  plan({
    id: 'basic_monthly',
    planType: 'basic',
    name: 'Basic',
    price: 290,
    billingPeriod: 'monthly',
    description: 'Viditelnost v katalogu a kontakty na páry.',
  }),
  plan({
    id: 'premium_monthly',
    planType: 'premium',
    name: 'Premium',
    price: 490,
    billingPeriod: 'monthly',
    isPopular: true,
  }),
  plan({
    id: 'basic_yearly',
    planType: 'basic',
    name: 'Basic',
    price: 2800,
    billingPeriod: 'yearly',
    savings: 680,
    originalPrice: 3480,
    discountPercent: 20,
  }),
  plan({
    id: 'premium_yearly',
    planType: 'premium',
    name: 'Premium',
    price: 4400,
    billingPeriod: 'yearly',
    savings: 1480,
    originalPrice: 5880,
    discountPercent: 25,
  }),
];

const plansApi = (body: PlanDto[] = plans) => ({ 'GET /api/subscription/plans': { status: 200, body } });

/** Opens a question (its header is a button) and returns its answer. */
async function openQuestion(user: ReturnType<typeof userEvent.setup>, question: string) {
  const header = screen.getByRole('button', { name: question });
  await user.click(header);
  await waitFor(() => expect(header).toHaveAttribute('aria-expanded', 'true'));
  const panel = header
    .closest('.ant-collapse-item')
    ?.querySelector<HTMLElement>('.ant-collapse-panel, .ant-collapse-content');
  if (!panel) throw new Error(`no answer for ${question}`);
  return panel;
}

describe('/faq', { timeout: 30_000 }, () => {
  it('has the title, the groups for couples and providers, and sets the tab title', async () => {
    renderPage(<FaqPage />, '/faq', plansApi());
    expect(screen.getByRole('heading', { level: 1, name: 'Často kladené otázky' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Pro páry',
      'Pro dodavatele',
      'Předplatné a platby',
      'Podpora a osobní údaje',
    ]);
    expect(screen.getByRole('button', { name: 'Kolik stojí zadání poptávky?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(document.title).toBe('Často kladené otázky – Svatby');
  });

  it('shows the plan prices and the yearly savings from the API', async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />, '/faq', plansApi());
    const answer = await openQuestion(user, 'Kolik stojí předplatné?');
    const list = await within(answer).findByRole('list', { name: 'Ceny předplatného' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('Basic')).toBeInTheDocument();
    expect(within(items[0]).getByText('290 Kč / měsíc')).toBeInTheDocument();
    expect(within(items[0]).getByText('2 800 Kč / rok')).toBeInTheDocument();
    expect(within(items[0]).getByText('Při roční platbě ušetříte 680 Kč (20 %).')).toBeInTheDocument();
    expect(within(items[0]).getByText('Viditelnost v katalogu a kontakty na páry.')).toBeInTheDocument();
    expect(within(items[1]).getByText('Premium')).toBeInTheDocument();
    expect(within(items[1]).getByText('490 Kč / měsíc')).toBeInTheDocument();
    expect(within(items[1]).getByText('4 400 Kč / rok')).toBeInTheDocument();
    expect(within(items[1]).getByText('Při roční platbě ušetříte 1 480 Kč (25 %).')).toBeInTheDocument();
  });

  it('renders whatever the API says: a changed price shows up on the page', async () => {
    const user = userEvent.setup();
    const changed = plans.map((p) =>
      p.id === 'basic_monthly'
        ? { ...p, price: 390 }
        : p.id === 'basic_yearly'
          ? { ...p, price: 3900, savings: 780, discountPercent: 17 }
          : p,
    );
    renderPage(<FaqPage />, '/faq', plansApi(changed));
    const answer = await openQuestion(user, 'Kolik stojí předplatné?');
    const list = await within(answer).findByRole('list', { name: 'Ceny předplatného' });
    expect(within(list).getByText('390 Kč / měsíc')).toBeInTheDocument();
    expect(within(list).getByText('3 900 Kč / rok')).toBeInTheDocument();
    expect(within(list).getByText('Při roční platbě ušetříte 780 Kč (17 %).')).toBeInTheDocument();
    expect(within(list).queryByText('290 Kč / měsíc')).not.toBeInTheDocument();
    expect(within(list).queryByText('2 800 Kč / rok')).not.toBeInTheDocument();
  });

  it('shows a skeleton while the plans load', async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />, '/faq', plansApi(), { pending: ['GET /api/subscription/plans'] });
    const answer = await openQuestion(user, 'Kolik stojí předplatné?');
    expect(within(answer).getByText('Načítám ceny…')).toBeInTheDocument();
    expect(answer.querySelector('[aria-busy="true"] .ant-skeleton')).not.toBeNull();
    expect(within(answer).queryByRole('list', { name: 'Ceny předplatného' })).not.toBeInTheDocument();
  });

  it('offers a retry when the plans fail to load', async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />, '/faq', {
      'GET /api/subscription/plans': { status: 500, body: { statusCode: 500, message: 'Chyba' } },
    });
    const answer = await openQuestion(user, 'Kolik stojí předplatné?');
    expect(await within(answer).findByText('Ceny se nepodařilo načíst.')).toBeInTheDocument();
    expect(within(answer).getByRole('button', { name: 'Zkusit znovu' })).toBeInTheDocument();
  });

  it('answers the spec questions: free requests, contacts for subscribers, listing, premium e-mails, portfolio with images, calendar, cancel, card payments, 24 h support', async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />, '/faq', plansApi());
    expect((await openQuestion(user, 'Kolik stojí zadání poptávky?')).textContent).toMatch(/vždy zdarma/);
    expect((await openQuestion(user, 'Jak mě dodavatelé kontaktují?')).textContent).toMatch(
      /jen přihlášeným dodavatelům s aktivním předplatným/,
    );
    const listing = await openQuestion(user, 'Kdy se zobrazím v seznamu dodavatelů?');
    expect(listing.textContent).toMatch(/jen dodavatelé s aktivním předplatným/);
    expect(listing.textContent).toMatch(/nahoře dodavatelé s předplatným Premium/);
    expect((await openQuestion(user, 'Co mi přinese Premium navíc?')).textContent).toMatch(/e-mailem/);
    const portfolio = await openQuestion(user, 'Jak funguje portfolio?');
    expect(portfolio.textContent).toMatch(/fotografie/);
    expect(portfolio.textContent).toMatch(/ukládá na náš server/);
    expect(portfolio.textContent).not.toMatch(/pouze text|jen text/i);
    expect((await openQuestion(user, 'K čemu je kalendář dostupnosti?')).textContent).toMatch(
      /Volno, Na dotaz nebo Obsazeno/,
    );
    expect((await openQuestion(user, 'Jak předplatné zruším?')).textContent).toMatch(
      /aktivní do konce zaplaceného fakturačního období/,
    );
    const payment = await openQuestion(user, 'Jak se předplatné platí?');
    expect(payment.textContent).toMatch(/Kartou/);
    expect(payment.textContent).toMatch(/testovacím režimu/);
    const support = await openQuestion(user, 'Jak rychle odpovídáte na dotazy?');
    expect(support.textContent).toMatch(/do 24 hodin/);
    expect(within(support).getByRole('link', { name: 'kontaktní formulář' })).toHaveAttribute('href', '/kontakt');
  });

  it('toggles a question from the keyboard (Enter and Space)', async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />, '/faq', plansApi());
    const header = screen.getByRole('button', { name: 'Jak předplatné zruším?' });
    header.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(header).toHaveAttribute('aria-expanded', 'true'));
    await user.keyboard(' ');
    await waitFor(() => expect(header).toHaveAttribute('aria-expanded', 'false'));
  });

  it('opens the question named in the address (/faq#faq-zruseni)', async () => {
    renderPage(<FaqPage />, '/faq#faq-zruseni', plansApi());
    expect(screen.getByRole('button', { name: 'Jak předplatné zruším?' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Jak se předplatné platí?' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('planPrices', () => {
  it('pairs the monthly and yearly plan of each paid type and skips the free plan', () => {
    expect(planPrices(plans).map((p) => [p.name, p.monthly?.price, p.yearly?.price])).toEqual([
      ['Basic', 290, 2800],
      ['Premium', 490, 4400],
    ]);
    expect(planPrices([])).toEqual([]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FaqPageDto, PlanDto } from '../../api';
import { formatCzk } from '../../shared/format';
import FaqPage, { FaqParagraph, planPrices } from './FaqPage';
import { renderPage } from '../../test/pagesTestKit';

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

/**
 * GET /api/faq as the API serves it (backend/src/seo/faq/faq-content.ts): the four groups with the questions
 * these tests open, word for word.
 */
const faq: FaqPageDto = {
  groups: [
    {
      id: 'pro-pary',
      title: 'Pro páry',
      items: [
        {
          key: 'poptavka-zdarma',
          question: 'Kolik stojí zadání poptávky?',
          paragraphs: [
            'Nic. Zadání poptávky je pro páry vždy zdarma a nepotřebujete k němu ani účet. Stačí vyplnit ' +
              '[formulář poptávky](/#ai-form) na hlavní stránce: jména, termín svatby (nebo že ho ještě nemáte), ' +
              'služby, které sháníte, popis, rozpočet, místo a kontakt.',
            'Poptávka se hned objeví v seznamu poptávek, kde ji uvidí dodavatelé.',
          ],
        },
        {
          key: 'jak-me-kontaktuji',
          question: 'Jak mě dodavatelé kontaktují?',
          paragraphs: [
            'Obsah poptávky vidí všichni návštěvníci, ale váš e-mail, telefon a jméno se zobrazí jen přihlášeným ' +
              'dodavatelům s aktivním předplatným. Ti se vám ozvou přímo e-mailem nebo telefonem s nabídkou.',
            'Ostatní návštěvníci ani dodavatelé bez předplatného vaše kontaktní údaje nevidí.',
          ],
        },
        {
          key: 'vyber-dodavatele',
          question: 'Jak si vybrat dodavatele?',
          paragraphs: [
            'V [seznamu dodavatelů](/dodavatele) hledáte podle kategorie, místa a ceny. Na profilu každého ' +
              'dodavatele najdete popis služeb, portfolio s fotografiemi, hodnocení od ostatních párů a kalendář ' +
              'dostupnosti, takže hned vidíte, jestli má váš termín volný.',
          ],
        },
      ],
    },
    {
      id: 'pro-dodavatele',
      title: 'Pro dodavatele',
      items: [
        {
          key: 'cena',
          question: 'Kolik stojí předplatné?',
          kind: 'planPrices',
          paragraphs: [
            'Registrace dodavatele je zdarma. Předplatné platíte měsíčně, nebo ročně se slevou; ceny jsou konečné v Kč:',
            'Co který plán obsahuje, porovnáte v [ceníku](/#pricing). Předplatné si vyberete a spravujete ve ' +
              '[Správě předplatného](/subscription-management).',
          ],
        },
        {
          key: 'seznam-dodavatelu',
          question: 'Kdy se zobrazím v seznamu dodavatelů?',
          paragraphs: [
            'Ve veřejném seznamu dodavatelů jsou jen dodavatelé s aktivním předplatným. Při výchozím řazení jsou ' +
              'nahoře dodavatelé s předplatným Premium, po nich dodavatelé s Basic. Když předplatné skončí, ze seznamu ' +
              'zmizíte; profil a portfolio vám zůstanou a po obnovení předplatného se do seznamu vrátíte.',
          ],
        },
        {
          key: 'premium',
          question: 'Co mi přinese Premium navíc?',
          paragraphs: [
            'S předplatným Premium máte přednostní pozici v seznamu dodavatelů a nové poptávky z kategorií, které ' +
              'nabízíte, vám pošleme e-mailem, jakmile je pár zadá. Můžete tak odpovědět mezi prvními.',
          ],
        },
        {
          key: 'portfolio',
          question: 'Jak funguje portfolio?',
          paragraphs: [
            'V [portfoliu](/portfolio) představíte svou práci. Každá položka má název, popis a fotografie (až 6 ' +
              'snímků ve formátu JPG, PNG nebo WebP, každý do 5 MB), volitelně i kategorii, datum akce a odkaz na ' +
              'Instagram nebo web. Vybrané položky můžete zvýraznit, zobrazí se jako první.',
            'Portfolio se ukládá na náš server, takže ho páry vidí na vašem veřejném profilu z jakéhokoli zařízení ' +
              'a vy ho můžete upravovat odkudkoli.',
          ],
        },
        {
          key: 'kalendar',
          question: 'K čemu je kalendář dostupnosti?',
          paragraphs: [
            'V [kalendáři dostupnosti](/calendar) označíte na 90 dní dopředu jednotlivé dny, nebo několik dní ' +
              'najednou, jako Volno, Na dotaz nebo Obsazeno a můžete k nim připsat poznámku. Páry vaši dostupnost ' +
              'vidí na veřejném profilu a hned poznají, jestli máte jejich termín volný.',
          ],
        },
      ],
    },
    {
      id: 'predplatne-a-platby',
      title: 'Předplatné a platby',
      items: [
        {
          key: 'platba',
          question: 'Jak se předplatné platí?',
          paragraphs: [
            'Kartou přes zabezpečenou platební bránu Stripe. Údaje o kartě zadáváte přímo platební bráně, my je ' +
              'nevidíme ani neukládáme. Přehled všech plateb najdete ve [Správě předplatného](/subscription-management).',
            'Dokud platební brána není napojená, běží platby v testovacím režimu: předplatné se aktivuje bez ' +
              'skutečné platby a žádná karta se nezatíží. Stránka platby vás na testovací režim vždy upozorní.',
          ],
        },
        {
          key: 'zruseni',
          question: 'Jak předplatné zruším?',
          paragraphs: [
            'Ve [Správě předplatného](/subscription-management) zvolte zrušení předplatného. Předplatné zůstane ' +
              'aktivní do konce zaplaceného fakturačního období: do té doby jste v seznamu dodavatelů a vidíte ' +
              'kontakty, potom se už neobnoví a nic dalšího nezaplatíte.',
          ],
        },
      ],
    },
    {
      id: 'podpora',
      title: 'Podpora a osobní údaje',
      items: [
        {
          key: 'podpora',
          question: 'Jak rychle odpovídáte na dotazy?',
          paragraphs: [
            'Odpovídáme do 24 hodin. Napište nám přes [kontaktní formulář](/kontakt) nebo na ' +
              '[podpora@svatby.cz](mailto:podpora@svatby.cz).',
          ],
        },
      ],
    },
  ],
};

const FAQ_OK = { status: 200, body: faq };
const plansApi = (body: PlanDto[] = plans) => ({
  'GET /api/faq': FAQ_OK,
  'GET /api/subscription/plans': { status: 200, body },
});

/** The answer a question's button controls (aria-controls). */
function answerOf(header: HTMLElement): HTMLElement {
  const panel = document.getElementById(header.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error(`no answer for ${header.textContent}`);
  return panel;
}

/** Opens a question (its header is a button) and returns its answer. */
async function openQuestion(user: ReturnType<typeof userEvent.setup>, question: string) {
  const header = await screen.findByRole('button', { name: question });
  await user.click(header);
  await waitFor(() => expect(header).toHaveAttribute('aria-expanded', 'true'));
  const panel = answerOf(header);
  expect(panel).toBeVisible();
  return panel;
}

describe('/faq', { timeout: 30_000 }, () => {
  it('shows the title, then the groups and questions of the API, all closed', async () => {
    renderPage(<FaqPage />, '/faq', plansApi());
    expect(screen.getByRole('heading', { level: 1, name: 'Často kladené otázky' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Kolik stojí zadání poptávky?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Pro páry',
      'Pro dodavatele',
      'Předplatné a platby',
      'Podpora a osobní údaje',
    ]);
    expect(screen.getByRole('region', { name: 'Pro páry' })).toHaveAttribute('id', 'pro-pary');
    expect(
      within(screen.getByRole('region', { name: 'Předplatné a platby' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Jak se předplatné platí?', 'Jak předplatné zruším?']);
    expect(screen.queryByText('Načítám otázky…')).not.toBeInTheDocument();
  });

  it('shows a skeleton under the title while the questions load', () => {
    renderPage(<FaqPage />, '/faq', plansApi(), { pending: ['GET /api/faq'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Často kladené otázky' })).toBeInTheDocument();
    expect(screen.getByText('Napište nám')).toHaveAttribute('href', '/kontakt');
    const loading = screen.getByText('Načítám otázky…').closest('[aria-busy="true"]');
    expect(loading?.querySelector('.plain-skeleton')).not.toBeNull();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('offers a retry when the questions fail to load, and shows them once they do', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const { fetchMock } = renderPage(<FaqPage />, '/faq', {
      ...plansApi(),
      'GET /api/faq': () => (++calls === 1 ? { status: 500, body: { statusCode: 500, message: 'Chyba' } } : FAQ_OK),
    });
    expect(await screen.findByText('Otázky se nepodařilo načíst.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByRole('button', { name: 'Jak předplatné zruším?' })).toBeInTheDocument();
    expect(screen.queryByText('Otázky se nepodařilo načíst.')).not.toBeInTheDocument();
    const faqCalls = fetchMock.mock.calls.filter(([input]) =>
      (input instanceof Request ? input.url : String(input)).endsWith('/api/faq'),
    );
    expect(faqCalls).toHaveLength(2);
  });

  it('renders the links of the answers as links of the app, and the support address as a mail link', async () => {
    const user = userEvent.setup();
    const { router } = renderPage(<FaqPage />, '/faq', plansApi());
    const request = await openQuestion(user, 'Kolik stojí zadání poptávky?');
    expect(within(request).getAllByRole('paragraph')).toHaveLength(2);
    expect(request.textContent).toContain('Stačí vyplnit formulář poptávky na hlavní stránce: jména, termín svatby');
    expect(request.textContent).not.toMatch(/[[\]]/);
    expect(within(request).getByRole('link', { name: 'formulář poptávky' })).toHaveAttribute('href', '/#ai-form');
    const support = await openQuestion(user, 'Jak rychle odpovídáte na dotazy?');
    expect(support.textContent).toBe('Odpovídáme do 24 hodin. Napište nám přes kontaktní formulář nebo na podpora@svatby.cz.');
    expect(within(support).getByRole('link', { name: 'podpora@svatby.cz' })).toHaveAttribute(
      'href',
      'mailto:podpora@svatby.cz',
    );
    await user.click(within(support).getByRole('link', { name: 'kontaktní formulář' }));
    expect(router.state.location.pathname).toBe('/kontakt');
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
    // The FAQ's paragraphs around the list: the intro before it, the links to the pricing and the management after it.
    const [before, after] = within(answer).getAllByRole('paragraph');
    expect(before.textContent).toMatch(/ceny jsou konečné v Kč:$/);
    expect(before.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(list.compareDocumentPosition(after) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(after).getByRole('link', { name: 'ceníku' })).toHaveAttribute('href', '/#pricing');
    expect(within(after).getByRole('link', { name: 'Správě předplatného' })).toHaveAttribute(
      'href',
      '/subscription-management',
    );
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
    expect(answer.querySelector('[aria-busy="true"] .plain-skeleton')).not.toBeNull();
    expect(within(answer).queryByRole('list', { name: 'Ceny předplatného' })).not.toBeInTheDocument();
  });

  it('offers a retry when the plans fail to load', async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />, '/faq', {
      'GET /api/faq': FAQ_OK,
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
    const header = await screen.findByRole('button', { name: 'Jak předplatné zruším?' });
    header.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(header).toHaveAttribute('aria-expanded', 'true'));
    expect(answerOf(header)).toBeVisible();
    expect(answerOf(header).textContent).toMatch(/aktivní do konce zaplaceného fakturačního období/);
    await user.keyboard(' ');
    await waitFor(() => expect(header).toHaveAttribute('aria-expanded', 'false'));
    expect(answerOf(header)).not.toBeVisible();
  });

  it('opens the question named in the address (/faq#faq-zruseni)', async () => {
    renderPage(<FaqPage />, '/faq#faq-zruseni', plansApi());
    const opened = await screen.findByRole('button', { name: 'Jak předplatné zruším?' });
    expect(opened).toHaveAttribute('aria-expanded', 'true');
    expect(answerOf(opened)).toBeVisible();
    // The address's anchor is the question's item (the layout scrolls to it).
    expect(document.getElementById('faq-zruseni')).toContainElement(opened);
    const closed = screen.getByRole('button', { name: 'Jak se předplatné platí?' });
    expect(closed).toHaveAttribute('aria-expanded', 'false');
    expect(answerOf(closed)).not.toBeVisible();
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

describe('FaqParagraph', () => {
  it('turns [text](href) into links: site paths as router links, mailto: as a mail link, anything else as text', () => {
    renderPage(
      <FaqParagraph
        text={
          'Viz [seznam](/dodavatele?kategorie=foto), [e-mail](mailto:podpora@svatby.cz) a [jinde](https://example.com) (konec).'
        }
      />,
      '/faq',
    );
    const paragraph = screen.getByRole('paragraph');
    expect(paragraph.textContent).toBe('Viz seznam, e-mail a jinde (konec).');
    expect(within(paragraph).getByRole('link', { name: 'seznam' })).toHaveAttribute('href', '/dodavatele?kategorie=foto');
    expect(within(paragraph).getByRole('link', { name: 'e-mail' })).toHaveAttribute('href', 'mailto:podpora@svatby.cz');
    expect(within(paragraph).queryByRole('link', { name: 'jinde' })).not.toBeInTheDocument();
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Footer } from '../../app/layout/Footer';
import { renderPage } from '../../test/pagesTestKit';
import PrivacyPage from './PrivacyPage';
import TermsPage from './TermsPage';

/** 'Poslední aktualizace: 26. července 2025' (the date is a <time> inside the paragraph). */
const lastUpdated = () =>
  screen.getByText(
    (_, element) => element?.tagName === 'P' && element.textContent === 'Poslední aktualizace: 26. července 2025',
  );

/** Every table-of-contents link leads to an h2 with that text, in order. */
function expectTocMatchesHeadings() {
  const toc = screen.getByRole('navigation', { name: 'Obsah' });
  const links = within(toc).getAllByRole('link');
  const headings = screen.getAllByRole('heading', { level: 2 });
  expect(links.map((link) => link.textContent)).toEqual(headings.map((heading) => heading.textContent));
  for (const [index, link] of links.entries()) {
    const hash = new URL(link.getAttribute('href') ?? '', 'http://localhost').hash.slice(1);
    expect(document.getElementById(hash)).toContainElement(headings[index]);
  }
  return { links, headings };
}

describe('/podminky-pouziti', { timeout: 30_000 }, () => {
  it('has the title, the last update, a table of contents and the sections of the terms', () => {
    renderPage(<TermsPage />, '/podminky-pouziti');
    expect(screen.getByRole('heading', { level: 1, name: 'Podmínky použití' })).toBeInTheDocument();
    expect(lastUpdated().querySelector('time')).toHaveAttribute('dateTime', '2025-07-26');
    const { headings } = expectTocMatchesHeadings();
    expect(headings.map((h) => h.textContent)).toEqual([
      '1. Provozovatel a úvodní ustanovení',
      '2. Co služba nabízí',
      '3. Uživatelské účty',
      '4. Poptávky a kontaktní údaje',
      '5. Profily a portfolia dodavatelů',
      '6. Předplatné a platby',
      '7. Zrušení předplatného a účtu',
      '8. Pravidla pro hodnocení',
      '9. Zakázané jednání',
      '10. Odpovědnost',
      '11. Osobní údaje',
      '12. Změny podmínek',
      '13. Závěrečná ustanovení',
      '14. Údaje o provozovateli',
    ]);
    const requests = screen.getByRole('region', { name: '4. Poptávky a kontaktní údaje' });
    expect(requests).toHaveTextContent('pouze přihlášeným dodavatelům s aktivním předplatným');
    const cancel = screen.getByRole('region', { name: '7. Zrušení předplatného a účtu' });
    expect(cancel).toHaveTextContent('Zůstane aktivní do konce zaplaceného fakturačního období');
    expect(screen.getByRole('region', { name: '6. Předplatné a platby' })).toHaveTextContent('Stripe');
  });

  it('jumps to a section from the table of contents and moves the focus to its heading', async () => {
    const user = userEvent.setup();
    const { router } = renderPage(<TermsPage />, '/podminky-pouziti');
    const toc = screen.getByRole('navigation', { name: 'Obsah' });
    await user.click(within(toc).getByRole('link', { name: '8. Pravidla pro hodnocení' }));
    expect(router.state.location.pathname).toBe('/podminky-pouziti');
    expect(router.state.location.hash).toBe('#hodnoceni');
    const heading = screen.getByRole('heading', { level: 2, name: '8. Pravidla pro hodnocení' });
    // The focus moves after the router has handled the click.
    await waitFor(() => expect(heading).toHaveFocus());
  });
});

describe('/ochrana-soukromi', { timeout: 30_000 }, () => {
  it('has the title, the last update, a table of contents, the processors and the session cookie', () => {
    renderPage(<PrivacyPage />, '/ochrana-soukromi');
    expect(screen.getByRole('heading', { level: 1, name: 'Ochrana osobních údajů' })).toBeInTheDocument();
    expect(lastUpdated()).toBeInTheDocument();
    const { headings } = expectTocMatchesHeadings();
    expect(headings.map((h) => h.textContent)).toEqual([
      '1. Správce osobních údajů',
      '2. Jaké údaje zpracováváme',
      '3. Účely a právní základy',
      '4. Kdo vaše údaje vidí',
      '5. Zpracovatelé a předávání mimo EU',
      '6. Jak dlouho údaje uchováváme',
      '7. Cookies',
      '8. Vaše práva',
      '9. Zabezpečení',
      '10. Kontakt a změny',
      '11. Údaje o provozovateli',
    ]);
    const processors = screen.getByRole('region', { name: '5. Zpracovatelé a předávání mimo EU' });
    for (const name of ['Poskytovatel hostingu', 'Twilio SendGrid', 'Stripe', 'OpenAI']) {
      expect(within(processors).getByText(name)).toBeInTheDocument();
    }
    const cookies = screen.getByRole('region', { name: '7. Cookies' });
    expect(cookies).toHaveTextContent('jen jednu nezbytnou cookie');
    expect(cookies).toHaveTextContent('Analytické ani reklamní cookies nepoužíváme');
  });

  it('lists the GDPR rights, the complaint to ÚOOÚ and how to use them', () => {
    renderPage(<PrivacyPage />, '/ochrana-soukromi');
    const rights = screen.getByRole('region', { name: '8. Vaše práva' });
    for (const right of [
      'Právo na přístup',
      'Právo na opravu',
      'Právo na výmaz',
      'Právo na omezení zpracování',
      'Právo na přenositelnost údajů',
      'Právo vznést námitku',
      'Právo podat stížnost',
    ]) {
      expect(within(rights).getByText(right)).toBeInTheDocument();
    }
    expect(rights).toHaveTextContent('Úřadu pro ochranu osobních údajů (ÚOOÚ)');
    expect(within(rights).getByRole('link', { name: 'podpora@svatby.cz' })).toHaveAttribute(
      'href',
      'mailto:podpora@svatby.cz',
    );
  });

  it('describes the data export and the account deletion and links to the pages that offer them', () => {
    renderPage(<PrivacyPage />, '/ochrana-soukromi');
    const rights = screen.getByRole('region', { name: '8. Vaše práva' });
    expect(within(rights).getByRole('heading', { level: 3, name: 'Vaše data a smazání účtu' })).toBeInTheDocument();
    expect(within(rights).getByRole('link', { name: 'nástěnce' })).toHaveAttribute('href', '/dashboard');
    expect(within(rights).getByRole('link', { name: 'nastavení profilu' })).toHaveAttribute('href', '/profile-settings');
    expect(rights).toHaveTextContent('Stáhnout moje data');
    expect(rights).toHaveTextContent('Hesla (ani jejich otisky), přihlašovací tokeny a údaje o relacích v něm nejsou');
    expect(rights).toHaveTextContent('Smazat účet');
    expect(rights).toHaveTextContent('Platby kvůli účetnictví zůstanou, ale bez vazby na vás');
    expect(rights).toHaveTextContent('Se stejným e-mailem se pak můžete znovu zaregistrovat');
    const retention = screen.getByRole('region', { name: '6. Jak dlouho údaje uchováváme' });
    expect(within(retention).getByRole('link', { name: 'Vaše data a smazání účtu' })).toHaveAttribute('href', '#vase-data');
  });
});

/** GET /api/billing/seller: the operator as the invoices name it (INVOICE_SELLER_*). */
const sellerApi = {
  'GET /api/billing/seller': {
    status: 200,
    body: { name: 'Svatby s.r.o.', address: 'Vinohradská 12, 120 00 Praha 2', ico: '27082440', dic: 'CZ27082440', vatPayer: true },
  },
};

describe('the operator on the legal pages (issue 47)', { timeout: 30_000 }, () => {
  it("shows the seller's name, address, IČO and DIČ in the last section of both pages, linked from the first", async () => {
    for (const [page, path, title] of [
      [<TermsPage key="terms" />, '/podminky-pouziti', '14. Údaje o provozovateli'],
      [<PrivacyPage key="privacy" />, '/ochrana-soukromi', '11. Údaje o provozovateli'],
    ] as const) {
      const { unmount } = renderPage(page, path, sellerApi);
      const section = screen.getByRole('region', { name: title });
      expect(section).toHaveAttribute('id', 'udaje-provozovatele');
      // The last section: nothing of the text above it waits for the answer.
      expect(screen.getAllByRole('heading', { level: 2 }).at(-1)).toHaveTextContent(title);
      await within(section).findByText('Svatby s.r.o.');
      for (const text of ['Vinohradská 12, 120 00 Praha 2', '27082440', 'CZ27082440']) expect(within(section).getByText(text)).toBeInTheDocument();
      const first = screen.getAllByRole('region')[0];
      expect(within(first).getByRole('link', { name: 'Údaje o provozovateli' })).toHaveAttribute('href', '#udaje-provozovatele');
      unmount();
    }
  });

  it('keeps the four rows while loading and says "Není plátcem DPH" for a seller without DIČ', async () => {
    const { unmount } = renderPage(<TermsPage />, '/podminky-pouziti', {}, { pending: ['GET /api/billing/seller'] });
    const loading = screen.getByRole('region', { name: '14. Údaje o provozovateli' });
    expect(within(loading).getAllByRole('term').map((term) => term.textContent)).toEqual(['Provozovatel', 'Sídlo', 'IČO', 'DIČ']);
    expect(loading.querySelector('dl')).toHaveAttribute('aria-busy', 'true');
    unmount();

    renderPage(<TermsPage />, '/podminky-pouziti', {
      'GET /api/billing/seller': { status: 200, body: { ...sellerApi['GET /api/billing/seller'].body, dic: null, vatPayer: false } },
    });
    const section = screen.getByRole('region', { name: '14. Údaje o provozovateli' });
    expect(await within(section).findByText('Není plátcem DPH')).toBeInTheDocument();
    expect(section.querySelector('dl')).not.toHaveAttribute('aria-busy');
  });

  it('says how long invoices are kept after the account is deleted, and only with what they must hold', () => {
    renderPage(<PrivacyPage />, '/ochrana-soukromi', sellerApi);
    const retention = screen.getByRole('region', { name: '6. Jak dlouho údaje uchováváme' });
    expect(retention).toHaveTextContent(
      'Faktury a opravné daňové doklady: 10 let od konce zdaňovacího období, ve kterém bylo plnění uskutečněno (§ 35 zákona č. 235/2004 Sb., o dani z přidané hodnoty), a to i po smazání účtu.',
    );
    expect(retention).toHaveTextContent('jen to, co doklad obsahovat musí: název nebo jméno, adresa, IČO a DIČ odběratele');
    const data = screen.getByRole('region', { name: '2. Jaké údaje zpracováváme' });
    expect(data).toHaveTextContent('Fakturační údaje a faktury');
    expect(data).toHaveTextContent('ARES');
    const rights = screen.getByRole('region', { name: '8. Vaše práva' });
    expect(rights).toHaveTextContent('fakturační údaje a seznam faktur');
    expect(rights).toHaveTextContent('Vystavené faktury zůstanou po zákonnou dobu');
  });

  it('tells providers in the terms where their invoices are', () => {
    renderPage(<TermsPage />, '/podminky-pouziti', sellerApi);
    const payments = screen.getByRole('region', { name: '6. Předplatné a platby' });
    expect(payments).toHaveTextContent('Ke každé zaplacené platbě provozovatel vystaví fakturu – daňový doklad');
    expect(payments).toHaveTextContent('opravný daňový doklad');
  });
});

describe('footer', () => {
  it('links to the FAQ, the contact page and both legal pages', () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Odkazy v patičce' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/faq', '/kontakt', '/podminky-pouziti', '/ochrana-soukromi']));
    expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://www.instagram.com/');
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', 'https://www.facebook.com/');
  });
});

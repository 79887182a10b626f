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

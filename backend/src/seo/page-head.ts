/**
 * What the server writes into a page's <head> (and the client's head manager keeps while navigating):
 * the one home of every page's title, description and indexing rule.
 */
export interface PageHead {
  /** The page's HTTP status: 404 for an unknown page or provider, 410 for a deleted provider. */
  status: 200 | 404 | 410;
  title: string;
  description: string;
  /** Absolute canonical URL; null for pages that are not indexed. */
  canonical: string | null;
  /** Absolute URL of the social preview image. */
  image: string;
  robots: PageRobots;
  /** schema.org objects, each written as one <script type="application/ld+json">. */
  jsonLd: JsonLd[];
}

export type PageRobots = 'index, follow' | 'noindex, nofollow';
export const INDEX: PageRobots = 'index, follow';
export const NOINDEX: PageRobots = 'noindex, nofollow';

export type JsonLd = Record<string, unknown>;

export const SITE_NAME = 'Svatby';
export const HOME_TITLE = 'Svatby – svatební služby na jednom místě';
export const HOME_DESCRIPTION =
  'Svatby – zadejte ZDARMA poptávku svatebních služeb a najděte ověřené fotografy, catering, hudbu, květiny a další dodavatele na jednom místě.';
/** The default social preview (1200 × 630, frontend/public). */
export const DEFAULT_IMAGE_PATH = '/og-image.png';
export const NOT_FOUND_TITLE = 'Stránka nenalezena';
export const PORTFOLIO_NOT_FOUND_TITLE = 'Portfolio nenalezeno';

/** '{title} – Svatby', the home page's own title without one. */
export function pageTitle(title?: string): string {
  return title ? `${title} – ${SITE_NAME}` : HOME_TITLE;
}

/** A static page of the route table: its title and whether search engines may index it. */
export interface StaticPage {
  title: string;
  description?: string;
  /** Indexed (and in the sitemap) when true; account, admin, link and confirmation pages are not. */
  indexed: boolean;
}

/**
 * Every page path of the app (frontend/src/app/routeTable.ts) that is not built from data: its title
 * and indexing. A path missing here answers 404 (the seo unit test keeps both tables in step).
 */
export const STATIC_PAGES: Readonly<Record<string, StaticPage>> = {
  '/': { title: '', description: HOME_DESCRIPTION, indexed: true },
  '/poptavky': {
    title: 'Poptávky svatebních služeb',
    description: 'Aktuální poptávky párů na svatební fotografy, catering, hudbu, květiny a další služby. Dodavatelé se ozvou s nabídkou.',
    indexed: true,
  },
  '/dodavatele': {
    title: 'Dodavatelé svatebních služeb',
    description:
      'Najděte svatební fotografy, kameramany, catering, hudbu, květiny a další dodavatele podle kategorie, místa a ceny; s portfoliem a hodnoceními párů.',
    indexed: true,
  },
  '/faq': {
    title: 'Často kladené otázky',
    description: 'Odpovědi na otázky párů i dodavatelů: poptávky zdarma, kontakty, hodnocení, předplatné, portfolio a kalendář dostupnosti.',
    indexed: true,
  },
  '/v-cislech': {
    title: 'Svatby v číslech',
    description:
      'Kolik dodavatelů působí ve vašem kraji, jak rychle přijde první nabídka a kolik páry za svatební služby platí: veřejná data Svatby, obnovovaná každou hodinu.',
    indexed: true,
  },
  '/kontakt': {
    title: 'Kontakt',
    description: 'Napište týmu Svatby: dotazy k poptávkám, profilům dodavatelů, předplatnému i ochraně osobních údajů.',
    indexed: true,
  },
  '/podminky-pouziti': { title: 'Podmínky použití', description: 'Podmínky použití služby Svatby pro páry a dodavatele.', indexed: true },
  '/ochrana-soukromi': {
    title: 'Ochrana osobních údajů',
    description: 'Jak Svatby nakládá s osobními údaji párů a dodavatelů, jak dlouho je uchovává a jaká máte práva.',
    indexed: true,
  },
  '/provider-registration': {
    title: 'Registrace dodavatele',
    description: 'Zaregistrujte se zdarma jako svatební dodavatel: profil, portfolio, kalendář a poptávky párů z celé ČR.',
    indexed: true,
  },
  '/register-provider': { title: 'Registrace dodavatele', indexed: false },
  '/login': { title: 'Přihlášení', indexed: false },
  '/forgot-password': { title: 'Zapomenuté heslo', indexed: false },
  '/reset-password': { title: 'Obnovení hesla', indexed: false },
  '/overeni-emailu': { title: 'Ověření e-mailu', indexed: false },
  '/hodnoceni/potvrdit': { title: 'Potvrzení hodnocení', indexed: false },
  '/subscribe': { title: 'Platba předplatného', indexed: false },
  '/dashboard': { title: 'Účet', indexed: false },
  '/calendar': { title: 'Kalendář dostupnosti', indexed: false },
  '/profile-settings': { title: 'Nastavení profilu', indexed: false },
  '/subscription-management': { title: 'Správa předplatného', indexed: false },
  '/zpravy': { title: 'Zprávy', indexed: false },
  '/vybrani': { title: 'Vybraní dodavatelé', indexed: false },
  '/muj-plan': { title: 'Můj svatební plán', indexed: false },
  '/muj-plan/pripojit': { title: 'Připojení ke svatebnímu plánu', indexed: false },
  '/inquiries': { title: 'Klientská sekce', indexed: false },
  '/admin': { title: 'Administrace', indexed: false },
  '/debug/sendgrid': { title: 'Diagnostika emailov', indexed: false },
  '/poptavka/potvrdit': { title: 'Potvrzení poptávky', indexed: false },
  '/poptavka/odmitnout': { title: 'Smazání poptávky', indexed: false },
  '/poptavka/sprava': { title: 'Správa poptávky', indexed: false },
};

/** Paths built from data (not in STATIC_PAGES): the portfolio and the service type pages. */
export const PORTFOLIO_PATH = '/portfolio';
export const SERVICE_TYPE_PREFIX = '/services/';
/** A booking's page, /rezervace/{id}: private (the API decides who sees it), never indexed. */
export const BOOKING_PREFIX = '/rezervace/';
export const BOOKING_PAGE_TITLE = 'Rezervace';
/** A guest's RSVP page, /rsvp/{token}: a private link, never indexed. */
export const RSVP_PREFIX = '/rsvp/';
export const RSVP_PAGE_TITLE = 'Odpověď na pozvánku';

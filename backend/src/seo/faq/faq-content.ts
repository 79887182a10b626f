/**
 * The FAQ: the one home of its questions and answers. GET /api/faq serves them to the /faq page and
 * the FAQPage JSON-LD of the served HTML reads them as plain text (FaqService).
 *
 * Answers are paragraphs. A link is written `[text](href)`: href is a path of the site ('/kontakt',
 * '/#pricing') or the support address's 'mailto:'. Nothing else is markup; the texts carry no '[' or ']'.
 */

/**
 * Where people write to the operators, as every page names it (frontend siteInfo.ts SUPPORT_EMAIL).
 * Not AppConfig.contactEmail: that is the inbox the contact form delivers to (it may be an admin's
 * own address), not the address published on the pages.
 */
export const SUPPORT_EMAIL = 'podpora@svatby.cz';

/** Support promises a reply within this many hours (spec; the contact form's confirmation says the same). */
export const SUPPORT_REPLY_HOURS = 24;

/** 'planPrices': the paid plans' prices (PLANS of the subscriptions) are listed after the answer's first paragraph. */
export type FaqItemKind = 'planPrices';

export interface FaqContentItem {
  /** Anchor of the question: /faq#faq-{key} opens it. */
  key: string;
  question: string;
  /** Paragraphs with `[text](href)` links. */
  paragraphs: readonly string[];
  kind?: FaqItemKind;
}

export interface FaqContentGroup {
  /** Anchor of the group's section (/faq#pro-pary). */
  id: string;
  title: string;
  items: readonly FaqContentItem[];
}

export const FAQ_GROUPS: readonly FaqContentGroup[] = [
  {
    id: 'pro-pary',
    title: 'Pro páry',
    items: [
      {
        key: 'poptavka-zdarma',
        question: 'Kolik stojí zadání poptávky?',
        paragraphs: [
          'Nic. Zadání poptávky je pro páry vždy zdarma a nepotřebujete k němu ani účet. Stačí vyplnit ' +
            '[formulář poptávky](/#ai-form) na hlavní stránce: jména, termín svatby (nebo že ho ještě nemáte), služby, ' +
            'které sháníte, popis, rozpočet, místo a kontakt.',
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
          'V [seznamu dodavatelů](/dodavatele) hledáte podle kategorie, místa a ceny. Na profilu každého dodavatele ' +
            'najdete popis služeb, portfolio s fotografiemi, hodnocení od ostatních párů a kalendář dostupnosti, takže ' +
            'hned vidíte, jestli má váš termín volný.',
        ],
      },
      {
        key: 'hodnoceni',
        question: 'Jak mohu dodavatele ohodnotit?',
        paragraphs: [
          'Na veřejném profilu dodavatele zvolte „Přidat hodnocení“. Hodnocení přidáte s adresou Gmail; na ni vám ' +
            'pošleme odkaz a hodnocení zveřejníme, až ho otevřete (platí 72 hodin). Tak víme, že hodnocení píše majitel ' +
            'adresy, a u hodnocení se zobrazí „Ověřený e-mail“. Z jedné schránky lze každého dodavatele ohodnotit jednou ' +
            '(varianty adresy Gmail s tečkami nebo +přívlastkem počítáme jako jednu). Vaši e-mailovou adresu nikde ' +
            'nezveřejňujeme, u hodnocení se zobrazí jen jméno, které uvedete.',
        ],
      },
      {
        key: 'uzavreni-poptavky',
        question: 'Už službu nesháníme. Jak poptávku uzavřu?',
        paragraphs: [
          'Poptávky zadané po přihlášení najdete na stránce Účet, kde je označíte jako splněné, zrušené, vyřešené nebo ' +
            'neaktuální. Uzavřená poptávka zmizí z veřejného seznamu. Poptávku zadanou bez účtu za vás uzavřeme, když ' +
            'nám [napíšete](/kontakt).',
        ],
      },
    ],
  },
  {
    id: 'pro-dodavatele',
    title: 'Pro dodavatele',
    items: [
      {
        key: 'registrace',
        question: 'Kolik stojí registrace dodavatele?',
        paragraphs: [
          '[Registrace](/provider-registration) je zdarma. Bez předplatného si vyplníte profil, portfolio a kalendář ' +
            'dostupnosti a vidíte přehled poptávek, jen bez kontaktů na páry. Do seznamu dodavatelů a ke kontaktům se ' +
            'dostanete s předplatným Basic nebo Premium.',
        ],
      },
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
        key: 'kontakty-na-pary',
        question: 'Jak získám kontakty na páry?',
        paragraphs: [
          'Kontaktní údaje párů (e-mail, telefon a jméno) vidí jen přihlášení dodavatelé s aktivním předplatným, a to ' +
            'v detailu každé poptávky i na přehledu svého účtu. Bez předplatného vidíte obsah poptávek, ale kontakty ' +
            'zůstávají skryté.',
        ],
      },
      {
        key: 'seznam-dodavatelu',
        question: 'Kdy se zobrazím v seznamu dodavatelů?',
        paragraphs: [
          'Ve veřejném seznamu dodavatelů jsou jen dodavatelé s aktivním předplatným. Při výchozím řazení jsou nahoře ' +
            'dodavatelé s předplatným Premium, po nich dodavatelé s Basic. Když předplatné skončí, ze seznamu zmizíte; ' +
            'profil a portfolio vám zůstanou a po obnovení předplatného se do seznamu vrátíte.',
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
          'V [portfoliu](/portfolio) představíte svou práci. Každá položka má název, popis a fotografie (až 6 snímků ' +
            've formátu JPG, PNG nebo WebP, každý do 5 MB), volitelně i kategorii, datum akce a odkaz na Instagram nebo ' +
            'web. Vybrané položky můžete zvýraznit, zobrazí se jako první.',
          'Portfolio se ukládá na náš server, takže ho páry vidí na vašem veřejném profilu z jakéhokoli zařízení a vy ' +
            'ho můžete upravovat odkudkoli.',
        ],
      },
      {
        key: 'kalendar',
        question: 'K čemu je kalendář dostupnosti?',
        paragraphs: [
          'V [kalendáři dostupnosti](/calendar) označíte až 24 měsíců dopředu jednotlivé dny, nebo několik dní najednou, ' +
            'jako Volno, Na dotaz nebo Obsazeno a můžete k nim připsat poznámku. Páry vaši dostupnost vidí na veřejném ' +
            'profilu a hned poznají, jestli máte jejich termín volný. Den, který nenastavíte, vidí jako „Neuvedeno“.',
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
          'Kartou přes zabezpečenou platební bránu Stripe. Údaje o kartě zadáváte přímo platební bráně, my je nevidíme ' +
            'ani neukládáme. Přehled všech plateb najdete ve [Správě předplatného](/subscription-management).',
          'Dokud platební brána není napojená, běží platby v testovacím režimu: předplatné se aktivuje bez skutečné ' +
            'platby a žádná karta se nezatíží. Stránka platby vás na testovací režim vždy upozorní.',
        ],
      },
      {
        key: 'zruseni',
        question: 'Jak předplatné zruším?',
        paragraphs: [
          'Ve [Správě předplatného](/subscription-management) zvolte zrušení předplatného. Předplatné zůstane aktivní ' +
            'do konce zaplaceného fakturačního období: do té doby jste v seznamu dodavatelů a vidíte kontakty, potom se ' +
            'už neobnoví a nic dalšího nezaplatíte.',
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
          `Odpovídáme do ${SUPPORT_REPLY_HOURS} hodin. Napište nám přes [kontaktní formulář](/kontakt) nebo na ` +
            `[${SUPPORT_EMAIL}](mailto:${SUPPORT_EMAIL}).`,
        ],
      },
      {
        key: 'osobni-udaje',
        question: 'Jak nakládáte s osobními údaji?',
        paragraphs: [
          'Údaje používáme jen k provozu služby, platební údaje zpracovává platební brána. Podrobnosti najdete v ' +
            '[Ochraně osobních údajů](/ochrana-soukromi), pravidla služby v [Podmínkách použití](/podminky-pouziti).',
        ],
      },
    ],
  },
];

/** `[text](href)`: the one markup of the paragraphs. */
const LINK = /\[([^\]]+)\]\(([^()\s]+)\)/g;

export interface FaqLink {
  text: string;
  href: string;
}

/** The links of a paragraph, in order. */
export function faqLinks(paragraph: string): FaqLink[] {
  return [...paragraph.matchAll(LINK)].map(([, text, href]) => ({ text, href }));
}

/** A paragraph as plain text: each link reduced to its text. */
export function faqPlainText(paragraph: string): string {
  return paragraph.replace(LINK, '$1');
}

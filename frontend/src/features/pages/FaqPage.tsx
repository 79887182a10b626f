import { Collapse, Skeleton } from 'antd';
import type { CollapseProps } from 'antd';
import type { KeyboardEvent, ReactNode } from 'react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSubscriptionPlansQuery } from '../../api';
import type { PlanDto } from '../../api';
import { formatCzk } from '../../shared/format';
import { PERIOD_SUFFIX } from '../../shared/plans';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { SUPPORT_EMAIL, SUPPORT_REPLY_HOURS } from './siteInfo';
import { StaticPageLayout } from './StaticPageLayout';
import type { StaticSection } from './StaticPageLayout';
import { RetryAlert } from '../../shared/RetryAlert';

export const FAQ_TITLE = 'Často kladené otázky';

interface FaqItem {
  /** Anchor of the question: /faq#faq-{key} opens it. */
  key: string;
  question: string;
  answer: ReactNode;
}

interface FaqGroupData {
  id: string;
  title: string;
  items: FaqItem[];
}

/** A paid plan type with its monthly and yearly variant, in the order the API lists them. */
export interface PlanPrice {
  planType: PlanDto['planType'];
  name: string;
  description: string;
  monthly?: PlanDto;
  yearly?: PlanDto;
}

/** The paid plans of the API grouped by type (Basic, Premium): monthly and yearly price side by side. */
export function planPrices(plans: readonly PlanDto[]): PlanPrice[] {
  const byType = new Map<PlanDto['planType'], PlanPrice>();
  for (const plan of plans) {
    if (plan.planType === 'free' || plan.price <= 0) continue;
    const entry = byType.get(plan.planType) ?? {
      planType: plan.planType,
      name: plan.name,
      description: plan.description,
    };
    if (plan.billingPeriod === 'monthly') {
      entry.monthly = plan;
      entry.description = plan.description;
    } else {
      entry.yearly = plan;
    }
    byType.set(plan.planType, entry);
  }
  return [...byType.values()];
}

function PriceLine({ plan }: { plan: PlanDto }) {
  return <span className="faq-prices__price">{`${formatCzk(plan.price)} ${PERIOD_SUFFIX[plan.billingPeriod]}`}</span>;
}

type PlansQuery = ReturnType<typeof useSubscriptionPlansQuery>;

/** The answer about prices: read from GET /api/subscription/plans, never typed into the page. */
function PlanPricesAnswer({ query }: { query: PlansQuery }) {
  const { data: plans, isLoading, isError, isFetching, refetch } = query;
  const prices = planPrices(plans ?? []);

  let content: ReactNode;
  if (isLoading) {
    content = (
      <div className="faq-prices__skeleton" aria-busy="true">
        <span className="sr-only">Načítám ceny…</span>
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      </div>
    );
  } else if (isError && !plans) {
    content = (
      <RetryAlert
        title="Ceny se nepodařilo načíst."
        description="Zkontrolujte připojení k internetu a zkuste to znovu."
        small
        onRetry={() => refetch()}
        retrying={isFetching}
      />
    );
  } else {
    content = (
      <ul className="faq-prices" aria-label="Ceny předplatného">
        {prices.map((price) => (
          <li key={price.planType}>
            <span className="faq-prices__name">{price.name}</span>
            {price.monthly && <PriceLine plan={price.monthly} />}
            {price.monthly && price.yearly && ' nebo '}
            {price.yearly && <PriceLine plan={price.yearly} />}
            {price.yearly?.savings ? (
              <span className="faq-prices__saving">
                {`Při roční platbě ušetříte ${formatCzk(price.yearly.savings)}`}
                {price.yearly.discountPercent ? ` (${price.yearly.discountPercent} %)` : ''}.
              </span>
            ) : null}
            {price.description && <span className="faq-prices__saving">{price.description}</span>}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <p>Registrace dodavatele je zdarma. Předplatné platíte měsíčně, nebo ročně se slevou; ceny jsou konečné v Kč:</p>
      {content}
      <p>
        Co který plán obsahuje, porovnáte v <Link to="/#pricing">ceníku</Link>. Předplatné si vyberete a spravujete ve{' '}
        <Link to="/subscription-management">Správě předplatného</Link>.
      </p>
    </>
  );
}

function faqGroups(plansQuery: PlansQuery): FaqGroupData[] {
  return [
    {
      id: 'pro-pary',
      title: 'Pro páry',
      items: [
        {
          key: 'poptavka-zdarma',
          question: 'Kolik stojí zadání poptávky?',
          answer: (
            <>
              <p>
                Nic. Zadání poptávky je pro páry vždy zdarma a nepotřebujete k němu ani účet. Stačí vyplnit{' '}
                <Link to="/#ai-form">formulář poptávky</Link> na hlavní stránce: jména, termín svatby (nebo že ho ještě
                nemáte), služby, které sháníte, popis, rozpočet, místo a kontakt.
              </p>
              <p>Poptávka se hned objeví v seznamu poptávek, kde ji uvidí dodavatelé.</p>
            </>
          ),
        },
        {
          key: 'jak-me-kontaktuji',
          question: 'Jak mě dodavatelé kontaktují?',
          answer: (
            <>
              <p>
                Obsah poptávky vidí všichni návštěvníci, ale váš e-mail, telefon a jméno se zobrazí jen přihlášeným
                dodavatelům s aktivním předplatným. Ti se vám ozvou přímo e-mailem nebo telefonem s nabídkou.
              </p>
              <p>Ostatní návštěvníci ani dodavatelé bez předplatného vaše kontaktní údaje nevidí.</p>
            </>
          ),
        },
        {
          key: 'vyber-dodavatele',
          question: 'Jak si vybrat dodavatele?',
          answer: (
            <p>
              V <Link to="/dodavatele">seznamu dodavatelů</Link> hledáte podle kategorie, místa a ceny. Na profilu
              každého dodavatele najdete popis služeb, portfolio s fotografiemi, hodnocení od ostatních párů a kalendář
              dostupnosti, takže hned vidíte, jestli má váš termín volný.
            </p>
          ),
        },
        {
          key: 'hodnoceni',
          question: 'Jak mohu dodavatele ohodnotit?',
          answer: (
            <p>
              Na veřejném profilu dodavatele zvolte „Přidat hodnocení“. Hodnocení přidáte s adresou Gmail; na ni vám
              pošleme odkaz a hodnocení zveřejníme, až ho otevřete (platí 72 hodin). Tak víme, že hodnocení píše
              majitel adresy, a u hodnocení se zobrazí „Ověřený e-mail“. Z jedné schránky lze každého dodavatele
              ohodnotit jednou (varianty adresy Gmail s tečkami nebo +přívlastkem počítáme jako jednu). Vaši
              e-mailovou adresu nikde nezveřejňujeme, u hodnocení se zobrazí jen jméno, které uvedete.
            </p>
          ),
        },
        {
          key: 'uzavreni-poptavky',
          question: 'Už službu nesháníme. Jak poptávku uzavřu?',
          answer: (
            <p>
              Poptávky zadané po přihlášení najdete na stránce Účet, kde je označíte jako splněné, zrušené, vyřešené
              nebo neaktuální. Uzavřená poptávka zmizí z veřejného seznamu. Poptávku zadanou bez účtu za vás uzavřeme,
              když nám <Link to="/kontakt">napíšete</Link>.
            </p>
          ),
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
          answer: (
            <p>
              <Link to="/provider-registration">Registrace</Link> je zdarma. Bez předplatného si vyplníte profil,
              portfolio a kalendář dostupnosti a vidíte přehled poptávek, jen bez kontaktů na páry. Do seznamu
              dodavatelů a ke kontaktům se dostanete s předplatným Basic nebo Premium.
            </p>
          ),
        },
        {
          key: 'cena',
          question: 'Kolik stojí předplatné?',
          answer: <PlanPricesAnswer query={plansQuery} />,
        },
        {
          key: 'kontakty-na-pary',
          question: 'Jak získám kontakty na páry?',
          answer: (
            <p>
              Kontaktní údaje párů (e-mail, telefon a jméno) vidí jen přihlášení dodavatelé s aktivním předplatným, a to
              v detailu každé poptávky i na přehledu svého účtu. Bez předplatného vidíte obsah poptávek, ale kontakty
              zůstávají skryté.
            </p>
          ),
        },
        {
          key: 'seznam-dodavatelu',
          question: 'Kdy se zobrazím v seznamu dodavatelů?',
          answer: (
            <p>
              Ve veřejném seznamu dodavatelů jsou jen dodavatelé s aktivním předplatným. Při výchozím řazení jsou nahoře
              dodavatelé s předplatným Premium, po nich dodavatelé s Basic. Když předplatné skončí, ze seznamu zmizíte;
              profil a portfolio vám zůstanou a po obnovení předplatného se do seznamu vrátíte.
            </p>
          ),
        },
        {
          key: 'premium',
          question: 'Co mi přinese Premium navíc?',
          answer: (
            <p>
              S předplatným Premium máte přednostní pozici v seznamu dodavatelů a nové poptávky z kategorií, které
              nabízíte, vám pošleme e-mailem, jakmile je pár zadá. Můžete tak odpovědět mezi prvními.
            </p>
          ),
        },
        {
          key: 'portfolio',
          question: 'Jak funguje portfolio?',
          answer: (
            <>
              <p>
                V <Link to="/portfolio">portfoliu</Link> představíte svou práci. Každá položka má název, popis a
                fotografie (až 6 snímků ve formátu JPG, PNG nebo WebP, každý do 5 MB), volitelně i kategorii, datum akce
                a odkaz na Instagram nebo web. Vybrané položky můžete zvýraznit, zobrazí se jako první.
              </p>
              <p>
                Portfolio se ukládá na náš server, takže ho páry vidí na vašem veřejném profilu z jakéhokoli zařízení a
                vy ho můžete upravovat odkudkoli.
              </p>
            </>
          ),
        },
        {
          key: 'kalendar',
          question: 'K čemu je kalendář dostupnosti?',
          answer: (
            <p>
              V <Link to="/calendar">kalendáři dostupnosti</Link> označíte na 90 dní dopředu jednotlivé dny, nebo
              několik dní najednou, jako Volno, Na dotaz nebo Obsazeno a můžete k nim připsat poznámku. Páry vaši
              dostupnost vidí na veřejném profilu a hned poznají, jestli máte jejich termín volný.
            </p>
          ),
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
          answer: (
            <>
              <p>
                Kartou přes zabezpečenou platební bránu Stripe. Údaje o kartě zadáváte přímo platební bráně, my je
                nevidíme ani neukládáme. Přehled všech plateb najdete ve{' '}
                <Link to="/subscription-management">Správě předplatného</Link>.
              </p>
              <p>
                Dokud platební brána není napojená, běží platby v testovacím režimu: předplatné se aktivuje bez skutečné
                platby a žádná karta se nezatíží. Stránka platby vás na testovací režim vždy upozorní.
              </p>
            </>
          ),
        },
        {
          key: 'zruseni',
          question: 'Jak předplatné zruším?',
          answer: (
            <p>
              Ve <Link to="/subscription-management">Správě předplatného</Link> zvolte zrušení předplatného. Předplatné
              zůstane aktivní do konce zaplaceného fakturačního období: do té doby jste v seznamu dodavatelů a vidíte
              kontakty, potom se už neobnoví a nic dalšího nezaplatíte.
            </p>
          ),
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
          answer: (
            <p>
              Odpovídáme do {SUPPORT_REPLY_HOURS} hodin. Napište nám přes <Link to="/kontakt">kontaktní formulář</Link>{' '}
              nebo na <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
            </p>
          ),
        },
        {
          key: 'osobni-udaje',
          question: 'Jak nakládáte s osobními údaji?',
          answer: (
            <p>
              Údaje používáme jen k provozu služby, platební údaje zpracovává platební brána. Podrobnosti najdete v{' '}
              <Link to="/ochrana-soukromi">Ochraně osobních údajů</Link>, pravidla služby v{' '}
              <Link to="/podminky-pouziti">Podmínkách použití</Link>.
            </p>
          ),
        },
      ],
    },
  ];
}

const itemAnchor = (key: string) => `faq-${key}`;

/** One group of questions: an antd Collapse (headers are buttons; Enter and Space toggle them). */
function FaqGroup({ items, initiallyOpen }: { items: FaqItem[]; initiallyOpen: string | null }) {
  const [activeKeys, setActiveKeys] = useState<string[]>(() =>
    items.some((item) => item.key === initiallyOpen) && initiallyOpen ? [initiallyOpen] : [],
  );
  const toggle = (key: string) =>
    setActiveKeys((keys) => (keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key]));

  const collapseItems: CollapseProps['items'] = items.map((item) => ({
    key: item.key,
    id: itemAnchor(item.key),
    label: item.question,
    children: <div className="faq-answer">{item.answer}</div>,
    // The header (role=button) toggles on Enter; buttons also toggle on Space.
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      const target = event.target as HTMLElement;
      if (event.key !== ' ' || !target.classList.contains('ant-collapse-header')) return;
      event.preventDefault();
      toggle(item.key);
    },
  }));

  return (
    <Collapse
      items={collapseItems}
      activeKey={activeKeys}
      onChange={(keys) => setActiveKeys(keys.map(String))}
      size="large"
    />
  );
}

/** /faq: questions of couples and providers; the plan prices come from the API. */
export default function FaqPage() {
  useDocumentTitle(FAQ_TITLE);
  const plansQuery = useSubscriptionPlansQuery();
  const { hash } = useLocation();
  const openKey = hash.startsWith('#faq-') ? decodeURIComponent(hash.slice('#faq-'.length)) : null;

  const sections: StaticSection[] = faqGroups(plansQuery).map((group) => ({
    id: group.id,
    title: group.title,
    content: (
      <div className="faq-group">
        <FaqGroup items={group.items} initiallyOpen={openKey} />
      </div>
    ),
  }));

  return (
    <StaticPageLayout
      title={FAQ_TITLE}
      lead={
        <p>
          Odpovědi na nejčastější dotazy párů i dodavatelů. Nenašli jste, co hledáte?{' '}
          <Link to="/kontakt">Napište nám</Link>, odpovíme do {SUPPORT_REPLY_HOURS} hodin.
        </p>
      }
      sections={sections}
    />
  );
}

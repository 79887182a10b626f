import { Link } from 'react-router-dom';
import { LEGAL_LAST_UPDATED, OPERATOR, SUPPORT_EMAIL, SUPPORT_REPLY_HOURS } from './siteInfo';
import { SELLER_ANCHOR, SellerIdentity } from './SellerIdentity';
import { StaticPageLayout } from './StaticPageLayout';
import type { StaticSection } from './StaticPageLayout';
import { paths } from '../../shared/paths';

export const PRIVACY_TITLE = 'Ochrana osobních údajů';

/** The data subject's rights under the GDPR (Articles 15 to 21 and 77). */
export const GDPR_RIGHTS: readonly { name: string; text: string }[] = [
  { name: 'Právo na přístup', text: 'zjistit, zda a jaké vaše údaje zpracováváme, a získat jejich kopii.' },
  { name: 'Právo na opravu', text: 'požádat o opravu nepřesných nebo doplnění neúplných údajů.' },
  {
    name: 'Právo na výmaz',
    text: 'požádat o smazání údajů, které už nepotřebujeme nebo které zpracováváme neoprávněně.',
  },
  {
    name: 'Právo na omezení zpracování',
    text: 'požádat, abychom údaje dočasně jen uchovávali, například než ověříme jejich přesnost.',
  },
  {
    name: 'Právo na přenositelnost údajů',
    text: 'získat údaje, které jste nám poskytli, ve strojově čitelném formátu (JSON) nebo je nechat předat jinému správci.',
  },
  {
    name: 'Právo vznést námitku',
    text: 'proti zpracování založenému na našem oprávněném zájmu; zpracování ukončíme, pokud neprokážeme závažné důvody pro jeho pokračování.',
  },
  {
    name: 'Právo podat stížnost',
    text: 'u Úřadu pro ochranu osobních údajů (ÚOOÚ), Pplk. Sochora 27, 170 00 Praha 7, www.uoou.gov.cz.',
  },
];

const supportMail = <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;

const SECTIONS: StaticSection[] = [
  {
    id: 'spravce',
    title: '1. Správce osobních údajů',
    content: (
      <p>
        Správcem vašich osobních údajů je provozovatel služby {OPERATOR.name}
        {OPERATOR.identification ? `, ${OPERATOR.identification}` : ''} na adrese {OPERATOR.web} (dále jen „my“). S
        čímkoli, co se týká vašich údajů, se na nás obraťte na {supportMail} nebo přes{' '}
        <Link to={paths.contact}>kontaktní formulář</Link>. Údaje zpracováváme podle nařízení (EU) 2016/679 (GDPR) a zákona
        č. 110/2019 Sb., o zpracování osobních údajů. Název, sídlo, IČO a DIČ správce najdete v části{' '}
        <a href={`#${SELLER_ANCHOR}`}>Údaje o provozovateli</a>.
      </p>
    ),
  },
  {
    id: 'jake-udaje',
    title: '2. Jaké údaje zpracováváme',
    content: (
      <ul>
        <li>
          <strong>Účet:</strong> jméno, příjmení a e-mail; heslo ukládáme jen v zašifrované (hašované) podobě. Při
          přihlášení přes Google od Googlu získáme jméno, e-mail a identifikátor účtu.
        </li>
        <li>
          <strong>Poptávka páru:</strong> jména, termín a místo svatby, požadované služby, rozpočet, popis, kontaktní
          e-mail a telefon.
        </li>
        <li>
          <strong>Profil dodavatele:</strong> název firmy, popis, služby, oblasti působení, telefon, e-mail, web, odkazy
          na sociální sítě, délka praxe, cenové rozpětí, profilový obrázek, portfolio (texty a fotografie) a kalendář
          dostupnosti.
        </li>
        <li>
          <strong>Předplatné a platby:</strong> plán, období a stav předplatného, historie plateb (částka, datum, typ
          karty a její poslední 4 číslice). Úplné údaje o kartě zpracovává jen platební brána Stripe.
        </li>
        <li>
          <strong>Fakturační údaje a faktury:</strong> název firmy, adresa, IČO, DIČ a zda je dodavatel plátcem DPH (na
          přání je podle IČO načteme z veřejného registru ARES) a faktury, které k platbám vystavujeme.
        </li>
        <li>
          <strong>Hodnocení:</strong> e-mail Gmail (nezveřejňujeme ho), jméno, které uvedete, známky a text hodnocení.
        </li>
        <li>
          <strong>Nabídky a konverzace:</strong> nabídky dodavatelů k poptávkám (text, cena, platnost, dostupnost) a
          zprávy mezi párem a dodavatelem včetně příloh (PDF a obrázky), které ukládáme neveřejně.
        </li>
        <li>
          <strong>Kontaktní formulář:</strong> jméno, e-mail, předmět a text zprávy.
        </li>
        <li>
          <strong>Technické údaje:</strong> IP adresa a záznamy o přístupech k serveru (ochrana před zneužitím) a
          přihlašovací cookie.
        </li>
      </ul>
    ),
  },
  {
    id: 'ucely',
    title: '3. Účely a právní základy',
    content: (
      <>
        <ul>
          <li>
            <strong>Provoz účtu a služby</strong>, zveřejnění poptávky, zpřístupnění kontaktů z poptávky dodavatelům s
            aktivním předplatným, zasílání nových poptávek dodavatelům Premium a provozní e-maily (např. obnova hesla):
            plnění smlouvy, čl. 6 odst. 1 písm. b) GDPR.
          </li>
          <li>
            <strong>Předplatné a platby</strong>: plnění smlouvy; vystavování faktur, vedení účetnictví a daňové evidence:
            plnění právní povinnosti, čl. 6 odst. 1 písm. c) GDPR.
          </li>
          <li>
            <strong>Pomocník pro popis poptávky</strong>: když o návrh textu požádáte, pošleme údaje z formuláře (jména,
            služby, termín, místo a rozpočet) službě OpenAI; plnění smlouvy na vaši žádost.
          </li>
          <li>
            <strong>Odpovědi na dotazy z kontaktního formuláře</strong>, zobrazování hodnocení, zabezpečení služby a
            prevence zneužití: náš oprávněný zájem, čl. 6 odst. 1 písm. f) GDPR.
          </li>
        </ul>
        <p>
          Údaje neprodáváme, nepoužíváme je k reklamnímu profilování a obchodní sdělení bez vašeho souhlasu neposíláme.
        </p>
      </>
    ),
  },
  {
    id: 'kdo-udaje-vidi',
    title: '4. Kdo vaše údaje vidí',
    content: (
      <ul>
        <li>
          Obsah poptávky (termín, místo, služby, rozpočet, popis) je veřejný. Kontaktní údaje z poptávky vidí jen
          přihlášení dodavatelé s aktivním předplatným.
        </li>
        <li>Profil a portfolio dodavatele jsou veřejné, včetně kontaktů, které v profilu uvede.</li>
        <li>U hodnocení se zveřejní jméno, které autor uvede (jinak „Anonymní“), e-mail nikdy.</li>
        <li>
          Nabídky a zprávy v konverzaci vidí jen pár a dodavatel, kterých se týkají. Správci je vidí jen u zprávy,
          kterou některá strana nahlásila.
        </li>
        <li>Naši správci vidí údaje v rozsahu nutném pro správu služby a vyřizování dotazů.</li>
      </ul>
    ),
  },
  {
    id: 'zpracovatele',
    title: '5. Zpracovatelé a předávání mimo EU',
    content: (
      <>
        <p>Údaje svěřujeme jen prověřeným zpracovatelům, kteří je smějí použít výhradně pro nás:</p>
        <ul>
          <li>
            <strong>Poskytovatel hostingu</strong>: provoz serveru a databáze, uložení fotografií.
          </li>
          <li>
            <strong>Twilio SendGrid</strong> (Twilio Inc., USA): doručování e-mailů, například obnovy hesla, nových
            poptávek dodavatelům Premium a zpráv z kontaktního formuláře.
          </li>
          <li>
            <strong>Stripe</strong> (Stripe Payments Europe, Ltd., Irsko): platby kartou. Pro prevenci podvodů je Stripe
            také samostatným správcem.
          </li>
          <li>
            <strong>OpenAI</strong> (OpenAI Ireland Ltd., Irsko; OpenAI, L.L.C., USA): volitelný pomocník pro popis
            poptávky, jen když ho použijete. Údaje se nepoužívají k trénování modelů.
          </li>
          <li>
            <strong>Google</strong> (Google Ireland Limited, Irsko): přihlášení účtem Google, jen pokud ho zvolíte.
          </li>
        </ul>
        <p>
          Předání do USA probíhá na základě rámce EU-USA pro ochranu osobních údajů (Data Privacy Framework) nebo
          standardních smluvních doložek schválených Evropskou komisí.
        </p>
      </>
    ),
  },
  {
    id: 'doba-uchovani',
    title: '6. Jak dlouho údaje uchováváme',
    content: (
      <ul>
        <li>
          Účet, profil a portfolio: po dobu trvání účtu. Účet můžete kdykoli smazat sami (viz{' '}
          <a href="#vase-data">Vaše data a smazání účtu</a>); smažeme ho i se vším, co k němu patří, najednou.
        </li>
        <li>
          Poptávky: dokud jsou aktuální. Uzavřené poptávky se už nezobrazují; neaktuální poptávky správci pravidelně
          procházejí a mažou.
        </li>
        <li>Platby a ostatní účetní záznamy: po dobu stanovenou účetními a daňovými předpisy, nejdéle 10 let.</li>
        <li>
          Faktury a opravné daňové doklady: 10 let od konce zdaňovacího období, ve kterém bylo plnění uskutečněno (§ 35
          zákona č. 235/2004 Sb., o dani z přidané hodnoty), a to i po smazání účtu. Z vašich údajů na nich zůstane jen
          to, co doklad obsahovat musí: název nebo jméno, adresa, IČO a DIČ odběratele. Fakturační údaje v nastavení
          profilu uchováváme po dobu trvání účtu.
        </li>
        <li>Zprávy z kontaktního formuláře: po dobu nezbytnou k vyřízení dotazu.</li>
        <li>Hodnocení: po dobu zveřejnění, nejdéle do zrušení profilu dodavatele.</li>
        <li>Nabídky, zprávy a přílohy: dokud trvá poptávka, účet páru nebo profil dodavatele, kterých se týkají.</li>
        <li>Přihlašovací cookie: do odhlášení, nejdéle 30 dní.</li>
      </ul>
    ),
  },
  {
    id: 'cookies',
    title: '7. Cookies',
    content: (
      <>
        <p>
          Používáme jen jednu nezbytnou cookie: přihlašovací cookie <code>svatby.sid</code>, která udržuje vaše
          přihlášení (nejdéle 30 dní, do odhlášení). Bez ní by přihlášení nefungovalo, proto k ní nepotřebujeme souhlas.
          Analytické ani reklamní cookies nepoužíváme.
        </p>
        <p>
          Na stránce platby načítá platební brána Stripe svůj platební formulář, který může pro prevenci podvodů použít
          vlastní nezbytné cookies; řídí se zásadami společnosti Stripe.
        </p>
      </>
    ),
  },
  {
    id: 'prava',
    title: '8. Vaše práva',
    content: (
      <>
        <p>Podle GDPR máte tato práva:</p>
        <ul className="privacy-rights">
          {GDPR_RIGHTS.map((right) => (
            <li key={right.name}>
              <strong>{right.name}</strong>: {right.text}
            </li>
          ))}
        </ul>
        <h3 id="vase-data">Vaše data a smazání účtu</h3>
        <p>
          Přihlášení uživatelé si svá data stáhnou a účet smažou sami na kartě „Vaše data a účet“: pár na{' '}
          <Link to={paths.dashboard}>nástěnce</Link>, dodavatel v <Link to={paths.profileSettings}>nastavení profilu</Link>.
        </p>
        <ul className="privacy-account">
          <li>
            <strong>Stáhnout moje data</strong>: jeden soubor JSON se vším, co o vás uchováváme: účet, poptávky a jejich
            stav, profil dodavatele, portfolio s odkazy na fotografie, kalendář, hodnocení napsaná i obdržená, předplatné
            a platby, fakturační údaje a seznam faktur, vaše konverzace se zprávami a zprávy z kontaktního formuláře odeslané z e-mailu účtu. Hesla (ani jejich otisky), přihlašovací
            tokeny a údaje o relacích v něm nejsou. Poptávky, hodnocení a zprávy odeslané bez přihlášení zahrneme jen
            u ověřené e-mailové adresy.
          </li>
          <li>
            <strong>Smazat účet</strong>: po potvrzení heslem (u účtu bez hesla novým přihlášením přes Google) účet
            smažeme hned. Poptávky páru uzavřeme a vymažeme z nich jméno, e-mail a telefon. Dodavateli okamžitě zrušíme
            předplatné v platební bráně (bez vrácení poměrné části) a smažeme profil, portfolio i s fotografiemi,
            kalendář a hodnocení o něm, jeho nabídky a konverzace i s přílohami. Dotazy páru dodavatelům smažeme; v
            konverzacích k poptávkám nahradíme jeho zprávy poznámkou o smazání. Smažeme i hodnocení a zprávy odeslané z ověřeného e-mailu účtu a odhlásíme vás
            na všech zařízeních. Platby kvůli účetnictví zůstanou, ale bez vazby na vás (částka, datum, plán, typ
            karty a její poslední 4 číslice). Vystavené faktury zůstanou po zákonnou dobu (viz{' '}
            <a href="#doba-uchovani">Jak dlouho údaje uchováváme</a>) jen s údaji odběratele, které na nich být musí. Se
            stejným e-mailem se pak můžete znovu zaregistrovat.
          </li>
        </ul>
        <p>
          Většinu údajů účtu a profilu můžete upravit sami v nastavení profilu. Ostatní žádosti pošlete na {supportMail}
          ; vyřídíme je bez zbytečného odkladu, nejpozději do jednoho měsíce. Zpracování založené na souhlasu můžete
          kdykoli odvolat.
        </p>
      </>
    ),
  },
  {
    id: 'zabezpeceni',
    title: '9. Zabezpečení',
    content: (
      <p>
        Komunikace se službou je šifrovaná (HTTPS), hesla ukládáme jen hašovaná a přístup k údajům mají jen osoby, které
        ho potřebují. Pokud by došlo k úniku údajů, který by pro vás znamenal vysoké riziko, bez zbytečného odkladu vás
        informujeme.
      </p>
    ),
  },
  {
    id: 'kontakt',
    title: '10. Kontakt a změny',
    content: (
      <p>
        Dotazy k ochraně osobních údajů pište na {supportMail}, odpovíme do {SUPPORT_REPLY_HOURS} hodin. Tyto zásady
        můžeme aktualizovat; platná verze je vždy na této stránce s datem poslední aktualizace, o podstatných změnách
        registrované uživatele informujeme e-mailem. Pravidla používání služby najdete v{' '}
        <Link to={paths.terms}>Podmínkách použití</Link>.
      </p>
    ),
  },
  {
    id: SELLER_ANCHOR,
    title: '11. Údaje o provozovateli',
    content: (
      <>
        <p>Správce a provozovatel služby, jak ho uvádíme na fakturách:</p>
        <SellerIdentity />
      </>
    ),
  },
];

/** /ochrana-soukromi: the privacy policy (GDPR). */
export default function PrivacyPage() {
  return (
    <StaticPageLayout
      title={PRIVACY_TITLE}
      lastUpdated={LEGAL_LAST_UPDATED}
      lead={<p>Jaké osobní údaje služba {OPERATOR.name} zpracovává, proč, jak dlouho a jaká máte práva.</p>}
      sections={SECTIONS}
      toc
    />
  );
}

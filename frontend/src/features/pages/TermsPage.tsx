import { Link } from 'react-router-dom';
import { LEGAL_LAST_UPDATED, OPERATOR, SUPPORT_EMAIL, SUPPORT_REPLY_HOURS } from './siteInfo';
import { SELLER_ANCHOR, SellerIdentity } from './SellerIdentity';
import { StaticPageLayout } from './StaticPageLayout';
import type { StaticSection } from './StaticPageLayout';
import { href, paths } from '../../shared/paths';
import { endSentence } from '../../shared/format/text';

export const TERMS_TITLE = 'Podmínky použití';

const supportMail = <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;

const SECTIONS: StaticSection[] = [
  {
    id: 'provozovatel',
    title: '1. Provozovatel a úvodní ustanovení',
    content: (
      <>
        <p>
          Tyto podmínky upravují používání webové služby {OPERATOR.name} na adrese {OPERATOR.web} (dále jen „služba“).
          Službu provozuje {OPERATOR.name}
          {OPERATOR.identification ? `, ${OPERATOR.identification}` : ''} (dále jen „provozovatel“). Provozovatele
          zastihnete na e-mailu {supportMail} nebo přes <Link to={paths.contact}>kontaktní formulář</Link>. Název, sídlo,
          IČO a DIČ provozovatele najdete v části <a href={`#${SELLER_ANCHOR}`}>Údaje o provozovateli</a>.
        </p>
        <p>
          Používáním služby, zadáním poptávky nebo registrací vyjadřujete souhlas s těmito podmínkami. Pokud s nimi
          nesouhlasíte, službu prosím nepoužívejte.
        </p>
      </>
    ),
  },
  {
    id: 'sluzba',
    title: '2. Co služba nabízí',
    content: (
      <>
        <p>
          Služba je online tržiště, které propojuje snoubence (dále jen „páry“) s dodavateli svatebních služeb (dále jen
          „dodavatelé“), například fotografy, hudebníky, cateringem nebo floristy.
        </p>
        <ul>
          <li>Páry zdarma a bez registrace zadávají poptávky svatebních služeb.</li>
          <li>
            Dodavatelé se zdarma registrují, vedou si profil, portfolio a kalendář dostupnosti a vidí přehled poptávek.
          </li>
          <li>
            Dodavatelé s placeným předplatným se zobrazují ve veřejném seznamu dodavatelů a vidí kontaktní údaje párů.
          </li>
          <li>Páry mohou dodavatele hodnotit.</li>
        </ul>
        <p>
          Provozovatel pouze zprostředkovává kontakt. Smlouva o svatební službě vzniká výhradně mezi párem a
          dodavatelem; provozovatel není její stranou a za její uzavření ani plnění neodpovídá.
        </p>
      </>
    ),
  },
  {
    id: 'ucty',
    title: '3. Uživatelské účty',
    content: (
      <>
        <p>
          Účet si založíte e-mailem a heslem, nebo přihlášením přes účet Google. Registrovat se mohou osoby starší 18
          let; dodavatel se registruje jako podnikatel oprávněný poskytovat nabízené služby.
        </p>
        <ul>
          <li>Uvádějte pravdivé a aktuální údaje a při změně je upravte.</li>
          <li>
            Heslo si chraňte a nesdílejte je. Za činnost ve svém účtu odpovídáte; při podezření na zneužití nám ihned
            napište.
          </li>
          <li>Jeden účet patří jedné osobě nebo jedné firmě.</li>
        </ul>
        <p>
          Provozovatel může účet pozastavit nebo zrušit, pokud jeho držitel závažně nebo opakovaně porušuje tyto
          podmínky. Při méně závažném porušení vás nejprve vyzve k nápravě.
        </p>
      </>
    ),
  },
  {
    id: 'poptavky',
    title: '4. Poptávky a kontaktní údaje',
    content: (
      <>
        <p>
          Pár zadává poptávku zdarma. Odpovídá za to, že je pravdivá a že uvádí své vlastní kontaktní údaje. Obsah
          poptávky (termín a místo svatby, požadované služby, rozpočet a popis) je veřejně viditelný v seznamu poptávek.
        </p>
        <p>
          Kontaktní údaje z poptávky (e-mail, telefon a jméno) zpřístupňujeme pouze přihlášeným dodavatelům s aktivním
          předplatným, a to výhradně za účelem nabídky služeb k dané poptávce. Dodavatelům s předplatným Premium
          posíláme nové poptávky z jejich kategorií také e-mailem.
        </p>
        <p>Dodavatel smí kontaktní údaje párů použít jen k odpovědi na poptávku. Zejména je nesmí:</p>
        <ul>
          <li>předávat dalším osobám ani zveřejňovat,</li>
          <li>používat k zasílání obchodních sdělení, která s poptávkou nesouvisejí,</li>
          <li>hromadně stahovat nebo ukládat do vlastních databází pro jiné účely.</li>
        </ul>
        <p>
          Pár může poptávku uzavřít (jako splněnou, zrušenou, vyřešenou nebo neaktuální); uzavřená poptávka zmizí z
          veřejného seznamu. Provozovatel může odstranit poptávky, které jsou neaktuální nebo porušují tyto podmínky.
        </p>
      </>
    ),
  },
  {
    id: 'profily',
    title: '5. Profily a portfolia dodavatelů',
    content: (
      <>
        <p>
          Dodavatel odpovídá za obsah svého profilu a portfolia: texty, ceny, odkazy i fotografie. Nahrávat smí jen
          obsah, ke kterému má potřebná práva, a fotografie osob jen s jejich souhlasem. Uvedené ceny jsou orientační;
          konečnou cenu si pár s dodavatelem dohodne.
        </p>
        <p>
          Nahráním obsahu udělujete provozovateli bezplatné, nevýhradní oprávnění tento obsah ve službě zobrazovat po
          dobu, kdy je zveřejněn. Obsah můžete kdykoli upravit nebo smazat. Provozovatel může odstranit obsah, který
          porušuje tyto podmínky, zákon nebo práva třetích osob.
        </p>
      </>
    ),
  },
  {
    id: 'predplatne',
    title: '6. Předplatné a platby',
    content: (
      <>
        <p>
          Dodavatelé si mohou zvolit předplatné Basic nebo Premium s měsíčním či ročním obdobím. Aktuální ceny a obsah
          plánů najdete v <Link to={href.home('pricing')}>ceníku</Link> a v <Link to={paths.faq}>častých otázkách</Link>; ceny jsou
          uvedeny v Kč a jsou konečné.
        </p>
        <ul>
          <li>
            Předplatné se platí předem platební kartou přes platební bránu Stripe. Provozovatel nemá přístup k úplným
            údajům o vaší kartě.
          </li>
          <li>Předplatné se na konci každého období automaticky obnovuje, dokud ho nezrušíte.</li>
          <li>
            Při změně plánu se řiďte informacemi ve Správě předplatného; o ceně nového plánu vás vždy informujeme před
            zaplacením.
          </li>
          <li>
            V testovacím režimu, kdy platební brána není napojena, se předplatné aktivuje bez skutečné platby. Stránka
            platby na testovací režim vždy upozorní.
          </li>
          <li>Provozovatel může dodavateli předplatné aktivovat také bezplatně, například v rámci akce.</li>
          <li>
            Ke každé zaplacené platbě provozovatel vystaví fakturu – daňový doklad. Najdete ji ve Správě předplatného
            (ke stažení v PDF) a odkaz na ni i v e-mailu o platbě. Fakturační údaje (firmu, adresu, IČO a DIČ) vyplníte v
            nastavení profilu; jejich změna se projeví až na další faktuře. Při vrácení platby provozovatel vystaví
            opravný daňový doklad.
          </li>
        </ul>
        <p>
          Předplatné slouží podnikatelské činnosti dodavatele, proto se na ně nepoužijí ustanovení o odstoupení od
          smlouvy uzavřené se spotřebitelem.
        </p>
      </>
    ),
  },
  {
    id: 'zruseni',
    title: '7. Zrušení předplatného a účtu',
    content: (
      <>
        <p>
          Předplatné můžete kdykoli zrušit ve Správě předplatného. Zůstane aktivní do konce zaplaceného fakturačního
          období a poté se již neobnoví. Za nevyčerpanou část období se platba nevrací, pokud zákon nestanoví jinak.
        </p>
        <p>
          Zrušení celého účtu si vyžádáte e-mailem na {supportMail}. Účet i s profilem, portfoliem a kalendářem smažeme;
          údaje, které musíme uchovat podle zákona (např. účetní doklady), uchováme jen po zákonem stanovenou dobu.
        </p>
      </>
    ),
  },
  {
    id: 'hodnoceni',
    title: '8. Pravidla pro hodnocení',
    content: (
      <>
        <p>Páry mohou hodnotit dodavatele, jejichž služby využily. Hodnocení musí:</p>
        <ul>
          <li>vycházet z vlastní zkušenosti autora a být pravdivé,</li>
          <li>být věcné, bez vulgarit, urážek a osobních údajů jiných osob,</li>
          <li>neobsahovat reklamu ani odkazy na jiné služby.</li>
        </ul>
        <p>
          Hodnocení se přidává s adresou Gmail; z jedné adresy lze každého dodavatele ohodnotit jednou. Adresa se
          nezveřejňuje, u hodnocení se zobrazí jméno, které autor uvede, jinak „Anonymní“. Provozovatel ověřuje pouze
          tuto e-mailovou adresu; neověřuje, zda autor službu dodavatele skutečně využil.
        </p>
        <p>
          Dodavatel nesmí hodnotit sám sebe, hodnocení kupovat ani za ně nabízet protihodnotu. Provozovatel může
          odstranit hodnocení, které tato pravidla porušuje. Ukázkové profily dodavatelů hodnotit nelze.
        </p>
      </>
    ),
  },
  {
    id: 'zakazane-jednani',
    title: '9. Zakázané jednání',
    content: (
      <>
        <p>Ve službě je zakázáno zejména:</p>
        <ul>
          <li>vydávat se za jinou osobu nebo uvádět nepravdivé údaje,</li>
          <li>vkládat obsah protiprávní, klamavý, urážlivý nebo porušující práva třetích osob,</li>
          <li>rozesílat nevyžádaná sdělení nebo zadávat falešné poptávky,</li>
          <li>automatizovaně stahovat obsah služby, zejména kontaktní údaje,</li>
          <li>narušovat bezpečnost nebo chod služby, obcházet předplatné či jiná omezení.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'odpovednost',
    title: '10. Odpovědnost',
    content: (
      <>
        <p>
          Provozovatel se snaží, aby služba fungovala nepřetržitě a bez chyb, nemůže to však zaručit; provoz může být
          přerušen například kvůli údržbě nebo výpadku u poskytovatelů. Provozovatel neodpovídá za:
        </p>
        <ul>
          <li>obsah vložený uživateli (poptávky, profily, portfolia, hodnocení),</li>
          <li>uzavření a plnění smluv mezi páry a dodavateli ani za kvalitu jejich služeb,</li>
          <li>počet poptávek, odpovědí nebo zakázek, které dodavatel díky službě získá.</li>
        </ul>
        <p>
          Odpovědnost provozovatele vůči dodavateli za škodu je omezena na částku, kterou dodavatel za předplatné
          zaplatil v posledních 12 měsících. Omezení se nevztahuje na škodu způsobenou úmyslně nebo z hrubé nedbalosti
          ani na újmu, kterou nelze ze zákona omezit.
        </p>
      </>
    ),
  },
  {
    id: 'osobni-udaje',
    title: '11. Osobní údaje',
    content: (
      <p>
        Jak zpracováváme osobní údaje a jaká máte práva, popisuje{' '}
        <Link to={paths.privacy}>Ochrana osobních údajů</Link>.
      </p>
    ),
  },
  {
    id: 'zmeny',
    title: '12. Změny podmínek',
    content: (
      <p>
        Provozovatel může tyto podmínky měnit, například při změně služby nebo právních předpisů. Novou verzi zveřejní
        na této stránce s datem poslední aktualizace; registrované uživatele o podstatných změnách informuje e-mailem
        nejméně 14 dní předem. Pokud se změnou nesouhlasíte, můžete před její účinností zrušit předplatné i účet. Dalším
        používáním služby po účinnosti změny vyjadřujete s novou verzí souhlas.
      </p>
    ),
  },
  {
    id: 'zaverecna-ustanoveni',
    title: '13. Závěrečná ustanovení',
    content: (
      <>
        <p>
          Tyto podmínky se řídí právem České republiky, zejména občanským zákoníkem (zákon č. 89/2012 Sb.). Spory
          rozhodují české soudy. Spotřebitel se může obrátit také na Českou obchodní inspekci (
          <a href="https://www.coi.cz" target="_blank" rel="noopener noreferrer">
            www.coi.cz
          </a>
          ), která řeší mimosoudní spotřebitelské spory.
        </p>
        <p>
          Dotazy k podmínkám nám pište na {supportMail}, odpovíme do {SUPPORT_REPLY_HOURS} hodin.
        </p>
      </>
    ),
  },
  {
    id: SELLER_ANCHOR,
    title: '14. Údaje o provozovateli',
    content: <SellerIdentity />,
  },
];

/** /podminky-pouziti: the marketplace's terms of use. */
export default function TermsPage() {
  return (
    <StaticPageLayout
      title={TERMS_TITLE}
      lastUpdated={LEGAL_LAST_UPDATED}
      lead={<p>Pravidla, která platí pro páry, dodavatele i návštěvníky služby {endSentence(OPERATOR.name)}</p>}
      sections={SECTIONS}
      toc
    />
  );
}

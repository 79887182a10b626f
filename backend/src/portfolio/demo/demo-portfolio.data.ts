import type { PortfolioSeedItem } from '../portfolio.service';

/**
 * Two portfolio items for each demo provider, keyed by the demo provider's e-mail (their ids may
 * differ, see ProvidersDemoSeeder). Their pictures are drawn by the seeder (demo-images.ts: no stock
 * photos), so that the catalogue cards show previews. Event dates are fixed past days.
 */
export const DEMO_PORTFOLIO: Readonly<Record<string, readonly PortfolioSeedItem[]>> = {
  'info@fotoateliersvetlo.example.cz': [
    {
      title: 'Svatba na zámku Průhonice',
      category: 'photography',
      description:
        'Celodenní reportáž od příprav nevěsty až po půlnoční dort. Obřad v zámeckém parku, skupinové fotky u rybníka a večerní portréty při západu slunce.',
      eventDate: '2025-06-14',
      featured: true,
    },
    {
      title: 'Předsvatební focení na Petříně',
      category: 'photography',
      description: 'Hodinová procházka Petřínskými sady a Malou Stranou v podzimních barvách. Snímky jsme pak použili na oznámení i na svatební web.',
      eventDate: '2025-10-04',
      featured: false,
    },
  ],
  'booking@swingtime.example.cz': [
    {
      title: 'Swingová tancovačka v Kutné Hoře',
      category: 'music',
      description: 'Živá hudba k obřadu, rautu i večernímu tanci pro 120 hostů. První tanec na přání páru a po půlnoci DJ set až do tří do rána.',
      eventDate: '2025-08-23',
      featured: true,
    },
    {
      title: 'Komorní svatba na lodi po Vltavě',
      category: 'music',
      description: 'Akustické trio na palubě výletní lodi: jazzové standardy při večeři a české písničky, které si zazpívali všichni hosté.',
      eventDate: '2025-05-31',
      featured: false,
    },
  ],
  'svatby@utrilip.example.cz': [
    {
      title: 'Zahradní raut pro 90 hostů',
      category: 'catering',
      description: 'Studený i teplý raut pod širým nebem, grilované speciality, domácí limonády a mobilní bar s míchanými nápoji až do rána.',
      eventDate: '2025-07-12',
      featured: true,
    },
    {
      title: 'Svatební menu v hospodě U Tří lip',
      category: 'catering',
      description: 'Tříchodové menu s polévkou z domácího vývaru, svíčkovou podle babičky a výběrem dezertů pro padesát svatebčanů.',
      eventDate: '2025-09-20',
      featured: false,
    },
  ],
  'kontakt@dend.example.cz': [
    {
      title: 'Kompletní organizace svatby ve vinném sklepě',
      category: 'wedding_planning',
      description: 'Od výběru místa přes dodavatele až po harmonogram dne. V den svatby jsme vše koordinovali, aby si novomanželé jen užívali.',
      eventDate: '2025-09-06',
      featured: true,
    },
    {
      title: 'Koordinace svatebního dne v Praze',
      category: 'partial_planning',
      description: 'Pár si vše připravil sám, my jsme převzali řízení dne: komunikaci s dodavateli, časový plán a drobné krize, o kterých nikdo nevěděl.',
      eventDate: '2025-06-28',
      featured: false,
    },
  ],
  'objednavky@pivonka.example.cz': [
    {
      title: 'Pivoňková výzdoba obřadu',
      category: 'flowers',
      description: 'Svatební kytice z pivoněk a eukalyptu, korsáže pro svědky a květinový oblouk nad místem obřadu v zahradě penzionu.',
      eventDate: '2025-05-24',
      featured: true,
    },
    {
      title: 'Podzimní květiny na stoly',
      category: 'decoration',
      description: 'Nízká aranžmá z jiřin, šípků a sušených trav na dvanáct hostinských stolů, doplněná svíčkami ve skle.',
      eventDate: '2025-10-11',
      featured: false,
    },
  ],
  'info@bilastodola.example.cz': [
    {
      title: 'Rustikální výzdoba stodoly',
      category: 'decoration',
      description: 'Dřevěné stoly, lněné ubrusy, světelné řetězy pod trámy a vintage koutek na focení. Vše jsme dovezli, postavili a po svatbě uklidili.',
      eventDate: '2025-08-09',
      featured: true,
    },
    {
      title: 'Osvětlení zahradní párty',
      category: 'lighting',
      description: 'Girlandy žárovek nad tanečním parketem, lucerny podél cest a nasvícené stromy pro večerní program pod širým nebem.',
      eventDate: '2025-07-19',
      featured: false,
    },
  ],
  'studio@fotofilmvltava.example.cz': [
    {
      title: 'Svatební film z Českého Krumlova',
      category: 'video',
      description: 'Desetiminutový sestřih s dronovými záběry města, slibem novomanželů a řečmi svědků. K tomu minutová upoutávka na sociální sítě.',
      eventDate: '2025-09-13',
      featured: true,
    },
    {
      title: 'Fotografie a video na statku u Vltavy',
      category: 'photography',
      description: 'Kombinovaný balíček: fotograf a kameraman po celý den, online galerie do tří týdnů a film do dvou měsíců.',
      eventDate: '2025-06-07',
      featured: false,
    },
  ],
  'muzika@javor.example.cz': [
    {
      title: 'Moravská svatba v Kyjově',
      category: 'music',
      description: 'Cimbálová muzika k obřadu i k večernímu veselí. Hráli jsme lidovky na přání hostů a nechyběl ani tradiční čepení nevěsty.',
      eventDate: '2025-08-30',
      featured: true,
    },
    {
      title: 'Hudba k obřadu ve vinohradu',
      category: 'music',
      description: 'Houslové a cimbálové duo při obřadu mezi vinnými keři, potom poslechový program k přípitku a prvnímu tanci.',
      eventDate: '2025-09-27',
      featured: false,
    },
  ],
  'svatby@gastroservis.example.cz': [
    {
      title: 'Svatební dort a sladký bar',
      category: 'cake',
      description: 'Třípatrový dort s malinovou náplní a sladký bar s makronkami, větrníky a domácími koláčky pro osmdesát hostů.',
      eventDate: '2025-07-05',
      featured: true,
    },
    {
      title: 'Raut na zámku v Hradci nad Moravicí',
      category: 'catering',
      description: 'Slavnostní večeře o čtyřech chodech, obsluha u stolů a půlnoční občerstvení s guláškem a chlebíčky.',
      eventDate: '2025-06-21',
      featured: false,
    },
  ],
  'tereza@svatbysterezou.example.cz': [
    {
      title: 'Svatba na louce u Liberce',
      category: 'wedding_planning',
      description: 'Celá příprava během tří měsíců: místo, stan, catering, hudba i květinová výzdoba. V den svatby jsme byli na místě od rána.',
      eventDate: '2025-08-16',
      featured: true,
    },
    {
      title: 'Květinová výzdoba kostela',
      category: 'flowers',
      description: 'Aranžmá na lavice, kytice u oltáře a věnečky pro družičky v bílé a šalvějové barvě, ladící se svatebním oznámením.',
      eventDate: '2025-05-17',
      featured: false,
    },
  ],
};

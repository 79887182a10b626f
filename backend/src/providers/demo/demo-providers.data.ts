/**
 * Demo providers for a fresh `make start`: realistic Czech suppliers covering the six provider
 * types of the /services pages and various areas. Seeded with ids 997 and above (the spec's demo
 * range) and isDemo = true, the only mark of a demo provider; they get no reviews. Their accounts have no password.
 */
export interface DemoProvider {
  id: number;
  companyName: string;
  description: string;
  categories: string[];
  serviceAreas: string[];
  email: string;
  phone: string;
  website?: string;
  instagramUrl?: string;
  facebookUrl?: string;
  yearsExperience: number;
  priceFrom: number;
  priceTo: number;
  registeredDaysAgo: number;
}

export const DEMO_PROVIDERS: readonly DemoProvider[] = [
  {
    id: 997,
    companyName: 'Fotoateliér Světlo',
    description:
      'Svatební fotografie v reportážním stylu. Zachytíme přípravy, obřad, gratulace i večerní párty, bez dlouhého aranžování. Upravené fotografie dodáváme do tří týdnů v online galerii, součástí je i krátké předsvatební focení.',
    categories: ['photography', 'video'],
    serviceAreas: ['praha', 'okoli-prahy'],
    email: 'info@fotoateliersvetlo.example.cz',
    phone: '777 123 456',
    website: 'https://fotoateliersvetlo.example.cz',
    instagramUrl: 'https://www.instagram.com/fotoateliersvetlo',
    yearsExperience: 9,
    priceFrom: 18_000,
    priceTo: 45_000,
    registeredDaysAgo: 2,
  },
  {
    id: 998,
    companyName: 'Kapela Swing Time',
    description:
      'Pětičlenná kapela pro obřad, raut i večerní tancovačku. Hrajeme swing, české i zahraniční hity a na přání první tanec. Vlastní ozvučení a světla, po skončení živé hudby pokračujeme jako DJ až do rána.',
    categories: ['music', 'dj'],
    serviceAreas: ['cela-cr'],
    email: 'booking@swingtime.example.cz',
    phone: '603 456 789',
    website: 'https://swingtime.example.cz',
    facebookUrl: 'https://www.facebook.com/kapelaswingtime',
    yearsExperience: 14,
    priceFrom: 25_000,
    priceTo: 60_000,
    registeredDaysAgo: 5,
  },
  {
    id: 999,
    companyName: 'Catering U Tří lip',
    description:
      'Svatební catering pro 30 až 250 hostů: slavnostní oběd, raut, grilování i půlnoční guláš. Vaříme z místních surovin, připravíme vegetariánské a bezlepkové menu. Zajistíme obsluhu, nádobí, ubrusy i mobilní bar.',
    categories: ['catering', 'mobile_bar'],
    serviceAreas: ['brno', 'jizni-morava'],
    email: 'svatby@utrilip.example.cz',
    phone: '731 222 333',
    website: 'https://utrilip.example.cz',
    yearsExperience: 11,
    priceFrom: 700,
    priceTo: 1_400,
    registeredDaysAgo: 8,
  },
  {
    id: 1000,
    companyName: 'Svatební agentura Den D',
    description:
      'Kompletní příprava svatby na klíč: výběr místa, rozpočet, dodavatelé, harmonogram a koordinace celého dne. Na svatbě jsme s vámi od rána do noci, abyste si ji mohli jen užívat. Pracujeme po celých Čechách.',
    categories: ['wedding_planning', 'planning', 'partial_planning'],
    serviceAreas: ['praha', 'okoli-prahy', 'jizni-cechy', 'zapadni-cechy'],
    email: 'kontakt@dend.example.cz',
    phone: '608 111 222',
    website: 'https://dend.example.cz',
    instagramUrl: 'https://www.instagram.com/agenturadend',
    yearsExperience: 7,
    priceFrom: 30_000,
    priceTo: 120_000,
    registeredDaysAgo: 12,
  },
  {
    id: 1001,
    companyName: 'Květinářství Pivoňka',
    description:
      'Svatební kytice, korsáže, květinová výzdoba obřadu i tabulí. Pracujeme se sezónními květinami od českých pěstitelů, rádi navrhneme výzdobu podle barev vaší svatby a vše přivezeme a nainstalujeme na místě.',
    categories: ['flowers', 'decoration'],
    serviceAreas: ['hradec-kralove', 'pardubice', 'vychodni-cechy'],
    email: 'objednavky@pivonka.example.cz',
    phone: '724 555 666',
    instagramUrl: 'https://www.instagram.com/kvetinarstvipivonka',
    yearsExperience: 6,
    priceFrom: 4_000,
    priceTo: 35_000,
    registeredDaysAgo: 15,
  },
  {
    id: 1002,
    companyName: 'Dekorace Bílá stodola',
    description:
      'Půjčovna a realizace svatební dekorace: slavobrána, rustikální stoly, závěsy, světelné řetězy, cedule a nápisy. Výzdobu sálu nebo stodoly připravíme den předem a po svatbě vše odvezeme.',
    categories: ['decoration', 'equipment_rental', 'lighting'],
    serviceAreas: ['zlin', 'severni-morava'],
    email: 'info@bilastodola.example.cz',
    phone: '776 333 444',
    website: 'https://bilastodola.example.cz',
    yearsExperience: 5,
    priceFrom: 8_000,
    priceTo: 40_000,
    registeredDaysAgo: 20,
  },
  {
    id: 1003,
    companyName: 'Foto & Film Vltava',
    description:
      'Fotograf a kameraman v jednom týmu. Natočíme svatební film i krátký klip na sociální sítě, fotky dodáme do měsíce. Jezdíme po celé republice, nejčastěji fotíme v jižních Čechách na zámcích a u rybníků.',
    categories: ['photography', 'video'],
    serviceAreas: ['ceske-budejovice', 'jizni-cechy'],
    email: 'studio@fotofilmvltava.example.cz',
    phone: '605 789 123',
    website: 'https://fotofilmvltava.example.cz',
    yearsExperience: 12,
    priceFrom: 25_000,
    priceTo: 70_000,
    registeredDaysAgo: 26,
  },
  {
    id: 1004,
    companyName: 'Cimbálová muzika Javor',
    description:
      'Moravská cimbálová muzika k obřadu, na hostinu i k večernímu zpívání. Hrajeme lidové písně z celé Moravy i známé melodie v úpravě pro cimbál. Kroje a vlastní aparatura jsou samozřejmostí.',
    categories: ['music'],
    serviceAreas: ['jizni-morava', 'zlin', 'brno'],
    email: 'muzika@javor.example.cz',
    phone: '737 246 810',
    facebookUrl: 'https://www.facebook.com/cimbalovkajavor',
    yearsExperience: 20,
    priceFrom: 15_000,
    priceTo: 30_000,
    registeredDaysAgo: 33,
  },
  {
    id: 1005,
    companyName: 'Gastro Servis Ostrava',
    description:
      'Catering a svatební dorty pro Ostravsko a Slezsko. Připravíme menu podle vašeho rozpočtu, sladký bar s domácími zákusky a třípatrový dort s ochutnávkou. Zajistíme i číšníky a kompletní inventář.',
    categories: ['catering', 'cake', 'sweet_bar'],
    serviceAreas: ['ostrava', 'slezsko', 'severni-morava'],
    email: 'svatby@gastroservis.example.cz',
    phone: '739 864 200',
    website: 'https://gastroservis.example.cz',
    yearsExperience: 16,
    priceFrom: 650,
    priceTo: 1_200,
    registeredDaysAgo: 41,
  },
  {
    id: 1006,
    companyName: 'Svatby s Terezou',
    description:
      'Svatební koordinátorka pro páry, které chtějí mít klid. Pomohu s výběrem dodavatelů, sestavím harmonogram a ve svatební den vše řídím, aby nic nechybělo. Ráda připravím i květinovou výzdobu obřadu.',
    categories: ['wedding_planning', 'partial_planning', 'flowers'],
    serviceAreas: ['plzen', 'karlovy-vary', 'zapadni-cechy'],
    email: 'tereza@svatbysterezou.example.cz',
    phone: '720 135 790',
    instagramUrl: 'https://www.instagram.com/svatbysterezou',
    yearsExperience: 4,
    priceFrom: 12_000,
    priceTo: 50_000,
    registeredDaysAgo: 50,
  },
];

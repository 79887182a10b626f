import type { RequestDetails } from '../../catalog/catalog.api';

/**
 * Demo requests for a fresh `make start`: realistic Czech couples' wishes. Dates are relative to
 * the day of seeding (weeks ahead for the wedding, days ago for the posting).
 */
export interface DemoRequest {
  coupleName: string;
  weddingInDays: number | null;
  postedDaysAgo: number;
  services: string[];
  description: string;
  budget: string;
  location: string;
  contactEmail: string;
  contactPhone?: string;
  /** Answers to the services' questions (catalog/request-questions.ts), valid for them (data.spec). */
  details?: RequestDetails;
}

export const DEMO_REQUESTS: readonly DemoRequest[] = [
  {
    coupleName: 'Tereza a Jakub',
    weddingInDays: 210,
    postedDaysAgo: 1,
    services: ['photography', 'video'],
    description:
      'Plánujeme svatbu na zámku u Prahy pro 80 hostů. Hledáme fotografa a kameramana na celý den od příprav až po první tanec. Líbí se nám přirozené reportážní fotky bez dlouhého aranžování.',
    budget: '50 000 – 100 000 Kč',
    location: 'Okolí Prahy',
    contactEmail: 'tereza.jakub@example.cz',
    contactPhone: '777 123 456',
    details: { photoHours: 10, photoSecondShooter: true, photoPrints: true, videoHours: 10, videoOutputs: ['film', 'clip'] },
  },
  {
    coupleName: 'Lucie a Martin',
    weddingInDays: 150,
    postedDaysAgo: 2,
    services: ['catering', 'cake', 'sweet_bar'],
    description:
      'Svatba ve stodole na Vysočině, asi 60 hostů. Chceme raut s místními surovinami, večerní grilování a třípatrový dort s lesním ovocem. Dva hosté jsou vegani.',
    budget: '100 000 – 200 000 Kč',
    location: 'Jihlava',
    contactEmail: 'lucie.martin@example.cz',
    details: { cateringAdults: 56, cateringChildren: 4, cateringMenu: 'mixed', cateringOwnDrinks: true, cakeServings: 60, cakeTiers: 3 },
  },
  {
    coupleName: 'Kateřina a Ondřej',
    weddingInDays: 320,
    postedDaysAgo: 3,
    services: ['music', 'dj'],
    description:
      'Na obřad bychom rádi smyčcové kvarteto a na večer DJ, který zahraje od swingu po současné hity. Hostů bude kolem stovky, tančit se bude do rána.',
    budget: 'kolem 45 000 Kč',
    location: 'Brno',
    contactEmail: 'katerina.ondrej@example.cz',
    contactPhone: '608 555 210',
  },
  {
    coupleName: 'Anna a Tomáš',
    weddingInDays: null,
    postedDaysAgo: 4,
    services: ['venue', 'accommodation'],
    description:
      'Ještě nemáme datum, hledáme místo pro obřad i hostinu v přírodě, ideálně s ubytováním pro 40 hostů. Termín přizpůsobíme volnému místu.',
    budget: 'Ještě nevím',
    location: 'Jižní Čechy',
    contactEmail: 'anna.tomas@example.cz',
  },
  {
    coupleName: 'Barbora a Lukáš',
    weddingInDays: 95,
    postedDaysAgo: 5,
    services: ['flowers', 'decoration'],
    description:
      'Hledáme floristku na svatební kytici, korsáže a výzdobu stolů v pastelových barvách. Obřad bude venku pod stromem, potřebujeme i slavobránu z květin.',
    budget: 'do 50 000 Kč',
    location: 'Plzeň',
    contactEmail: 'barbora.lukas@example.cz',
    contactPhone: '731 987 654',
  },
  {
    coupleName: 'Markéta a Jan',
    weddingInDays: 260,
    postedDaysAgo: 6,
    services: ['wedding_planning'],
    description:
      'Oba hodně pracujeme a chtěli bychom svatbu na klíč: od výběru místa přes dodavatele až po koordinaci celého dne. Představujeme si elegantní svatbu pro 120 hostů.',
    budget: 'nad 500 000 Kč',
    location: 'Praha',
    contactEmail: 'marketa.jan@example.cz',
  },
  {
    coupleName: 'Veronika a David',
    weddingInDays: 180,
    postedDaysAgo: 7,
    services: ['hair_makeup', 'bridal_dresses'],
    description:
      'Sháníme salon se svatebními šaty ve stylu boho a vizážistku, která přijede ráno na místo a nalíčí nevěstu, maminky a dvě družičky.',
    budget: '30 000 Kč',
    location: 'Ostrava',
    contactEmail: 'veronika.david@example.cz',
  },
  {
    coupleName: 'Eliška a Filip',
    weddingInDays: 140,
    postedDaysAgo: 8,
    services: ['transport'],
    description:
      'Chceme veterána pro novomanžele a minibus pro 20 hostů mezi kostelem a restaurací. Vzdálenost je asi 15 km.',
    budget: '15 000 – 25 000 Kč',
    location: 'Hradec Králové',
    contactEmail: 'eliska.filip@example.cz',
    contactPhone: '602 333 444',
  },
  {
    coupleName: 'Petra a Michal',
    weddingInDays: 400,
    postedDaysAgo: 10,
    services: ['photography', 'photobooth'],
    description:
      'Hledáme fotografa na odpolední focení a fotokoutek s rekvizitami na večerní party. Fotky bychom chtěli i vytištěné pro hosty.',
    budget: 'Dohodou',
    location: 'Liberec',
    contactEmail: 'petra.michal@example.cz',
  },
  {
    coupleName: 'Klára a Vojtěch',
    weddingInDays: 120,
    postedDaysAgo: 12,
    services: ['catering', 'mobile_bar'],
    description:
      'Svatba na zahradě rodičů pro 70 lidí. Potřebujeme catering včetně obsluhy, nádobí a mobilní bar s koktejly. Součástí bude i dětský koutek.',
    budget: '150 000 Kč',
    location: 'Pardubice',
    contactEmail: 'klara.vojtech@example.cz',
  },
  {
    coupleName: 'Nikola a Adam',
    weddingInDays: 230,
    postedDaysAgo: 14,
    services: ['officiant', 'music'],
    description:
      'Chystáme volný obřad v lese a hledáme řečníka, který obřad provede osobně a s humorem. K tomu živou hudbu na kytaru a zpěv.',
    budget: '20 000 Kč',
    location: 'Zlín',
    contactEmail: 'nikola.adam@example.cz',
  },
  {
    coupleName: 'Simona a Radek',
    weddingInDays: 300,
    postedDaysAgo: 16,
    services: ['partial_planning', 'decoration'],
    description:
      'Většinu si zařídíme sami, ale potřebujeme koordinátorku na svatební den a pomoc s výzdobou sálu. Termín i místo máme zarezervované.',
    budget: '40 000 – 60 000 Kč',
    location: 'České Budějovice',
    contactEmail: 'simona.radek@example.cz',
  },
  {
    coupleName: 'Monika a Pavel',
    weddingInDays: 75,
    postedDaysAgo: 18,
    services: ['rings'],
    description:
      'Hledáme zlatníka na snubní prsteny na míru z recyklovaného zlata. Nevěsta by chtěla jemný kámen, ženich jednoduchý matný prsten.',
    budget: '35 000 Kč',
    location: 'Praha',
    contactEmail: 'monika.pavel@example.cz',
  },
  {
    coupleName: 'Adéla a Štěpán',
    weddingInDays: 190,
    postedDaysAgo: 20,
    services: ['venue', 'catering', 'dj'],
    description:
      'Hledáme sál nebo statek pro 90 hostů v okolí Ústí, ideálně s vlastní kuchyní. K tomu DJ na večer. Parkování pro hosty je nutnost.',
    budget: 'Individuálně',
    location: 'Ústí nad Labem',
    contactEmail: 'adela.stepan@example.cz',
  },
  {
    coupleName: 'Kristýna a Marek',
    weddingInDays: 160,
    postedDaysAgo: 22,
    services: ['invitations', 'decoration'],
    description:
      'Chceme originální svatební oznámení s ručně malovanými motivy, zasedací pořádek a jmenovky na stůl. Celá svatba bude v zelené a bílé.',
    budget: '12 000 Kč',
    location: 'Karlovy Vary',
    contactEmail: 'kristyna.marek@example.cz',
  },
  {
    coupleName: 'Denisa a Roman',
    weddingInDays: 250,
    postedDaysAgo: 25,
    services: ['photography'],
    description:
      'Svatba na horách, obřad na vyhlídce. Hledáme fotografa, který se nebojí chůze a počasí. Zajímá nás i focení den po svatbě v přírodě.',
    budget: '40 000 Kč',
    location: 'Severní Morava',
    contactEmail: 'denisa.roman@example.cz',
  },
  {
    coupleName: 'Hana a Jiří',
    weddingInDays: 340,
    postedDaysAgo: 28,
    services: ['entertainment', 'fireworks'],
    description:
      'Na večer plánujeme překvapení pro hosty: ohňovou show a malý ohňostroj. Místo je u rybníka, povolení od obce už řešíme.',
    budget: '60 000 Kč',
    location: 'Východní Čechy',
    contactEmail: 'hana.jiri@example.cz',
  },
  {
    coupleName: 'Zuzana a Aleš',
    weddingInDays: 110,
    postedDaysAgo: 30,
    services: ['cake'],
    description:
      'Chceme nahý dort se sezónním ovocem pro 50 hostů a k tomu malé zákusky. Jeden patro bez lepku.',
    budget: '8 000 – 12 000 Kč',
    location: 'Brno',
    contactEmail: 'zuzana.ales@example.cz',
  },
  {
    coupleName: 'Michaela a Daniel',
    weddingInDays: 280,
    postedDaysAgo: 33,
    services: ['video', 'music'],
    description:
      'Hledáme kameramana na krátký svatební film a kapelu, která zahraje české i zahraniční hity. Hostů bude asi 150.',
    budget: '120 000 Kč',
    location: 'Celá ČR',
    contactEmail: 'michaela.daniel@example.cz',
  },
  {
    coupleName: 'Gabriela a Patrik',
    weddingInDays: null,
    postedDaysAgo: 36,
    services: ['planning'],
    description:
      'Teprve začínáme plánovat a nevíme, kde začít. Uvítáme svatební koordinátorku, která nás provede celou přípravou od rozpočtu po harmonogram dne.',
    budget: 'Na vyžádání',
    location: 'Jižní Morava',
    contactEmail: 'gabriela.patrik@example.cz',
  },
];

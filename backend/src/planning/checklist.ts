/**
 * The wedding checklist ("Úkoly", issue 46 item 2): the tasks every new plan starts with, timed back
 * from the wedding date (`monthsBefore`). A task with a `categoryId` (a catalogue category) is about
 * booking that service: it links to the catalogue and ticks itself when an offer of that category is
 * accepted or its booking confirmed. `why` is the one line shown under the title where it helps.
 * The `key` is stored in plan_tasks.template_key: never rename one (a plan's row would lose its text).
 */
export interface ChecklistItem {
  key: string;
  title: string;
  monthsBefore: number;
  categoryId?: string;
  why?: string;
}

export const CHECKLIST: readonly ChecklistItem[] = [
  // 12 months and more: what everything else depends on.
  { key: 'budget', title: 'Stanovte rozpočet svatby', monthsBefore: 12, why: 'Podle rozpočtu vybíráte místo, počet hostů i dodavatele.' },
  { key: 'guest-estimate', title: 'Odhadněte počet hostů', monthsBefore: 12, why: 'Počet hostů rozhoduje o velikosti místa i o ceně cateringu.' },
  { key: 'ceremony-type', title: 'Rozhodněte se pro civilní, nebo církevní obřad', monthsBefore: 12 },
  {
    key: 'registry-date',
    title: 'Zarezervujte termín na matrice / na úřadě',
    monthsBefore: 12,
    why: 'Oblíbené sobotní termíny a obřadní síně bývají obsazené i rok dopředu.',
  },
  {
    key: 'venue',
    title: 'Zarezervujte místo konání',
    monthsBefore: 12,
    categoryId: 'venue',
    why: 'Oblíbená místa mají hlavní sezónu zamluvenou rok i víc dopředu.',
  },
  {
    key: 'planner',
    title: 'Rozhodněte, zda chcete svatebního koordinátora',
    monthsBefore: 12,
    categoryId: 'planning',
    why: 'Koordinátor pomůže nejvíc, když je u plánování od začátku.',
  },
  // 10–8 months: the providers booked out first.
  {
    key: 'photographer',
    title: 'Objednejte fotografa',
    monthsBefore: 10,
    categoryId: 'photography',
    why: 'Dobří svatební fotografové mívají sezónu obsazenou dlouho dopředu.',
  },
  { key: 'videographer', title: 'Objednejte kameramana', monthsBefore: 10, categoryId: 'video' },
  { key: 'catering', title: 'Vyberte catering', monthsBefore: 9, categoryId: 'catering', why: 'Pokud jídlo nezajišťuje místo konání.' },
  { key: 'band', title: 'Objednejte kapelu', monthsBefore: 9, categoryId: 'music', why: 'Kapelu, nebo DJ: úkol, který nepotřebujete, skryjte.' },
  { key: 'dj', title: 'Objednejte DJ', monthsBefore: 9, categoryId: 'dj' },
  { key: 'officiant', title: 'Domluvte oddávajícího nebo svatebního řečníka', monthsBefore: 9, categoryId: 'officiant' },
  {
    key: 'dress',
    title: 'Vyberte svatební šaty',
    monthsBefore: 8,
    categoryId: 'bridal_dresses',
    why: 'Objednání, šití a úpravy šatů trvají několik měsíců.',
  },
  { key: 'witnesses', title: 'Požádejte svědky', monthsBefore: 8, why: 'Matrika bude potřebovat jejich jména a doklady.' },
  { key: 'guest-list', title: 'Sestavte seznam hostů', monthsBefore: 8 },
  {
    key: 'save-the-date',
    title: 'Pošlete hostům „Save the date“',
    monthsBefore: 8,
    why: 'Hosté si včas zařídí volno, hlídání i ubytování.',
  },
  // 7–5 months.
  { key: 'accommodation', title: 'Zajistěte ubytování pro hosty', monthsBefore: 7, categoryId: 'accommodation' },
  { key: 'moderator', title: 'Sežeňte svatebního moderátora', monthsBefore: 6, categoryId: 'moderator' },
  { key: 'flowers', title: 'Objednejte květiny', monthsBefore: 6, categoryId: 'flowers', why: 'Kytice, korsáže i výzdobu stolů.' },
  { key: 'decoration', title: 'Vyberte výzdobu', monthsBefore: 6, categoryId: 'decoration' },
  { key: 'cake', title: 'Objednejte svatební dort', monthsBefore: 5, categoryId: 'cake' },
  {
    key: 'hair-makeup',
    title: 'Objednejte kadeřnici a vizážistku',
    monthsBefore: 5,
    categoryId: 'hair_makeup',
    why: 'Zkoušku účesu a líčení si domluvte pár týdnů před svatbou.',
  },
  { key: 'suit', title: 'Vyberte oblek pro ženicha', monthsBefore: 5, categoryId: 'groom_suits' },
  { key: 'transport', title: 'Zajistěte svatební dopravu', monthsBefore: 5, categoryId: 'transport' },
  // 4–2 months.
  { key: 'rings', title: 'Vyberte snubní prsteny', monthsBefore: 4, categoryId: 'rings', why: 'Výroba a úprava velikosti trvají několik týdnů.' },
  { key: 'invitations', title: 'Objednejte svatební oznámení', monthsBefore: 4, categoryId: 'invitations' },
  { key: 'honeymoon', title: 'Naplánujte svatební cestu', monthsBefore: 4 },
  { key: 'send-invitations', title: 'Rozešlete oznámení', monthsBefore: 3, why: 'Hosté potřebují čas na odpověď a na zařízení volna.' },
  { key: 'menu-tasting', title: 'Ochutnávka menu', monthsBefore: 3, why: 'Podle ochutnávky doladíte menu i množství jídla.' },
  { key: 'dance-lessons', title: 'Přihlaste se na taneční lekce', monthsBefore: 3, categoryId: 'dance_lessons' },
  {
    key: 'childcare',
    title: 'Zajistěte hlídání dětí na svatbě',
    monthsBefore: 3,
    categoryId: 'childcare',
    why: 'Na většině svateb jsou mezi hosty i děti.',
  },
  { key: 'dietary', title: 'Zjistěte stravovací omezení hostů', monthsBefore: 2, why: 'Catering potřebuje znát diety a alergie předem.' },
  { key: 'program', title: 'Připravte program obřadu a hostiny', monthsBefore: 2 },
  // The last month.
  {
    key: 'registry-documents',
    title: 'Doložte doklady na matriku',
    monthsBefore: 1,
    why: 'Matrika chce doklady (dotazník k uzavření manželství, rodné listy) nejpozději měsíc před obřadem.',
  },
  { key: 'rsvp', title: 'Zkontrolujte odpovědi hostů', monthsBefore: 1, why: 'Kdo ještě neodpověděl, tomu zavolejte.' },
  { key: 'final-count', title: 'Nahlaste konečný počet hostů místu a cateringu', monthsBefore: 1 },
  { key: 'seating', title: 'Zasedací pořádek', monthsBefore: 1, why: 'Sestavíte ho, až znáte konečné odpovědi hostů.' },
  { key: 'timeline', title: 'Sepište harmonogram svatebního dne', monthsBefore: 1, why: 'Dodavatelé i svědci budou vědět, kdy mají být kde.' },
  { key: 'vows', title: 'Připravte svatební sliby a proslovy', monthsBefore: 1 },
  { key: 'payments', title: 'Připravte doplatky dodavatelům', monthsBefore: 0, why: 'Často se platí v den svatby nebo těsně před ní.' },
  { key: 'pick-up', title: 'Vyzvedněte šaty, oblek a prsteny', monthsBefore: 0 },
];

const BY_KEY = new Map(CHECKLIST.map((item, index) => [item.key, { item, index }]));

/** The checklist's task of `key`, or undefined for a key no longer in the list. */
export const checklistItem = (key: string): ChecklistItem | undefined => BY_KEY.get(key)?.item;

/** Its place in the list (ties of the schedule keep the list's order). */
export const checklistOrder = (key: string | null): number => (key === null ? CHECKLIST.length : (BY_KEY.get(key)?.index ?? CHECKLIST.length));

import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import LinkOutlined from '@ant-design/icons/es/icons/LinkOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import SearchOutlined from '@ant-design/icons/es/icons/SearchOutlined';
import { Button } from 'antd';
import { startTransition, useEffect, useState } from 'react';
import { useDeletePlanGuestMutation, useListPlanGuestsQuery } from '../../api';
import type { GuestCountsDto, PlanGuestDto } from '../../api';
import { CardSkeleton } from '../../shared/CardSkeleton';
import { countOf } from '../../shared/format/text';
import { RetryAlert } from '../../shared/RetryAlert';
import { NativeSelect } from '../../shared/ui/NativeSelect';
import { PageNumbers } from '../../shared/ui/PageNumbers';
import { Tag } from '../../shared/ui/Tag';
import { TextInput } from '../../shared/ui/TextInput';
import { useMediaQuery } from '../../shared/useMediaQuery';
import { GuestDialog } from './GuestDialog';
import { GuestImportButton, useImportOutcome } from './GuestImport';
import { EXPORT_URL, GUEST_FORMS, GUEST_PAGE_SIZE, PERSON_FORMS, RSVP_LABELS, RSVP_ORDER } from './guestsModel';
import type { GuestRsvp } from './guestsModel';
import { PlanFigures } from './PlanFigures';
import { RsvpLinkDialog } from './RsvpLinkDialog';
import '../../shared/skeleton.css';
import { useConfirmedAction } from '../../shared/useConfirmedAction';
import './guestsTab.css';

const PHONE_QUERY = '(max-width: 767px)';
const SEARCH_DELAY_MS = 300;

function Counts({ counts }: { counts: GuestCountsDto }) {
  const figures: [string, number][] = [
    ['Pozváno', counts.total],
    ['Potvrdilo', counts.confirmed],
    ['Omluvilo se', counts.declined],
    ['Bez odpovědi', counts.invited],
    ['Děti', counts.children],
  ];
  const items = [...figures.map(([label, value]) => [label, value.toLocaleString('cs-CZ')] as const), ['Přijde', countOf(counts.people, PERSON_FORMS)] as const];
  return (
    <section className="guests-counts" aria-label="Počty hostů">
      <PlanFigures items={items} wide={6} />
    </section>
  );
}

function RsvpTag({ rsvp }: { rsvp: GuestRsvp }) {
  return <Tag className={`guests-rsvp guests-rsvp--${rsvp}`}>{RSVP_LABELS[rsvp]}</Tag>;
}

interface GuestActionsProps {
  guest: PlanGuestDto;
  onEdit: (guest: PlanGuestDto) => void;
  onLink: (guest: PlanGuestDto) => void;
  onDelete: (guest: PlanGuestDto) => void;
}

function GuestActions({ guest, onEdit, onLink, onDelete }: GuestActionsProps) {
  return (
    <div className="guests-row__actions">
      <Button
        size="small"
        icon={<EditOutlined aria-hidden="true" />}
        aria-label={`Upravit hosta ${guest.name}`}
        onClick={() => onEdit(guest)}
      >
        Upravit
      </Button>
      <Button
        size="small"
        icon={<LinkOutlined aria-hidden="true" />}
        aria-label={`Odkaz pro odpověď: ${guest.name}`}
        aria-haspopup="dialog"
        onClick={() => onLink(guest)}
      >
        Odkaz
      </Button>
      <Button
        size="small"
        danger
        icon={<DeleteOutlined aria-hidden="true" />}
        aria-label={`Smazat hosta ${guest.name}`}
        onClick={() => onDelete(guest)}
      >
        Smazat
      </Button>
    </div>
  );
}

interface GuestListProps extends Omit<GuestActionsProps, 'guest'> {
  guests: PlanGuestDto[];
}

function GuestTable({ guests, ...actions }: GuestListProps) {
  return (
    <div className="guests-table__scroll">
      <table className="guests-table">
        <caption className="sr-only">Seznam hostů</caption>
        <thead>
          <tr>
            <th scope="col">Jméno</th>
            <th scope="col">Skupina</th>
            <th scope="col">Odpověď</th>
            <th scope="col">Osob</th>
            <th scope="col">Strava</th>
            <th scope="col">Stůl</th>
            <th scope="col">Kontakt</th>
            <th scope="col">
              <span className="sr-only">Akce</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {guests.map((guest) => (
            <tr key={guest.id}>
              <th scope="row">
                <span className="guests-row__name">{guest.name}</span>
                {guest.child && <Tag className="guests-child">dítě</Tag>}
                {guest.rsvpLinkActive && <Tag className="guests-link">má odkaz</Tag>}
              </th>
              <td>{guest.group ?? ''}</td>
              <td>
                <RsvpTag rsvp={guest.rsvp} />
              </td>
              <td>{guest.rsvp === 'confirmed' ? guest.partySize : ''}</td>
              <td>{guest.dietary ?? ''}</td>
              <td>{guest.table ?? ''}</td>
              <td>{guest.contact ?? ''}</td>
              <td>
                <GuestActions guest={guest} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function GuestCards({ guests, ...actions }: GuestListProps) {
  return (
    <ul className="guests-cards" aria-label="Seznam hostů">
      {guests.map((guest) => (
        <li key={guest.id}>
          <article className="guests-card" aria-label={guest.name}>
            <div className="guests-card__head">
              <h3 className="guests-card__name">{guest.name}</h3>
              <RsvpTag rsvp={guest.rsvp} />
            </div>
            <p className="guests-card__facts">
              {[
                guest.group,
                guest.child ? 'dítě' : null,
                guest.rsvp === 'confirmed' ? countOf(guest.partySize, PERSON_FORMS) : null,
                guest.table ? `stůl ${guest.table}` : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
            {guest.dietary && <p className="guests-card__facts">{`Strava: ${guest.dietary}`}</p>}
            {guest.contact && <p className="guests-card__facts">{guest.contact}</p>}
            <GuestActions guest={guest} {...actions} />
          </article>
        </li>
      ))}
    </ul>
  );
}

function ListSkeleton() {
  return (
    <div className="guests-skeleton">
      <p className="sr-only" role="status">
        Načítání hostů…
      </p>
      {[0, 1, 2].map((row) => (
        <CardSkeleton key={row} className="guests-card" lines={['title', 'medium']} />
      ))}
    </div>
  );
}

/** The dialog open: a guest's form (null guest: a new one) or a guest's RSVP link. */
type Dialog = { kind: 'guest'; guest: PlanGuestDto | null } | { kind: 'link'; guest: PlanGuestDto } | null;

/**
 * 'Hosté' of /muj-plan (issue 46): the counts (invited, confirmed, declined, children, people coming), the guest list
 * paged, searched and filtered by the server, a guest's form, CSV import (bad rows by line) and export, and each
 * guest's RSVP link.
 */
export default function GuestsTab() {
  const confirm = useConfirmedAction();
  const phone = useMediaQuery(PHONE_QUERY);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [rsvp, setRsvp] = useState<GuestRsvp | undefined>();
  const [group, setGroup] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const importOutcome = useImportOutcome();
  const [remove] = useDeletePlanGuestMutation();

  // The search goes to the server once typing pauses.
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const query = useListPlanGuestsQuery({ page, pageSize: GUEST_PAGE_SIZE, search: search || undefined, rsvp, group });
  const data = query.data;
  const filtered = search !== '' || rsvp !== undefined || group !== undefined;

  // A page emptied by deletions steps back to the last one that has guests.
  useEffect(() => {
    if (data && data.items.length === 0 && data.total > 0 && page > 1) setPage(Math.max(1, Math.ceil(data.total / GUEST_PAGE_SIZE)));
  }, [data, page]);

  // The dialog renders antd's whole form: as a transition, so that the click's frame is painted first (INP; on a slow
  // phone that render took half a second inside the click).
  const open = (next: Dialog) =>
    startTransition(() => {
      setDialog(next);
      setDialogOpen(true);
    });

  const confirmDelete = (guest: PlanGuestDto) => {
    confirm({
      title: `Smazat hosta ${guest.name}?`,
      content: guest.rsvpLinkActive ? 'Jeho odkaz pro odpověď přestane platit.' : undefined,
      run: () => remove({ id: guest.id }).unwrap(),
      done: 'Host byl smazán',
      failed: 'Hosta se nepodařilo smazat',
    });
  };

  const actions = {
    onEdit: (guest: PlanGuestDto) => open({ kind: 'guest', guest }),
    onLink: (guest: PlanGuestDto) => open({ kind: 'link', guest }),
    onDelete: confirmDelete,
  };

  let list;
  if (query.isError && !data) {
    list = <RetryAlert title="Hosty se nepodařilo načíst" error={query.error} onRetry={() => query.refetch()} />;
  } else if (!data) {
    list = <ListSkeleton />;
  } else if (data.items.length === 0) {
    list = (
      <p className="guests-empty">
        {filtered
          ? 'Žádný host neodpovídá hledání.'
          : 'Zatím tu nikdo není. Přidejte hosty po jednom, nebo je nahrajte ze souboru CSV ' +
            '(sloupce Jméno; Skupina; Dítě; Kontakt; Strava; Stůl).'}
      </p>
    );
  } else {
    const List = phone ? GuestCards : GuestTable;
    list = (
      <>
        <List guests={data.items} {...actions} />
        {data.total > data.pageSize && (
          <nav className="guests-pages" aria-label="Stránky seznamu hostů">
            <PageNumbers current={data.page} total={data.total} pageSize={data.pageSize} onChange={setPage} />
          </nav>
        )}
      </>
    );
  }

  // The dialog's guest as the list has it now (its link state changes after create / revoke).
  const dialogGuest = dialog?.guest ? (data?.items.find((guest) => guest.id === dialog.guest?.id) ?? dialog.guest) : null;
  return (
    <div className="guests-tab">
      {data && <Counts counts={data.counts} />}
      <div className="guests-toolbar">
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden="true" />}
          aria-haspopup="dialog"
          onClick={() => open({ kind: 'guest', guest: null })}
        >
          Přidat hosta
        </Button>
        <GuestImportButton onOutcome={importOutcome.setOutcome} />
        <a className="plain-btn plain-btn--default" href={EXPORT_URL} download="hoste.csv">
          <span className="plain-btn__icon">
            <DownloadOutlined aria-hidden="true" />
          </span>
          <span>Stáhnout CSV</span>
        </a>
      </div>
      {importOutcome.view}
      <div className="guests-filters" role="search" aria-label="Hledat hosty">
        <div className="guests-filter">
          <label htmlFor="guests-search">Hledat</label>
          <TextInput
            id="guests-search"
            type="search"
            value={typed}
            onChange={setTyped}
            onPressEnter={() => setSearch(typed.trim())}
            prefix={<SearchOutlined aria-hidden="true" />}
            clearLabel="Vymazat hledání"
            placeholder="Jméno, kontakt nebo stůl"
            autoComplete="off"
          />
        </div>
        <div className="guests-filter">
          <label htmlFor="guests-rsvp">Odpověď</label>
          <NativeSelect<GuestRsvp>
            id="guests-rsvp"
            value={rsvp}
            placeholder="Všechny"
            options={RSVP_ORDER.map((value) => ({ value, label: RSVP_LABELS[value] }))}
            onChange={(value) => {
              setRsvp(value);
              setPage(1);
            }}
          />
        </div>
        <div className="guests-filter">
          <label htmlFor="guests-group">Skupina</label>
          <NativeSelect<string>
            id="guests-group"
            value={group}
            placeholder="Všechny skupiny"
            options={(data?.groups ?? []).map((name) => ({ value: name, label: name }))}
            onChange={(value) => {
              setGroup(value);
              setPage(1);
            }}
          />
        </div>
      </div>
      {data && filtered && data.total > 0 && (
        <p className="guests-found" aria-live="polite">{`Nalezeno: ${countOf(data.total, GUEST_FORMS)}`}</p>
      )}
      {list}
      {dialog?.kind === 'guest' && (
        <GuestDialog
          key={dialog.guest?.id ?? 'new'}
          open={dialogOpen}
          guest={dialogGuest}
          groups={data?.groups ?? []}
          onClose={() => setDialogOpen(false)}
        />
      )}
      {dialog?.kind === 'link' && dialogGuest && (
        <RsvpLinkDialog key={dialogGuest.id} open={dialogOpen} guest={dialogGuest} onClose={() => setDialogOpen(false)} />
      )}
    </div>
  );
}

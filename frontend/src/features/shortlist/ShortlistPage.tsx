import { Scale, Send, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useListShortlistQuery, useRemoveFromShortlistMutation } from '../../api';
import type { ShortlistEntryDto } from '../../api';
import { Avatar } from '../../shared/Avatar';
import { useCategoryLookup } from '../../shared/categoryLookup';
import { errorMessage } from '../../shared/errors';
import { formatDate } from '../../shared/format';
import { ListEmpty } from '../../shared/ListStates';
import { href, paths } from '../../shared/paths';
import { RetryAlert } from '../../shared/RetryAlert';
import { PlainButton } from '../../shared/PlainButton';
import { PlainSkeleton } from '../../shared/PlainSkeleton';
import { Checkbox } from '../../shared/ui/Checkbox';
import { notify } from '../../shared/ui/notify';
import { useSession } from '../../shared/useSession';
import { LazyInviteDialog } from './InviteButtons';
import { ShortlistComparison } from './ShortlistComparison';
import {
  AVAILABILITY_TEXT,
  COMPARE_MAX,
  COMPARE_MIN,
  COUPLES_ONLY_TEXT,
  INVITE_MAX,
  INVITE_TITLE,
  SHORTLIST_TITLE,
  areasText,
  availabilityKey,
  groupByCategory,
  priceText,
  ratingText,
} from './shortlistModel';
import { heartViewer } from './useShortlistHearts';
import './shortlist.css';

export const EMPTY_TITLE = 'Ve výběru zatím nikoho nemáte';

function RemoveButton({ entry }: { entry: ShortlistEntryDto }) {
  const [remove, { isLoading }] = useRemoveFromShortlistMutation();
  const onClick = async () => {
    try {
      await remove({ providerId: entry.providerId }).unwrap();
    } catch (error) {
      void notify('error', { title: 'Dodavatele se nepodařilo odebrat z výběru', description: errorMessage(error, 'Zkuste to prosím znovu.') });
    }
  };
  return (
    <PlainButton
      icon={<Trash2 size={16} aria-hidden="true" focusable="false" />}
      loading={isLoading}
      onClick={() => void onClick()}
      aria-label={`Odebrat z výběru: ${entry.provider.companyName}`}
    >
      Odebrat
    </PlainButton>
  );
}

interface EntryProps {
  entry: ShortlistEntryDto;
  picked: boolean;
  canPick: boolean;
  onPick: (checked: boolean) => void;
}

function ShortlistItem({ entry, picked, canPick, onPick }: EntryProps) {
  const { provider } = entry;
  const availability = availabilityKey(provider.availableOnDate);
  return (
    <article className="shortlist-item" aria-label={provider.companyName}>
      <Avatar name={provider.companyName} imageUrl={provider.profileImageUrl} size={48} />
      <div className="shortlist-item__body">
        <h3 className="shortlist-item__name">
          <Link to={href.portfolio(provider.id)}>{provider.companyName}</Link>
        </h3>
        <p className="shortlist-item__facts">
          <span>{priceText(provider)}</span>
          <span>{ratingText(provider)}</span>
          <span className={`shortlist-availability shortlist-availability--${availability}`}>
            {`Termín: ${AVAILABILITY_TEXT[availability]}`}
          </span>
        </p>
        <p className="shortlist-item__areas">{areasText(provider.areas)}</p>
      </div>
      <div className="shortlist-item__actions">
        <Checkbox checked={picked} disabled={!picked && !canPick} onChange={(event) => onPick(event.target.checked)}>
          <span className="sr-only">{`Vybrat ${provider.companyName}`}</span>
          <span aria-hidden="true">Vybrat</span>
        </Checkbox>
        <RemoveButton entry={entry} />
      </div>
    </article>
  );
}

function PageSkeleton() {
  return (
    <div className="shortlist-skeleton">
      <p className="sr-only" role="status">
        Načítání výběru…
      </p>
      <div aria-hidden="true">
        {[0, 1, 2].map((row) => (
          <div key={row} className="shortlist-skeleton__item">
            <PlainSkeleton avatar rows={2} />
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * /vybrani, 'Vybraní dodavatelé' (issue 45): the providers the couple saved with the heart, grouped by category,
 * each with 'Odebrat'; tick 2–4 and 'Porovnat' shows them side by side; 'Pozvat k nabídce' invites the ticked
 * ones (up to 5) to one of the couple's requests.
 */
export default function ShortlistPage() {
  const session = useSession();
  const viewer = heartViewer(session);
  const query = useListShortlistQuery(undefined, { skip: viewer !== 'couple' });
  const { names } = useCategoryLookup();
  const [picked, setPicked] = useState<number[]>([]);
  const [comparing, setComparing] = useState<number[] | null>(null);
  const [inviteOpen, setInviteOpen] = useState(false);
  const entries = useMemo(() => query.data?.items ?? [], [query.data]);
  const groups = useMemo(() => groupByCategory(entries, names), [entries, names]);
  // Removed providers leave the picks and the comparison.
  const present = new Set(entries.map((entry) => entry.providerId));
  const pickedNow = picked.filter((id) => present.has(id));
  const compared = (comparing ?? []).flatMap((id) => entries.filter((entry) => entry.providerId === id));

  const pick = (providerId: number, checked: boolean) =>
    setPicked((current) => (checked ? [...current.filter((id) => id !== providerId), providerId] : current.filter((id) => id !== providerId)));

  let body;
  if (viewer === 'provider') {
    body = <p className="shortlist-page__note">{COUPLES_ONLY_TEXT}</p>;
  } else if (query.isError && !query.data) {
    body = <RetryAlert title="Výběr se nepodařilo načíst" error={query.error} onRetry={() => query.refetch()} />;
  } else if (!query.data) {
    body = <PageSkeleton />;
  } else if (entries.length === 0) {
    body = (
      <ListEmpty title={EMPTY_TITLE}>
        <p>Srdíčkem u dodavatele v katalogu si ho uložíte sem. Pak je můžete porovnat a pozvat k nabídce.</p>
        <Link to={paths.providers} className="plain-btn plain-btn--primary">
          Procházet dodavatele
        </Link>
      </ListEmpty>
    );
  } else {
    const canCompare = pickedNow.length >= COMPARE_MIN && pickedNow.length <= COMPARE_MAX;
    body = (
      <>
        <div className="shortlist-toolbar" role="group" aria-label="Vybraní k porovnání a pozvání">
          <p className="shortlist-toolbar__count" aria-live="polite">
            {pickedNow.length === 0
              ? `Zaškrtněte ${COMPARE_MIN}–${COMPARE_MAX} dodavatele k porovnání, nebo až ${INVITE_MAX} k pozvání.`
              : `Vybráno: ${pickedNow.length}`}
          </p>
          <PlainButton
            icon={<Scale size={16} aria-hidden="true" focusable="false" />}
            disabled={!canCompare}
            onClick={() => setComparing(pickedNow)}
            title={canCompare ? undefined : `Porovnat lze ${COMPARE_MIN} až ${COMPARE_MAX} dodavatele`}
          >
            Porovnat
          </PlainButton>
          <PlainButton
            variant="primary"
            icon={<Send size={16} aria-hidden="true" focusable="false" />}
            aria-haspopup="dialog"
            onClick={() => setInviteOpen(true)}
          >
            {INVITE_TITLE}
          </PlainButton>
        </div>
        {compared.length >= COMPARE_MIN && <ShortlistComparison entries={compared} onClose={() => setComparing(null)} />}
        {groups.map((group) => (
          <section key={group.categoryId} className="shortlist-group" aria-labelledby={`shortlist-group-${group.categoryId || 'other'}`}>
            <h2 id={`shortlist-group-${group.categoryId || 'other'}`} className="shortlist-group__title">
              {`${group.name} (${group.entries.length})`}
            </h2>
            <ul className="shortlist-group__list">
              {group.entries.map((entry) => (
                <li key={entry.providerId}>
                  <ShortlistItem
                    entry={entry}
                    picked={pickedNow.includes(entry.providerId)}
                    canPick={pickedNow.length < INVITE_MAX}
                    onPick={(checked) => pick(entry.providerId, checked)}
                  />
                </li>
              ))}
            </ul>
          </section>
        ))}
        <LazyInviteDialog
          open={inviteOpen}
          onClose={() => setInviteOpen(false)}
          candidates={entries.map((entry) => ({ id: entry.providerId, companyName: entry.provider.companyName }))}
          initialSelected={pickedNow}
        />
      </>
    );
  }

  return (
    <div className="page shortlist-page">
      <header className="shortlist-page__head">
        <h1 className="shortlist-page__title">{SHORTLIST_TITLE}</h1>
        <p className="shortlist-page__lead">Dodavatelé, které jste si uložili srdíčkem. Porovnejte je a pozvěte k nabídce na svou poptávku.</p>
        {query.data?.weddingDate && (
          <p className="shortlist-page__lead">{`Volno ukazujeme k datu vaší svatby ${formatDate(query.data.weddingDate)}.`}</p>
        )}
      </header>
      {body}
    </div>
  );
}

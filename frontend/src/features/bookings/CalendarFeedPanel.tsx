import { lazy, Suspense, useId } from 'react';
import { PlainSkeleton } from '../../shared/PlainSkeleton';
import { Card } from '../../shared/ui/Card';
import { useNearViewport } from '../../shared/useNearViewport';
import './providerBookings.css';

export const CALENDAR_FEED_TITLE = 'Kalendář v telefonu';

// The address, its actions and the help: below the first screen of both dashboards, they load when the panel comes near.
const CalendarFeedBody = lazy(() => import('./CalendarFeedBody'));

export interface CalendarFeedPanelProps {
  /** The provider's feed also carries the busy days of the availability calendar. */
  provider?: boolean;
  className?: string;
}

/** While the address is asked for (and, before that, while the panel's code loads). */
export function CalendarFeedLoading() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Načítání odkazu…</span>
      <PlainSkeleton rows={2} />
    </div>
  );
}

/**
 * 'Kalendář v telefonu' (issue 44): the account's private iCalendar address (confirmed bookings; for a provider also
 * the busy days) to subscribe to in Google or Apple Calendar. Plain HTML: the provider's dashboard renders without antd.
 * The region, its heading and the lead come with the page; the rest (CalendarFeedBody) when the panel is near the screen.
 */
export function CalendarFeedPanel({ provider = false, className }: CalendarFeedPanelProps) {
  const titleId = useId();
  const [leadRef, near] = useNearViewport<HTMLParagraphElement>(false, { margin: '300px' });
  return (
    <Card
      className={['dashboard-card calendar-feed', className].filter(Boolean).join(' ')}
      role="region"
      aria-labelledby={titleId}
      title={
        <h2 id={titleId} className="dashboard-card__title">
          {CALENDAR_FEED_TITLE}
        </h2>
      }
    >
      <p ref={leadRef} className="calendar-feed__lead">
        {provider
          ? 'Potvrzené rezervace a obsazené dny z kalendáře dostupnosti se vám ukážou v kalendáři v telefonu a samy se aktualizují.'
          : 'Potvrzené rezervace se vám ukážou v kalendáři v telefonu a samy se aktualizují.'}
      </p>
      {near ? (
        <Suspense fallback={<CalendarFeedLoading />}>
          <CalendarFeedBody />
        </Suspense>
      ) : (
        <CalendarFeedLoading />
      )}
    </Card>
  );
}

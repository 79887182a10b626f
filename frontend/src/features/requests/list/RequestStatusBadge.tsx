import { Tag } from '../../../shared/ui/Tag';
import { STATUS_LABELS } from './requestStatus';
import type { RequestStatus } from './requestStatus';
import './requestStatusBadge.css';

/**
 * The status of a request ('Aktivní', 'Vybráno', 'Splněno', 'Zrušeno', 'Vyřešeno', 'Neaktuální') in colours
 * that pass AA contrast; screen readers hear 'Stav: …'. The couple's dashboard and the admin table.
 */
export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  return (
    <Tag className={`request-status request-status--${status}`}>
      <span className="sr-only">Stav: </span>
      {STATUS_LABELS[status]}
    </Tag>
  );
}

import { MailOutlined } from '@ant-design/icons';
import type { ServiceRequestDto, UserDto } from '../../api';
import { formatDate } from '../../shared/format';
import { sentRequestsTo } from '../requests';

/**
 * The requests this browser sent to the account's e-mail that the account does not hold (yet): a
 * request reaches an account once its e-mail is proven and the request confirmed (DESIGN.md section 5).
 * Shown as pending, so the dashboard never says "no request" right after one was sent (issue 51, item 6).
 */
export function pendingSentRequests(user: UserDto | null, own: readonly ServiceRequestDto[] | undefined) {
  if (!user || !own) return [];
  const held = new Set(own.map((request) => request.id));
  return sentRequestsTo(user.email).filter((request) => !held.has(request.id));
}

export function PendingRequests({ user, pending }: { user: UserDto; pending: ReturnType<typeof pendingSentRequests> }) {
  if (pending.length === 0) return null;
  return (
    <ul className="dashboard-requests__list dashboard-pending" aria-label="Poptávky čekající na ověření">
      {pending.map((request) => (
        <li key={request.id} className="dashboard-pending__item">
          <article className="dashboard-pending__card" aria-labelledby={`pending-${request.id}-title`}>
            <h3 id={`pending-${request.id}-title`} className="dashboard-pending__title">
              {request.title || 'Vaše poptávka'}
            </h3>
            <p className="dashboard-pending__meta">
              <MailOutlined aria-hidden="true" /> {`Odesláno ${formatDate(request.sentAt)} · čeká na ověření`}
            </p>
            <p className="dashboard-pending__text">
              {request.status === 'unconfirmed'
                ? `Poptávku jsme přijali. Potvrďte ji odkazem z e-mailu, který jsme poslali na ${user.email}.`
                : 'Poptávka je zveřejněná a dodavatelé ji vidí.'}{' '}
              {user.emailVerified
                ? 'Po potvrzení ji tu uvidíte celou i s nabídkami.'
                : 'Až ověříte i e-mail účtu odkazem, který přišel po registraci, připojíme ji k účtu a uvidíte tu i nabídky.'}
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}

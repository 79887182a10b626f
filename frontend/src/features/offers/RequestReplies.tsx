import { useListInvitationsQuery, useListRequestRepliesQuery } from '../../api';
import type { RequestRepliesDto } from '../../api';
import { countOf, plural } from '../../shared/format';
import { useSession } from '../../shared/useSession';
import './requestReplies.css';

type ReplyKind = RequestRepliesDto['items'][number]['kind'];

/** '3 dodavatelé nemají volno' (1 dodavatel nemá volno, 2–4 dodavatelé nemají volno, 5+ dodavatelů nemá volno). */
export function unavailableText(count: number): string {
  return `${count} ${plural(count, ['dodavatel nemá volno', 'dodavatelé nemají volno', 'dodavatelů nemá volno'])}`;
}

/** '1 dodavatel se nehodí', '2 dodavatelé se nehodí', '5 dodavatelů se nehodí'. */
export function notFitText(count: number): string {
  return `${count} ${plural(count, ['dodavatel se nehodí', 'dodavatelé se nehodí', 'dodavatelů se nehodí'])}`;
}

/** '1 dodavatel potřebuje upřesnit', '2 dodavatelé potřebují upřesnit', '5 dodavatelů potřebuje upřesnit'. */
export function questionText(count: number): string {
  return `${count} ${plural(count, ['dodavatel potřebuje upřesnit', 'dodavatelé potřebují upřesnit', 'dodavatelů potřebuje upřesnit'])}`;
}

/** What the 48-hour follow-up did: 'Oslovili jsme dalšího 1 dodavatele', 'další 3 dodavatele', 'dalších 5 dodavatelů'. */
export function followupText(count: number): string {
  return `Oslovili jsme ${plural(count, ['dalšího', 'další', 'dalších'])} ${countOf(count, ['dodavatele', 'dodavatele', 'dodavatelů'])}`;
}

const KINDS: { kind: ReplyKind; count: (replies: RequestRepliesDto) => number; text: (count: number) => string }[] = [
  { kind: 'unavailable', count: (replies) => replies.unavailable, text: unavailableText },
  { kind: 'not_fit', count: (replies) => replies.notFit, text: notFitText },
  { kind: 'question', count: (replies) => replies.questions, text: questionText },
];

export interface RequestRepliesProps {
  requestId: number;
  /** The manage link's token (a couple without an account): the replies by it, the invitations are not shown. */
  token?: string;
}

/**
 * Under the offers on the couple's request (issue 45): the providers' one-tap answers as a muted list, counts with
 * the companies' names only (never contacts), and what the 48-hour follow-up did ('Oslovili jsme dalších 5
 * dodavatelů'), from the request's system invitations. Nothing while loading or on an error: the offers matter more.
 */
export function RequestReplies({ requestId, token }: RequestRepliesProps) {
  const { isAuthenticated } = useSession();
  const replies = useListRequestRepliesQuery({ id: requestId, token });
  const invitations = useListInvitationsQuery({ id: requestId }, { skip: token !== undefined || !isAuthenticated });
  const systemInvited = (invitations.data?.items ?? []).filter((item) => item.source === 'system').length;
  const answers = replies.data;
  const lines = answers
    ? KINDS.flatMap(({ kind, count, text }) => {
        const total = count(answers);
        if (total === 0) return [];
        const names = answers.items.filter((item) => item.kind === kind).map((item) => item.companyName);
        return [{ kind, text: text(total), names }];
      })
    : [];
  if (lines.length === 0 && systemInvited === 0) return null;

  return (
    <div className="request-replies" role="group" aria-label="Další odpovědi dodavatelů">
      {systemInvited > 0 && <p className="request-replies__followup">{followupText(systemInvited)}</p>}
      {lines.length > 0 && (
        <ul className="request-replies__list">
          {lines.map((line) => (
            <li key={line.kind} className={`request-replies__item request-replies__item--${line.kind}`}>
              <span className="request-replies__count">{line.text}</span>
              {line.names.length > 0 && <span className="request-replies__names">{`: ${line.names.join(', ')}`}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

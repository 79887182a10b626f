import CheckCircleFilled from '@ant-design/icons/es/icons/CheckCircleFilled';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { useAnswerRsvpMutation, useGetRsvpQuery } from '../../api';
import type { RsvpDto } from '../../api';
import { errorMessage, errorStatus } from '../../shared/errors';
import { formatDate } from '../../shared/format/date';
import { countOf } from '../../shared/format/text';
import { PlainButton } from '../../shared/PlainButton';
import { RetryAlert } from '../../shared/RetryAlert';
import { Card } from '../../shared/ui/Card';
import { Notice } from '../../shared/ui/Notice';
import { GUEST_FIELD_MAX, PARTY_SIZE_MAX, PERSON_FORMS } from './guestsModel';
import '../../shared/skeleton.css';
import './rsvpPage.css';

export const INVALID_LINK_TEXT = 'Odkaz je neplatný nebo vypršel';

const PARTY_SIZES = Array.from({ length: PARTY_SIZE_MAX }, (_, index) => index + 1);

/** Whose wedding, when: all a guest sees of the plan. */
function WeddingHead({ rsvp }: { rsvp: RsvpDto }) {
  return (
    <header className="rsvp-page__head">
      <p className="rsvp-page__kicker">Pozvánka na svatbu</p>
      <h1 className="rsvp-page__title">{rsvp.coupleNames ?? 'Svatba'}</h1>
      {rsvp.weddingDate && <p className="rsvp-page__date">{formatDate(rsvp.weddingDate)}</p>}
    </header>
  );
}

function InvalidLink() {
  return (
    <div className="page page--narrow rsvp-page">
      <Card className="rsvp-page__card">
        <h1 className="rsvp-page__title">{INVALID_LINK_TEXT}</h1>
        <p className="rsvp-page__text">
          Odkaz mohl vypršet, nebo ho snoubenci zrušili a poslali nový. Požádejte je prosím o aktuální odkaz.
        </p>
      </Card>
    </div>
  );
}

function answerText(rsvp: RsvpDto): string {
  if (rsvp.rsvp === 'declined') return 'Nepřijdete. Škoda, budete chybět.';
  return `Přijdete: ${countOf(rsvp.partySize, PERSON_FORMS)}.`;
}

function Answered({ rsvp, onChange }: { rsvp: RsvpDto; onChange: () => void }) {
  return (
    <div className="rsvp-page__done" role="status">
      <CheckCircleFilled className="rsvp-page__done-icon" aria-hidden="true" />
      <h2 className="rsvp-page__subtitle">Děkujeme, odpověď jsme předali</h2>
      <p className="rsvp-page__text">{answerText(rsvp)}</p>
      {rsvp.dietary && <p className="rsvp-page__text">{`Strava: ${rsvp.dietary}`}</p>}
      <PlainButton variant="link" onClick={onChange}>
        Změnit odpověď
      </PlainButton>
    </div>
  );
}

interface AnswerFormProps {
  token: string;
  rsvp: RsvpDto;
  onAnswered: (answer: RsvpDto) => void;
  onInvalid: () => void;
}

function AnswerForm({ token, rsvp, onAnswered, onInvalid }: AnswerFormProps) {
  const [answer, { isLoading }] = useAnswerRsvpMutation();
  const [attending, setAttending] = useState<boolean | null>(rsvp.rsvp === 'invited' ? null : rsvp.rsvp === 'confirmed');
  const [partySize, setPartySize] = useState(rsvp.partySize || 1);
  const [dietary, setDietary] = useState(rsvp.dietary ?? '');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (attending === null) {
      setProblem('Vyberte prosím, zda přijdete.');
      return;
    }
    setProblem(null);
    try {
      // An emptied note clears the one given before; a guest who is not coming leaves it as it was.
      const body = attending ? { attending, partySize, dietary: dietary.trim() } : { attending, partySize: 1 };
      onAnswered(await answer({ token, answerRsvpDto: body }).unwrap());
    } catch (error) {
      if (errorStatus(error) === 404) onInvalid();
      else setProblem(errorMessage(error, 'Odpověď se nepodařilo odeslat. Zkuste to prosím znovu.'));
    }
  };

  return (
    <form className="rsvp-form" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className="rsvp-form__choice">
        <legend className="rsvp-form__legend">Přijdete?</legend>
        <label className={attending === true ? 'rsvp-form__option rsvp-form__option--on' : 'rsvp-form__option'}>
          <input type="radio" name="attending" checked={attending === true} onChange={() => setAttending(true)} />
          <span>Ano, přijdu</span>
        </label>
        <label className={attending === false ? 'rsvp-form__option rsvp-form__option--on' : 'rsvp-form__option'}>
          <input type="radio" name="attending" checked={attending === false} onChange={() => setAttending(false)} />
          <span>Ne, nepřijdu</span>
        </label>
      </fieldset>
      {attending && (
        <div className="rsvp-form__field">
          <label htmlFor="rsvp-party-size">Počet osob (včetně vás)</label>
          <select
            id="rsvp-party-size"
            className="ui-field ui-select"
            value={partySize}
            onChange={(event) => setPartySize(Number(event.target.value))}
          >
            {PARTY_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      )}
      {attending !== false && (
        <div className="rsvp-form__field">
          <label htmlFor="rsvp-dietary">Strava (nepovinné)</label>
          <textarea
            id="rsvp-dietary"
            className="ui-field rsvp-form__textarea"
            value={dietary}
            maxLength={GUEST_FIELD_MAX.dietary}
            rows={3}
            placeholder="Např. vegetariánská, bez lepku, alergie na ořechy"
            onChange={(event) => setDietary(event.target.value)}
          />
        </div>
      )}
      {problem && <Notice type="error" role="alert" title={problem} />}
      <PlainButton variant="primary" size="large" htmlType="submit" block loading={isLoading}>
        Odeslat odpověď
      </PlainButton>
    </form>
  );
}

/**
 * /rsvp/:token, a guest's answer (issue 46): the couple's names and the date, nothing else of the plan; yes or no, how
 * many people, a dietary note. Plain HTML, mobile first: guests open it from a message on their phone.
 */
export default function RsvpPage() {
  const { token = '' } = useParams();
  const query = useGetRsvpQuery({ token }, { skip: token === '' });
  const [answered, setAnswered] = useState<RsvpDto | null>(null);
  const [editing, setEditing] = useState(false);
  const [invalid, setInvalid] = useState(false);

  if (token === '' || invalid || (query.isError && errorStatus(query.error) === 404)) return <InvalidLink />;

  let body;
  if (query.isError && !query.data) {
    body = <RetryAlert title="Pozvánku se nepodařilo načíst" error={query.error} onRetry={() => query.refetch()} />;
  } else if (!query.data) {
    body = (
      <div className="rsvp-page__loading" role="status">
        <span className="sr-only">Načítání pozvánky…</span>
        <span className="skeleton-line skeleton-line--medium" aria-hidden="true" />
        <span className="skeleton-line" aria-hidden="true" />
        <span className="skeleton-line skeleton-line--short" aria-hidden="true" />
      </div>
    );
  } else {
    const current = answered ?? query.data;
    body = (
      <>
        <WeddingHead rsvp={current} />
        <p className="rsvp-page__guest">{`Odpověď za: ${current.guestName}`}</p>
        {answered && !editing ? (
          <Answered rsvp={answered} onChange={() => setEditing(true)} />
        ) : (
          <>
            {!answered && current.rsvp !== 'invited' && (
              <p className="rsvp-page__text">{`Vaši odpověď už máme. ${answerText(current)} Můžete ji změnit.`}</p>
            )}
            <AnswerForm
              token={token}
              rsvp={current}
              onAnswered={(answer) => {
                setAnswered(answer);
                setEditing(false);
              }}
              onInvalid={() => setInvalid(true)}
            />
          </>
        )}
      </>
    );
  }

  return (
    <div className="page page--narrow rsvp-page">
      <Card className="rsvp-page__card">{body}</Card>
    </div>
  );
}

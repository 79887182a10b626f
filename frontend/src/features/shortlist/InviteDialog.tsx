import { Alert, Button, Checkbox, Modal, Radio, Skeleton } from 'antd';
import { useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useInviteProvidersMutation, useListInvitationsQuery, useListShortlistQuery, useRequestsMineQuery } from '../../api';
import type { InvitationDto } from '../../api';
import { errorMessage } from '../../shared/errors';
import { countOf, formatWeddingDate } from '../../shared/format';
import { href, paths } from '../../shared/paths';
import { INVITE_MAX, INVITE_TITLE, sentText } from './shortlistModel';
import './shortlist.css';

/** A provider the couple may invite. */
export interface InviteCandidate {
  id: number;
  companyName: string;
}

export interface InviteDialogProps {
  open: boolean;
  onClose: () => void;
  /** Who may be invited; without it, the couple's shortlist. */
  candidates?: InviteCandidate[];
  /** Ticked when the dialog opens (at most 5 are kept). */
  initialSelected?: number[];
  /** The request to invite to (a request's card); without it the couple picks one of their active requests. */
  requestId?: number;
}

export const NO_ACTIVE_REQUEST_TEXT = 'Nemáte žádnou aktivní poptávku. Pozvat dodavatele můžete k poptávce, kterou jste zadali a potvrdili.';
export const INVITE_LIMIT_TEXT = `K jedné poptávce můžete pozvat nejvýše ${countOf(INVITE_MAX, ['dodavatele', 'dodavatele', 'dodavatelů'])}.`;

/** 'Zbývá 3 z 5 pozvánek' for the chosen request. */
function remainingText(remaining: number): string {
  return `K této poptávce můžete pozvat ještě ${remaining} z ${countOf(INVITE_MAX, ['dodavatele', 'dodavatelů', 'dodavatelů'])}.`;
}

/**
 * 'Pozvat k nabídce' (issue 45): the couple picks one of their active requests and up to 5 providers (from the
 * shortlist, or the one of a portfolio) and invites them to send an offer. The providers already invited to that
 * request are shown ticked and fixed; the server's limits (5 a request, 20 a day) come back as its Czech messages.
 * Loaded with antd on the first opening (see LazyInviteDialog).
 */
export default function InviteDialog({ open, onClose, candidates, initialSelected = [], requestId }: InviteDialogProps) {
  const ids = useId();
  const mine = useRequestsMineQuery(undefined, { skip: !open });
  const shortlist = useListShortlistQuery(undefined, { skip: !open || candidates !== undefined });
  const active = useMemo(() => (mine.data ?? []).filter((request) => request.status === 'active'), [mine.data]);
  const [chosenRequest, setChosenRequest] = useState<number | null>(requestId ?? null);
  const [selected, setSelected] = useState<number[]>(initialSelected.slice(0, INVITE_MAX));
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<InvitationDto[] | null>(null);
  const [invite, { isLoading }] = useInviteProvidersMutation();

  // Each opening starts from the providers ticked where the dialog was opened.
  const initialKey = initialSelected.join(',');
  useEffect(() => {
    if (open) setSelected(initialKey ? initialKey.split(',').map(Number).slice(0, INVITE_MAX) : []);
  }, [open, initialKey]);

  // The only (or the newest) active request is chosen for the couple.
  useEffect(() => {
    if (chosenRequest === null && active.length > 0) setChosenRequest(requestId ?? active[0].id);
  }, [active, chosenRequest, requestId]);

  const invitations = useListInvitationsQuery({ id: chosenRequest ?? 0 }, { skip: !open || chosenRequest === null });
  const coupleInvited = (invitations.data?.items ?? []).filter((item) => item.source === 'couple').length;
  const invitedIds = new Set((invitations.data?.items ?? []).map((item) => item.providerId));
  const remaining = Math.max(0, INVITE_MAX - coupleInvited);
  const people: InviteCandidate[] =
    candidates ?? (shortlist.data?.items ?? []).map((entry) => ({ id: entry.providerId, companyName: entry.provider.companyName }));
  const picked = selected.filter((id) => !invitedIds.has(id));
  const full = picked.length >= remaining;

  const toggle = (id: number, checked: boolean) => {
    setProblem(null);
    setSelected((current) => (checked ? [...current.filter((other) => other !== id), id] : current.filter((other) => other !== id)));
  };

  const send = async () => {
    if (chosenRequest === null || picked.length === 0) return;
    setProblem(null);
    try {
      const answer = await invite({ id: chosenRequest, inviteProvidersDto: { providerIds: picked } }).unwrap();
      const names = new Map(people.map((person) => [person.id, person.companyName]));
      const fresh = answer.items.filter((item) => picked.includes(item.providerId));
      setSent(fresh.length > 0 ? fresh : picked.map((id) => ({ providerId: id, companyName: names.get(id) ?? '', source: 'couple', createdAt: '' })));
    } catch (error) {
      setProblem(errorMessage(error, 'Pozvánky se nepodařilo odeslat. Zkuste to prosím znovu.'));
    }
  };

  const reset = () => {
    setSelected(initialSelected.slice(0, INVITE_MAX));
    setProblem(null);
    setSent(null);
    setChosenRequest(requestId ?? null);
  };

  const loading = mine.isLoading || (candidates === undefined && shortlist.isLoading);
  const requestLabelId = `${ids}-request`;
  const providersLabelId = `${ids}-providers`;

  const footer = sent
    ? [
        <Button key="close" type="primary" onClick={onClose}>
          Zavřít
        </Button>,
      ]
    : [
        <Button key="cancel" onClick={onClose} disabled={isLoading}>
          Zrušit
        </Button>,
        <Button
          key="send"
          type="primary"
          onClick={() => void send()}
          loading={isLoading}
          disabled={chosenRequest === null || picked.length === 0 || active.length === 0}
        >
          {picked.length > 1 ? `Pozvat ${picked.length} dodavatele` : 'Pozvat'}
        </Button>,
      ];

  return (
    <Modal
      open={open}
      title={<h2 className="invite-dialog__title">{INVITE_TITLE}</h2>}
      onCancel={isLoading ? undefined : onClose}
      afterClose={reset}
      destroyOnHidden
      footer={footer}
    >
      {sent ? (
        <div role="status" className="invite-dialog__sent">
          <p>{sentText(sent.length)}</p>
          <ul>
            {sent.map((item) => (
              <li key={item.providerId}>{item.companyName}</li>
            ))}
          </ul>
          <p className="invite-dialog__hint">Dodavatelé dostanou e-mail a poptávku uvidí nahoře ve svém seznamu. Nabídky vám přijdou sem.</p>
        </div>
      ) : loading ? (
        <Skeleton active title={false} paragraph={{ rows: 4 }} />
      ) : mine.isError ? (
        <Alert type="error" showIcon role="alert" title={errorMessage(mine.error, 'Poptávky se nepodařilo načíst.')} />
      ) : active.length === 0 ? (
        <div className="invite-dialog__empty">
          <p>{NO_ACTIVE_REQUEST_TEXT}</p>
          <Link to={href.home('ai-form')} onClick={onClose}>
            Zadat poptávku
          </Link>
        </div>
      ) : (
        <>
          <p id={requestLabelId} className="invite-dialog__label">
            Poptávka
          </p>
          <Radio.Group
            aria-labelledby={requestLabelId}
            className="invite-dialog__requests"
            value={chosenRequest}
            onChange={(event) => {
              setChosenRequest(event.target.value as number);
              setProblem(null);
            }}
            vertical
            options={active.map((request) => ({
              value: request.id,
              label: `${request.title} (${request.category}, ${formatWeddingDate(request.weddingDate)})`,
            }))}
          />
          <p id={providersLabelId} className="invite-dialog__label">
            Dodavatelé
          </p>
          {people.length === 0 ? (
            <p className="invite-dialog__hint">
              Ve výběru zatím nikoho nemáte. Uložte si dodavatele srdíčkem v <Link to={paths.providers}>katalogu</Link>.
            </p>
          ) : (
            <ul className="invite-dialog__providers" aria-labelledby={providersLabelId}>
              {people.map((person) => {
                const already = invitedIds.has(person.id);
                const checked = already || selected.includes(person.id);
                return (
                  <li key={person.id}>
                    <Checkbox
                      checked={checked}
                      disabled={already || (!checked && full)}
                      onChange={(event) => toggle(person.id, event.target.checked)}
                    >
                      {person.companyName}
                      {already && <span className="invite-dialog__already"> (už pozván)</span>}
                    </Checkbox>
                  </li>
                );
              })}
            </ul>
          )}
          <p className="invite-dialog__hint" aria-live="polite">
            {remaining === 0 ? INVITE_LIMIT_TEXT : remainingText(remaining)}
          </p>
          <p className="invite-dialog__hint">Pozvaní dodavatelé dostanou e-mail bez vašich kontaktů; kontakty uvidí až s předplatným.</p>
          {problem && <Alert className="invite-dialog__problem" type="error" showIcon title={problem} role="alert" />}
        </>
      )}
    </Modal>
  );
}

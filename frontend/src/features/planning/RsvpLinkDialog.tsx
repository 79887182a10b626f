import { Alert, Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { useCreateRsvpLinkMutation, useRevokeRsvpLinkMutation } from '../../api';
import type { PlanGuestDto, RsvpLinkDto } from '../../api';
import { useCopyToClipboard } from '../../shared/CopyButton';
import { errorMessage } from '../../shared/errors';
import { formatDate } from '../../shared/format/date';
import { useConfirmedAction } from '../../shared/useConfirmedAction';

export interface RsvpLinkDialogProps {
  open: boolean;
  guest: PlanGuestDto;
  onClose: () => void;
}

/**
 * A guest's RSVP link: create (a new one replaces the old), copy, revoke. The server keeps only the token's hash, so a
 * link is shown once, right after it is made; closing the dialog forgets it.
 */
export function RsvpLinkDialog({ open, guest, onClose }: RsvpLinkDialogProps) {
  const confirm = useConfirmedAction();
  const copy = useCopyToClipboard();
  const [createLink, { isLoading: creating }] = useCreateRsvpLinkMutation();
  const [revokeLink, { isLoading: revoking }] = useRevokeRsvpLinkMutation();
  const [link, setLink] = useState<RsvpLinkDto | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const active = link !== null || guest.rsvpLinkActive;

  const create = async () => {
    setFailure(null);
    try {
      setLink(await createLink({ id: guest.id }).unwrap());
    } catch (error) {
      setFailure(errorMessage(error, 'Odkaz se nepodařilo vytvořit. Zkuste to prosím znovu.'));
    }
  };

  const revoke = () =>
    confirm({
      title: 'Zrušit odkaz pro odpověď?',
      content: `${guest.name} už podle něj neodpoví. Nový odkaz můžete kdykoli vytvořit.`,
      okText: 'Zrušit odkaz',
      cancelText: 'Ponechat',
      run: async () => {
        await revokeLink({ id: guest.id }).unwrap();
        setLink(null);
      },
      done: 'Odkaz byl zrušen',
      failed: 'Odkaz se nepodařilo zrušit',
    });

  return (
    <Modal
      open={open}
      onCancel={onClose}
      afterClose={() => {
        setLink(null);
        setFailure(null);
      }}
      destroyOnHidden
      footer={null}
      width={{ xs: '100%', sm: 560 }}
      title={<h2 className="guests-dialog__title">{`Odkaz pro odpověď: ${guest.name}`}</h2>}
    >
      <p className="guests-dialog__lead">
        Host na odkazu uvidí jen vaše jména a datum svatby a odpoví, zda přijde, kolik osob a co nejí. Nic dalšího z plánu neuvidí.
      </p>
      {link ? (
        <div className="rsvp-link" role="status">
          <label htmlFor="rsvp-link-url" className="rsvp-link__label">
            Odkaz pro hosta
          </label>
          <div className="rsvp-link__row">
            <Input id="rsvp-link-url" value={link.url} readOnly onFocus={(event) => event.target.select()} />
            <Button type="primary" onClick={() => void copy('link', link.url)}>
              Zkopírovat odkaz
            </Button>
          </div>
          <p className="rsvp-link__note">
            {`Platí do ${formatDate(link.expiresAt)}. Odkaz vidíte jen teď: uložený ho nemáme, po zavření okna ho znovu nezobrazíme.`}
          </p>
        </div>
      ) : (
        <p className="guests-dialog__lead">
          {guest.rsvpLinkActive
            ? 'Host už odkaz má. Znovu ho zobrazit nejde; nový odkaz starý zruší.'
            : 'Host zatím odkaz nemá.'}
        </p>
      )}
      {failure && <Alert type="error" showIcon role="alert" title="Odkaz se nepodařilo vytvořit" description={failure} />}
      <div className="guests-dialog__actions">
        {active && (
          <Button danger onClick={revoke} loading={revoking}>
            Zrušit odkaz
          </Button>
        )}
        <Button type={link ? 'default' : 'primary'} onClick={() => void create()} loading={creating}>
          {active ? 'Vytvořit nový odkaz' : 'Vytvořit odkaz'}
        </Button>
        <Button onClick={onClose}>Zavřít</Button>
      </div>
    </Modal>
  );
}

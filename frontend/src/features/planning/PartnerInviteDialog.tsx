import { Alert, App, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useInvitePartnerMutation, useRevokePartnerInvitationMutation } from '../../api';
import type { PartnerInvitationDto, WeddingPlanDto } from '../../api';
import { CopyButton } from '../../shared/CopyButton';
import { errorMessage } from '../../shared/errors';
import { formatDate } from '../../shared/format';
import { INVITE_PARTNER_TITLE } from './planModel';

/**
 * 'Pozvat partnera': a single-use link valid 7 days (a new one replaces the old), to copy and send any way, or
 * e-mailed by Svatby (the mail carries the link only). The partner signs in or registers and joins with equal rights.
 */
export function PartnerInviteDialog({ plan, open, onClose }: { plan: WeddingPlanDto; open: boolean; onClose: () => void }) {
  const { notification } = App.useApp();
  const [invite, inviteState] = useInvitePartnerMutation();
  const [revoke, revokeState] = useRevokePartnerInvitationMutation();
  const [created, setCreated] = useState<(PartnerInvitationDto & { email: string | null }) | null>(null);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const pending = plan.partnerInvitation;

  const create = async () => {
    setProblem(null);
    const to = email.trim() || null;
    try {
      const answer = await invite({ invitePartnerDto: to ? { email: to } : {} }).unwrap();
      setCreated({ ...answer, email: to });
      setEmail('');
    } catch (error) {
      setProblem(errorMessage(error, 'Pozvánku se nepodařilo vytvořit. Zkuste to prosím znovu.'));
    }
  };

  const cancelInvitation = async () => {
    try {
      await revoke().unwrap();
      setCreated(null);
      notification.success({ title: 'Pozvánka byla zrušena', description: 'Odkaz z ní už nefunguje.' });
    } catch (error) {
      notification.error({ title: 'Pozvánku se nepodařilo zrušit', description: errorMessage(error, 'Zkuste to prosím znovu.') });
    }
  };

  const close = () => {
    setCreated(null);
    setProblem(null);
    onClose();
  };

  return (
    <Modal open={open} title={INVITE_PARTNER_TITLE} onCancel={close} footer={<Button onClick={close}>Zavřít</Button>}>
      <p>
        Partner nebo partnerka se odkazem připojí ke stejnému plánu a uvidí i upraví totéž co vy. Odkaz platí 7 dní a použít jde
        jen jednou; nový odkaz ten předchozí zruší.
      </p>
      {created ? (
        <div className="plan-invite__result" aria-live="polite">
          <p className="plan-invite__url">
            <span className="plan-invite__url-text">{created.url}</span>
            <CopyButton kind="link" value={created.url} showValue={false} />
          </p>
          <p>{`Odkaz platí do ${formatDate(created.expiresAt)}.`}</p>
          {created.email && <p>{`Pozvánku jsme poslali na ${created.email}.`}</p>}
        </div>
      ) : (
        pending && (
          <p className="plan-invite__pending">
            {pending.email
              ? `Pozvánka odeslaná na ${pending.email} platí do ${formatDate(pending.expiresAt)}.`
              : `Pozvánka platí do ${formatDate(pending.expiresAt)}.`}
          </p>
        )
      )}
      <Form layout="vertical" requiredMark={false} onFinish={() => void create()} disabled={inviteState.isLoading}>
        <Form.Item
          label="E-mail partnera (nepovinné)"
          extra="Pošleme na něj jen odkaz, žádný váš text."
          htmlFor="plan-invite-email"
        >
          <Input
            id="plan-invite-email"
            type="email"
            autoComplete="email"
            maxLength={254}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Form.Item>
        {problem && <Alert type="error" showIcon title={problem} className="plan-invite__problem" />}
        <div className="plan-card__actions">
          <Button type="primary" htmlType="submit" loading={inviteState.isLoading}>
            {email.trim() ? 'Poslat pozvánku' : created || pending ? 'Vytvořit nový odkaz' : 'Vytvořit odkaz'}
          </Button>
          {(created || pending) && (
            <Button danger loading={revokeState.isLoading} onClick={() => void cancelInvitation()}>
              Zrušit pozvánku
            </Button>
          )}
        </div>
      </Form>
    </Modal>
  );
}

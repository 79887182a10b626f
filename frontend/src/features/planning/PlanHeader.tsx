import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import LogoutOutlined from '@ant-design/icons/es/icons/LogoutOutlined';
import UserAddOutlined from '@ant-design/icons/es/icons/UserAddOutlined';
import { useState } from 'react';
import { useLeavePlanMutation } from '../../api';
import type { WeddingPlanDto } from '../../api';
import { formatDate } from '../../shared/format';
import { lazyOnOpen } from '../../shared/lazyOnOpen';
import { PlainButton } from '../../shared/PlainButton';
import { useConfirmedAction } from '../../shared/useConfirmedAction';
import { INVITE_PARTNER_TITLE, budgetText, membersText, planGuestsText, weddingDateText } from './planModel';

// The dialogs' forms are antd's: they load, with antd, when first opened (the head is drawn without it).
const PlanEditDialog = lazyOnOpen(() => import('./PlanEditDialog').then((module) => module.PlanEditDialog));
const PartnerInviteDialog = lazyOnOpen(() => import('./PartnerInviteDialog').then((module) => module.PartnerInviteDialog));

export const LEAVE_TITLE = 'Opustit plán';

function LeaveButton({ plan }: { plan: WeddingPlanDto }) {
  const confirm = useConfirmedAction();
  const [leave] = useLeavePlanMutation();
  const alone = plan.members.length < 2;
  const ask = () =>
    confirm({
      title: 'Opravdu chcete plán opustit?',
      content: alone
        ? 'Jste v plánu sami: smaže se i s úkoly, rozpočtem a seznamem hostů. Tento krok nelze vrátit.'
        : 'Plán zůstane partnerovi se vším, co v něm je. Vrátit se můžete jen na novou pozvánku.',
      okText: alone ? 'Opustit a smazat plán' : LEAVE_TITLE,
      run: () => leave().unwrap(),
      done: alone ? 'Plán byl smazán' : 'Plán jste opustili',
      failed: 'Plán se nepodařilo opustit',
    });
  return (
    <PlainButton icon={<LogoutOutlined aria-hidden="true" />} aria-haspopup="dialog" onClick={ask}>
      {LEAVE_TITLE}
    </PlainButton>
  );
}

/**
 * The plan's head: the couple's names, the wedding's date (or 'Datum zatím nevíme'), place, guests and budget, who
 * shares it; 'Upravit', 'Pozvat partnera' (while one is alone) and 'Opustit plán'.
 */
export function PlanHeader({ plan }: { plan: WeddingPlanDto }) {
  const [editing, setEditing] = useState(false);
  const [inviting, setInviting] = useState(false);
  const canInvite = plan.members.length < 2;
  return (
    <section className="plan-head" aria-label="O svatbě">
      {plan.coupleNames && <p className="plan-head__names">{plan.coupleNames}</p>}
      <dl className="plan-facts">
        <div className="plan-facts__item">
          <dt>Datum</dt>
          <dd>{weddingDateText(plan.weddingDate)}</dd>
        </div>
        <div className="plan-facts__item">
          <dt>Místo</dt>
          <dd>{plan.locationName ?? 'Zatím nevybráno'}</dd>
        </div>
        <div className="plan-facts__item">
          <dt>Hosté</dt>
          <dd>{planGuestsText(plan)}</dd>
        </div>
        <div className="plan-facts__item">
          <dt>Rozpočet</dt>
          <dd>{budgetText(plan.totalBudget)}</dd>
        </div>
      </dl>
      <p className="plan-head__members">
        {plan.members.length > 1 ? `Plán sdílíte: ${membersText(plan)}.` : 'Plán zatím nesdílíte s partnerem.'}
        {canInvite && plan.partnerInvitation && ` Pozvánka platí do ${formatDate(plan.partnerInvitation.expiresAt)}.`}
      </p>
      <div className="plan-head__actions">
        <PlainButton icon={<EditOutlined aria-hidden="true" />} aria-haspopup="dialog" onClick={() => setEditing(true)}>
          Upravit
        </PlainButton>
        {canInvite && (
          <PlainButton
            variant="primary"
            icon={<UserAddOutlined aria-hidden="true" />}
            aria-haspopup="dialog"
            onClick={() => setInviting(true)}
          >
            {INVITE_PARTNER_TITLE}
          </PlainButton>
        )}
        <LeaveButton plan={plan} />
      </div>
      <PlanEditDialog plan={plan} open={editing} onClose={() => setEditing(false)} />
      {canInvite && <PartnerInviteDialog plan={plan} open={inviting} onClose={() => setInviting(false)} />}
    </section>
  );
}

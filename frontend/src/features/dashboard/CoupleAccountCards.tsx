import { AccountDataCard, ChangePasswordCard, MessagingSettingsCard } from '../account';
import { ApiTokensCard, WebhooksCard } from '../integrations';
import { PushDevicesCard } from '../push';
import { useSession } from '../../shared/useSession';

/**
 * The couple's account settings beside their requests (password, messaging, devices, their data): antd forms and
 * switches, loaded after the dashboard's first screen (CoupleDashboard), which draws without antd. An admin account
 * (the same dashboard) also gets its personal API tokens and webhook endpoints (issue 50: providers and admins hold them,
 * couples do not); here, not in the admin panel, whose first screen would load their code.
 */
export default function CoupleAccountCards() {
  const { isAdmin } = useSession();
  return (
    <>
      <ChangePasswordCard />
      <MessagingSettingsCard />
      <PushDevicesCard audience="couple" />
      {isAdmin && <ApiTokensCard isAdmin />}
      {isAdmin && <WebhooksCard />}
      <AccountDataCard />
    </>
  );
}

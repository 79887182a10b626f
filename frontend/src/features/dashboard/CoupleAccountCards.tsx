import { AccountDataCard, ChangePasswordCard, MessagingSettingsCard } from '../account';
import { PushDevicesCard } from '../push';

/**
 * The couple's account settings beside their requests (password, messaging, devices, their data): antd forms and
 * switches, loaded after the dashboard's first screen (CoupleDashboard), which draws without antd.
 */
export default function CoupleAccountCards() {
  return (
    <>
      <ChangePasswordCard />
      <MessagingSettingsCard />
      <PushDevicesCard audience="couple" />
      <AccountDataCard />
    </>
  );
}

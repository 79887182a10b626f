import { BellOutlined, DeleteOutlined } from '@ant-design/icons';
import { Alert, App, Button, Skeleton, Switch } from 'antd';
import { useEffect, useId, useState } from 'react';
import {
  useDeletePushDeviceMutation,
  useListPushDevicesQuery,
  usePushConfigQuery,
  useSubscribePushMutation,
  useTestPushDeviceMutation,
} from '../../api';
import type { PushDeviceDto } from '../../api';
import { errorMessage } from '../../shared/errors';
import { formatDate, formatDateTime } from '../../shared/format/date';
import { RetryAlert } from '../../shared/RetryAlert';
import { Card } from '../../shared/ui/Card';
import { useConfirmedAction } from '../../shared/useConfirmedAction';
import {
  currentSubscription,
  PushPermissionError,
  pushSupported,
  subscribeThisBrowser,
  subscriptionBody,
  unsubscribeThisBrowser,
} from './pushBrowser';
import './push.css';

export const PUSH_CARD_TITLE = 'Oznámení v telefonu a počítači';
export const PUSH_TOGGLE_LABEL = 'Oznámení na tomto zařízení';

const LEADS = {
  provider: 'Dáme vám vědět o nové poptávce ve vašem oboru, pozvánce k nabídce, nové zprávě a rezervaci k potvrzení, i když Svatby nemáte otevřené.',
  couple: 'Dáme vám vědět o nové nabídce, nové zprávě a potvrzené rezervaci, i když Svatby nemáte otevřené.',
} as const;

export interface PushDevicesCardProps {
  /** Whose notifications the lead lists. */
  audience: 'provider' | 'couple';
}

/**
 * Web Push per device (issue 47) on the account pages (the provider's /profile-settings, the couple's dashboard): the
 * switch 'Oznámení na tomto zařízení' (hidden where the browser cannot), the account's devices with 'Odebrat' after a
 * confirmation, and a test notification. Nothing at all when the server sends no push (no VAPID keys).
 */
export function PushDevicesCard({ audience }: PushDevicesCardProps) {
  const config = usePushConfigQuery();
  const enabled = config.data?.enabled === true && Boolean(config.data.publicKey);
  if (!enabled) return null;
  return <PushDevices audience={audience} publicKey={config.data?.publicKey ?? ''} />;
}

function PushDevices({ audience, publicKey }: PushDevicesCardProps & { publicKey: string }) {
  const { notification } = App.useApp();
  const confirm = useConfirmedAction();
  const titleId = useId();
  const switchId = useId();
  const supported = pushSupported();
  // This browser's subscription endpoint: undefined while it is being read, null without one.
  const [endpoint, setEndpoint] = useState<string | null | undefined>(supported ? undefined : null);
  const [blocked, setBlocked] = useState(false);
  const [switching, setSwitching] = useState(false);
  const devices = useListPushDevicesQuery(endpoint ? { endpoint } : {}, { skip: endpoint === undefined });
  const [subscribe] = useSubscribePushMutation();
  const [removeDevice] = useDeletePushDeviceMutation();
  const [sendTest, testing] = useTestPushDeviceMutation();

  useEffect(() => {
    if (!supported) return;
    let live = true;
    currentSubscription()
      .then((subscription) => live && setEndpoint(subscription?.endpoint ?? null))
      .catch(() => live && setEndpoint(null));
    if (Notification.permission === 'denied') setBlocked(true);
    return () => {
      live = false;
    };
  }, [supported]);

  const current = devices.data?.find((device) => device.current);

  const turnOn = async () => {
    const subscription = await subscribeThisBrowser(publicKey);
    setEndpoint(subscription.endpoint);
    await subscribe({ subscribePushDto: subscriptionBody(subscription) }).unwrap();
    notification.success({ title: 'Oznámení na tomto zařízení zapnuta' });
  };

  const turnOff = async () => {
    if (current) await removeDevice({ id: current.id }).unwrap();
    await unsubscribeThisBrowser();
    setEndpoint(null);
    notification.success({ title: 'Oznámení na tomto zařízení vypnuta' });
  };

  const toggle = async (on: boolean) => {
    setSwitching(true);
    try {
      if (on) await turnOn();
      else await turnOff();
      setBlocked(false);
    } catch (error) {
      if (error instanceof PushPermissionError) setBlocked(true);
      else
        notification.error({
          title: on ? 'Oznámení se nepodařilo zapnout' : 'Oznámení se nepodařilo vypnout',
          description: errorMessage(error, error instanceof Error ? error.message : 'Zkuste to prosím znovu.'),
        });
    } finally {
      setSwitching(false);
    }
  };

  const revoke = (device: PushDeviceDto) =>
    confirm({
      title: `Odebrat zařízení ${device.label}?`,
      content: 'Zařízení přestane dostávat oznámení. Znovu je zapnete přepínačem na tom zařízení.',
      okText: 'Odebrat',
      run: async () => {
        await removeDevice({ id: device.id }).unwrap();
        if (device.current) {
          await unsubscribeThisBrowser().catch(() => undefined);
          setEndpoint(null);
        }
      },
      done: 'Zařízení bylo odebráno',
      failed: 'Zařízení se nepodařilo odebrat',
    });

  const test = async (device: PushDeviceDto) => {
    try {
      await sendTest({ id: device.id }).unwrap();
      notification.success({ title: 'Zkušební oznámení odesláno', description: `Na zařízení ${device.label} by mělo dorazit během několika sekund.` });
    } catch (error) {
      notification.error({ title: 'Zkušební oznámení se nepodařilo odeslat', description: errorMessage(error, 'Zkuste to prosím znovu.') });
    }
  };

  return (
    <Card className="push-card" title={<h2 id={titleId} className="push-card__title">{PUSH_CARD_TITLE}</h2>}>
      <section aria-labelledby={titleId}>
        <p className="push-card__lead">{LEADS[audience]} Oznámení neobsahují text zpráv, jen co se stalo, a odkaz.</p>
        {supported ? (
          <div className="push-card__toggle">
            <Switch
              id={switchId}
              checked={switching ? undefined : Boolean(current)}
              loading={switching || endpoint === undefined || (devices.isFetching && !devices.data)}
              disabled={switching || endpoint === undefined}
              onChange={(on) => void toggle(on)}
            />
            <label htmlFor={switchId}>{PUSH_TOGGLE_LABEL}</label>
          </div>
        ) : (
          <p className="push-card__note">
            Tento prohlížeč oznámení nepodporuje. Na iPhonu a iPadu je zapnete, když si Svatby přidáte na plochu (Sdílet → Přidat na plochu) a
            otevřete je odtud.
          </p>
        )}
        {blocked && (
          <Alert
            type="warning"
            showIcon
            className="push-card__alert"
            title="Oznámení jsou v tomto prohlížeči zablokovaná"
            description="Povolte je v nastavení stránky (ikona vlevo od adresy) a přepínač zapněte znovu."
          />
        )}
        <h3 className="push-card__subtitle">Zařízení s oznámeními</h3>
        {devices.isError && !devices.data ? (
          <RetryAlert
            title="Zařízení se nepodařilo načíst"
            error={devices.error}
            onRetry={() => devices.refetch()}
            retrying={devices.isFetching}
            small
          />
        ) : !devices.data ? (
          <Skeleton active title={false} paragraph={{ rows: 2 }} />
        ) : devices.data.length === 0 ? (
          <p className="push-card__empty">Zatím nemáte zapnutá oznámení na žádném zařízení.</p>
        ) : (
          <ul className="push-card__devices" aria-label="Zařízení s oznámeními">
            {devices.data.map((device) => (
              <li key={device.id} className="push-device">
                <div className="push-device__text">
                  <strong className="push-device__label">
                    {device.label}
                    {device.current && <span className="push-device__current"> (toto zařízení)</span>}
                  </strong>
                  <span className="push-device__dates">
                    {`Přidáno ${formatDate(device.createdAt)} · `}
                    {device.lastUsedAt ? `poslední oznámení ${formatDateTime(device.lastUsedAt)}` : 'zatím bez oznámení'}
                  </span>
                </div>
                <div className="push-device__actions">
                  <Button
                    size="small"
                    icon={<BellOutlined aria-hidden="true" />}
                    loading={testing.isLoading && testing.originalArgs?.id === device.id}
                    onClick={() => void test(device)}
                    aria-label={`Poslat zkušební oznámení na ${device.label}`}
                  >
                    Poslat zkušební oznámení
                  </Button>
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined aria-hidden="true" />}
                    aria-haspopup="dialog"
                    onClick={() => revoke(device)}
                    aria-label={`Odebrat ${device.label}`}
                  >
                    Odebrat
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}

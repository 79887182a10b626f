import { App, Skeleton, Switch } from 'antd';
import { Card } from '../../shared/ui/Card';
import { useId } from 'react';
import { useMessagingSettingsQuery, useMessagingUpdateSettingsMutation } from '../../api';
import { errorMessage } from '../../shared/errors';
import { RetryAlert } from '../../shared/RetryAlert';
import './account.css';

export const MESSAGING_SETTINGS_TITLE = 'Upozornění na zprávy';

/**
 * 'Upozornění na zprávy' on the account pages (the couple dashboard, /profile-settings): whether the
 * account gets an e-mail about a message left unread for 10 minutes (at most one an hour per
 * conversation). Saved as soon as the switch moves.
 */
export function MessagingSettingsCard() {
  const { notification } = App.useApp();
  const settings = useMessagingSettingsQuery();
  const [update, updating] = useMessagingUpdateSettingsMutation();
  const titleId = useId();
  const switchId = useId();
  const hintId = useId();

  const change = async (messageEmails: boolean) => {
    try {
      await update({ messagingSettingsDto: { messageEmails } }).unwrap();
      notification.success({ title: messageEmails ? 'E-maily o nových zprávách zapnuty' : 'E-maily o nových zprávách vypnuty' });
    } catch (error) {
      notification.error({ title: 'Nastavení se nepodařilo uložit', description: errorMessage(error, 'Zkuste to prosím znovu.') });
    }
  };

  // While saving, the switch shows the value being saved.
  const checked = updating.isLoading ? updating.originalArgs?.messagingSettingsDto.messageEmails : settings.data?.messageEmails;

  return (
    <Card className="account-data-card" title={<h2 id={titleId} className="account-data-card__title">{MESSAGING_SETTINGS_TITLE}</h2>}>
      <section aria-labelledby={titleId}>
        {settings.isLoading ? (
          <Skeleton active title={false} paragraph={{ rows: 2 }} />
        ) : settings.data ? (
          <>
            <div className="messaging-settings__row">
              <Switch
                id={switchId}
                checked={checked}
                loading={updating.isLoading}
                onChange={(value) => void change(value)}
                aria-describedby={hintId}
              />
              <label htmlFor={switchId}>Posílat mi e-mail o nových zprávách</label>
            </div>
            <p id={hintId} className="account-data-card__lead messaging-settings__hint">
              Když zprávu nepřečtete do 10 minut, pošleme vám e-mail s odkazem (nejvýše jeden za hodinu pro každou konverzaci). Text
              zprávy v e-mailu nebude.
            </p>
          </>
        ) : (
          <RetryAlert title="Nastavení se nepodařilo načíst" error={settings.error} onRetry={() => settings.refetch()} retrying={settings.isFetching} small />
        )}
      </section>
    </Card>
  );
}

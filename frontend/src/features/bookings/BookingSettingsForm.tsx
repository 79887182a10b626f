import { SaveOutlined } from '@ant-design/icons';
import { Alert, App, Button, Form, Input, InputNumber, Skeleton } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useBookingSettingsGetQuery, useBookingSettingsUpdateMutation } from '../../api';
import type { BookingSettingsDto, BookingSettingsViewDto } from '../../api';
import { errorMessage, errorStatus } from '../../shared/errors';
import { RetryAlert } from '../../shared/RetryAlert';
import { Card } from '../../shared/ui/Card';
import './providerBookings.css';

export const BOOKING_SETTINGS_TITLE = 'Rezervace a zálohy';

/** The API's limits (provider_booking_settings). */
export const BOOKING_SETTINGS_LIMITS = { termsMax: 2000, percentMin: 1, percentMax: 100, perDayMin: 1, perDayMax: 20 } as const;

export interface BookingSettingsValues {
  cancellationTerms: string;
  depositPercent: number | null;
  bankAccount: string;
  eventsPerDay: number;
}

/** The form's fields from the saved settings: the account as the provider knows it (Czech form for a Czech IBAN). */
export function bookingSettingsValues(settings: BookingSettingsViewDto): BookingSettingsValues {
  return {
    cancellationTerms: settings.cancellationTerms,
    depositPercent: settings.depositPercent,
    bankAccount: settings.bankAccount ?? settings.bankAccountDisplay ?? '',
    eventsPerDay: settings.eventsPerDay,
  };
}

/** PUT /api/provider/booking-settings: empty fields as null, the texts trimmed. */
export function toBookingSettingsDto(values: BookingSettingsValues): BookingSettingsDto {
  const account = (values.bankAccount ?? '').trim();
  return {
    cancellationTerms: (values.cancellationTerms ?? '').trim(),
    depositPercent: typeof values.depositPercent === 'number' ? values.depositPercent : null,
    bankAccount: account || null,
    eventsPerDay: values.eventsPerDay,
  };
}

/** A 400 about the account (the server checks it: IBAN or a Czech account with its bank code). */
const isAccountProblem = (message: string) => /účt|iban/i.test(message);

/**
 * 'Rezervace a zálohy' in the provider's profile settings (issue 44): the cancellation terms printed on every
 * booking confirmation (prefilled with the server's default), the default deposit as a percentage of the offer's
 * price, the bank account the couple pays it to (the server validates it; its message shows under the field), and
 * how many events the provider takes on one day (the capacity a confirmation is checked against).
 */
export function BookingSettingsForm() {
  const { notification } = App.useApp();
  const [form] = Form.useForm<BookingSettingsValues>();
  const settings = useBookingSettingsGetQuery();
  const [update, updating] = useBookingSettingsUpdateMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();

  // The saved settings (first load, after a save) become the form's values.
  useEffect(() => {
    if (settings.data) form.setFieldsValue(bookingSettingsValues(settings.data));
  }, [form, settings.data]);

  const save = async (values: BookingSettingsValues) => {
    setFailure(null);
    try {
      const saved = await update({ bookingSettingsDto: toBookingSettingsDto(values) }).unwrap();
      form.setFieldsValue(bookingSettingsValues(saved));
      notification.success({ title: 'Nastavení rezervací bylo uloženo' });
    } catch (error) {
      const message = errorMessage(error, 'Zkuste to prosím znovu.');
      if (errorStatus(error) === 400 && isAccountProblem(message)) {
        form.setFields([{ name: 'bankAccount', errors: [message] }]);
        form.focusField('bankAccount');
      } else {
        setFailure(message);
      }
    }
  };

  return (
    <Card
      className="workspace-card profile-card booking-settings"
      role="region"
      aria-labelledby={titleId}
      title={
        <h2 id={titleId} className="profile-card__title booking-settings__title">
          {BOOKING_SETTINGS_TITLE}
        </h2>
      }
    >
      <p className="booking-settings__lead">
        Platí pro rezervace z přijatých nabídek: storno podmínky se vytisknou na potvrzení rezervace a zálohu vám pár zaplatí
        přímo na váš účet přes QR platbu. Svatby peníze nedrží.
      </p>
      {settings.isLoading ? (
        <Skeleton active title={false} paragraph={{ rows: 6 }} />
      ) : !settings.data ? (
        <RetryAlert
          title="Nastavení rezervací se nepodařilo načíst"
          error={settings.error}
          onRetry={() => settings.refetch()}
          retrying={settings.isFetching}
          small
        />
      ) : (
        <Form<BookingSettingsValues>
          form={form}
          aria-label={BOOKING_SETTINGS_TITLE}
          layout="vertical"
          requiredMark="optional"
          disabled={updating.isLoading}
          initialValues={bookingSettingsValues(settings.data)}
          onFinish={(values) => void save(values)}
          className="booking-settings__form"
        >
          <Form.Item
            name="cancellationTerms"
            label="Storno podmínky"
            required
            extra="Pár je uvidí v potvrzení rezervace. Upravené znění platí pro rezervace potvrzené od uložení."
            rules={[
              { required: true, whitespace: true, message: 'Napište storno podmínky' },
              { max: BOOKING_SETTINGS_LIMITS.termsMax, message: `Storno podmínky mohou mít nejvýše ${BOOKING_SETTINGS_LIMITS.termsMax} znaků` },
            ]}
          >
            <Input.TextArea rows={6} showCount maxLength={BOOKING_SETTINGS_LIMITS.termsMax} />
          </Form.Item>
          <Form.Item
            name="depositPercent"
            label="Záloha (% z ceny)"
            extra="Platí pro rezervace z nabídek, které vlastní zálohu neuvádějí. Prázdné pole: bez zálohy."
          >
            <InputNumber
              min={BOOKING_SETTINGS_LIMITS.percentMin}
              max={BOOKING_SETTINGS_LIMITS.percentMax}
              precision={0}
              inputMode="numeric"
              suffix="%"
              className="booking-settings__number"
            />
          </Form.Item>
          <Form.Item
            name="bankAccount"
            label="Číslo účtu pro zálohy"
            extra="IBAN nebo číslo účtu s kódem banky, např. 19-2000145399/0800. Bez účtu pár QR platbu neuvidí."
          >
            <Input autoComplete="off" spellCheck={false} maxLength={50} />
          </Form.Item>
          <Form.Item
            name="eventsPerDay"
            label="Akcí za den"
            required
            extra="Kolik akcí zvládnete v jeden den"
            rules={[{ required: true, message: 'Zadejte počet akcí za den' }]}
          >
            <InputNumber
              min={BOOKING_SETTINGS_LIMITS.perDayMin}
              max={BOOKING_SETTINGS_LIMITS.perDayMax}
              precision={0}
              inputMode="numeric"
              className="booking-settings__number"
            />
          </Form.Item>
          {!settings.data.saved && (
            <p className="booking-settings__hint">Zatím platí výchozí nastavení. Po uložení platí vaše.</p>
          )}
          {failure && (
            <Alert type="error" showIcon role="alert" title="Nastavení se nepodařilo uložit" description={failure} className="booking-settings__error" />
          )}
          <Button type="primary" htmlType="submit" icon={<SaveOutlined aria-hidden="true" />} loading={updating.isLoading}>
            Uložit nastavení rezervací
          </Button>
        </Form>
      )}
    </Card>
  );
}

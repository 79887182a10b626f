import { Alert, App, Button, Checkbox, DatePicker, Form, Input, Modal } from 'antd';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useBookingsCancelMutation, useBookingsConfirmMutation, useBookingsDeclineMutation } from '../../api';
import type { BookingDto } from '../../api';
import { errorMessage } from '../../shared/errors';
import { formatWeddingDate } from '../../shared/format';
import './providerBookings.css';

/** What the provider does with a booking in the dialog. */
export type ProviderBookingAction = 'confirm' | 'decline' | 'cancel';

/** The API's limits of a reason (DeclineBookingDto, CancelBookingDto). */
export const BOOKING_REASON = { min: 3, max: 500 } as const;

interface DialogValues {
  eventDate?: Dayjs | null;
  reason?: string;
  keepDateBlocked?: boolean;
}

const TEXTS: Record<ProviderBookingAction, { title: string; ok: string; done: string; failed: string }> = {
  confirm: {
    title: 'Potvrdit rezervaci',
    ok: 'Potvrdit rezervaci',
    done: 'Rezervace je potvrzená',
    failed: 'Rezervaci se nepodařilo potvrdit',
  },
  decline: {
    title: 'Odmítnout rezervaci',
    ok: 'Odmítnout rezervaci',
    done: 'Rezervace je odmítnutá',
    failed: 'Rezervaci se nepodařilo odmítnout',
  },
  cancel: {
    title: 'Zrušit rezervaci',
    ok: 'Zrušit rezervaci',
    done: 'Rezervace je zrušená',
    failed: 'Rezervaci se nepodařilo zrušit',
  },
};

const reasonRules = [
  {
    validator: (_rule: unknown, value: string | undefined) => {
      const text = (value ?? '').trim();
      if (!text) return Promise.reject(new Error('Napište důvod'));
      if (text.length < BOOKING_REASON.min) return Promise.reject(new Error(`Důvod musí mít alespoň ${BOOKING_REASON.min} znaky`));
      return Promise.resolve();
    },
  },
];

const isBeforeToday = (date: Dayjs) => date.isBefore(dayjs().startOf('day'));

export interface ProviderBookingDialogProps {
  open: boolean;
  onClose: () => void;
  booking: BookingDto | null;
  action: ProviderBookingAction;
}

/**
 * The provider's confirm / decline / cancel of a booking: confirming a booking without a date asks for the
 * wedding date; declining and cancelling need a reason the couple will read; a cancellation may keep the day
 * blocked in the calendar. The server's refusal (409: another state, a full day) stays in the dialog.
 */
export function ProviderBookingDialog({ open, onClose, booking, action }: ProviderBookingDialogProps) {
  const { notification } = App.useApp();
  const [form] = Form.useForm<DialogValues>();
  const [confirmBooking, confirming] = useBookingsConfirmMutation();
  const [declineBooking, declining] = useBookingsDeclineMutation();
  const [cancelBooking, cancelling] = useBookingsCancelMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const busy = confirming.isLoading || declining.isLoading || cancelling.isLoading;
  const texts = TEXTS[action];
  const needsDate = action === 'confirm' && booking !== null && !booking.eventDate;

  const submit = async (values: DialogValues) => {
    if (!booking) return;
    setFailure(null);
    const reason = (values.reason ?? '').trim();
    try {
      if (action === 'confirm') {
        await confirmBooking({
          id: booking.id,
          confirmBookingDto: needsDate && values.eventDate ? { eventDate: values.eventDate.format('YYYY-MM-DD') } : {},
        }).unwrap();
      } else if (action === 'decline') {
        await declineBooking({ id: booking.id, declineBookingDto: { reason } }).unwrap();
      } else {
        await cancelBooking({ id: booking.id, cancelBookingDto: { reason, keepDateBlocked: Boolean(values.keepDateBlocked) } }).unwrap();
      }
      notification.success({ title: texts.done });
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, 'Zkuste to prosím znovu.'));
    }
  };

  return (
    <Modal
      open={open && booking !== null}
      onCancel={busy ? undefined : onClose}
      afterClose={() => setFailure(null)}
      destroyOnHidden
      footer={null}
      width={{ xs: '100%', sm: 560 }}
      className="provider-booking-dialog"
      title={<h2 className="provider-booking-dialog__title">{texts.title}</h2>}
    >
      {booking && (
        <p className="provider-booking-dialog__what">
          {`${booking.requestTitle} · ${booking.couple.name} · ${formatWeddingDate(booking.eventDate)}`}
        </p>
      )}
      {action === 'confirm' && (
        <p>
          {needsDate
            ? 'Pár v poptávce datum neuvedl. Zadejte datum svatby, na které rezervaci potvrzujete; v kalendáři ho označíme jako obsazené.'
            : 'Potvrzením se termín v kalendáři označí jako obsazený a pár dostane potvrzení rezervace.'}
        </p>
      )}
      {action === 'decline' && <p>Pár uvidí váš důvod a bude moci přijmout jinou nabídku.</p>}
      {action === 'cancel' && <p>Pár uvidí váš důvod. Zrušení se zapíše do historie rezervace.</p>}
      <Form<DialogValues>
        form={form}
        layout="vertical"
        disabled={busy}
        initialValues={{ eventDate: null, reason: '', keepDateBlocked: false }}
        onFinish={(values) => void submit(values)}
        className="provider-booking-dialog__form"
      >
        {needsDate && (
          <Form.Item name="eventDate" label="Datum svatby" rules={[{ required: true, message: 'Vyberte datum svatby' }]}>
            <DatePicker format="D. M. YYYY" disabledDate={isBeforeToday} className="provider-booking-dialog__date" />
          </Form.Item>
        )}
        {action !== 'confirm' && (
          <Form.Item name="reason" label="Důvod" required rules={reasonRules}>
            <Input.TextArea rows={4} showCount maxLength={BOOKING_REASON.max} />
          </Form.Item>
        )}
        {action === 'cancel' && (
          <Form.Item name="keepDateBlocked" valuePropName="checked">
            <Checkbox>Ponechat termín v kalendáři obsazený</Checkbox>
          </Form.Item>
        )}
        {failure && <Alert type="error" showIcon role="alert" title={texts.failed} description={failure} className="provider-booking-dialog__error" />}
        <div className="provider-booking-dialog__footer">
          <Button onClick={onClose} disabled={busy}>
            Zpět
          </Button>
          <Button type="primary" danger={action !== 'confirm'} htmlType="submit" loading={busy}>
            {texts.ok}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}

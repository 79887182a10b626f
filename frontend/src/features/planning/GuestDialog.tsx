import { Alert, App, AutoComplete, Button, Checkbox, Form, Input, InputNumber, Modal, Radio } from 'antd';
import type { FormInstance } from 'antd';
import { memo, useState } from 'react';
import type { MouseEvent } from 'react';
import { useCreatePlanGuestMutation, useUpdatePlanGuestMutation } from '../../api';
import type { PlanGuestDto } from '../../api';
import { useValidationAfterSubmit } from '../../shared/antd/useValidationAfterSubmit';
import { errorMessage } from '../../shared/errors';
import { TextArea } from '../../shared/ui/TextArea';
import { useAfterPaint } from '../../shared/useAfterPaint';
import { GUEST_FIELD_MAX, PARTY_SIZE_MAX, RSVP_LABELS, RSVP_ORDER, guestBody, guestFormValues } from './guestsModel';
import type { GuestFormValues } from './guestsModel';

export interface GuestDialogProps {
  open: boolean;
  /** The guest edited; null: a new one. */
  guest: PlanGuestDto | null;
  /** The plan's groups, offered as the group field's suggestions. */
  groups: string[];
  onClose: () => void;
}

const maxRule = (max: number) => ({ max, message: `Nejvýše ${max} znaků` });

/** Adds a guest or edits one: name, group, child, contact, dietary note, table, the answer and the number of people. */
export function GuestDialog({ open, guest, groups, onClose }: GuestDialogProps) {
  const { notification } = App.useApp();
  const [create, { isLoading: creating }] = useCreatePlanGuestMutation();
  const [update, { isLoading: updating }] = useUpdatePlanGuestMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [form] = Form.useForm<GuestFormValues>();
  const validation = useValidationAfterSubmit();
  const busy = creating || updating;

  const submit = async (values: GuestFormValues) => {
    setFailure(null);
    const body = guestBody(values);
    try {
      if (guest) await update({ id: guest.id, updatePlanGuestDto: body }).unwrap();
      else await create({ createPlanGuestDto: body }).unwrap();
      notification.success({ title: guest ? 'Host byl uložen' : 'Host byl přidán' });
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, 'Zkuste to prosím znovu.'));
    }
  };

  return (
    <Modal
      open={open}
      onCancel={busy ? undefined : onClose}
      afterClose={() => setFailure(null)}
      destroyOnHidden
      footer={null}
      width={{ xs: '100%', sm: 560 }}
      title={<h2 className="guests-dialog__title">{guest ? `Upravit hosta ${guest.name}` : 'Přidat hosta'}</h2>}
    >
      <Form<GuestFormValues>
        form={form}
        layout="vertical"
        requiredMark="optional"
        initialValues={guestFormValues(guest)}
        {...validation}
      >
        <GuestFields groups={groups} />
        {failure && <Alert type="error" showIcon role="alert" title="Hosta se nepodařilo uložit" description={failure} />}
        <div className="guests-dialog__actions">
          <Button onClick={onClose} disabled={busy}>
            Zrušit
          </Button>
          <SubmitButton form={form} busy={busy} onValid={submit}>
            {guest ? 'Uložit' : 'Přidat'}
          </SubmitButton>
        </div>
      </Form>
    </Modal>
  );
}

interface SubmitButtonProps {
  form: FormInstance<GuestFormValues>;
  busy: boolean;
  onValid: (values: GuestFormValues) => Promise<void>;
  children: string;
}

/**
 * The tap (or Enter, which clicks the submit button) paints the button's spinner first, then antd checks the fields:
 * its check re-renders every field (each measuring its own layout), which inside the tap held the screen for a second
 * on a slow phone. The spinner is the button's own state, so that the tap re-renders the button alone, not the dialog.
 */
function SubmitButton({ form, busy, onValid, children }: SubmitButtonProps) {
  const [checking, check] = useAfterPaint();
  const click = (event: MouseEvent) => {
    event.preventDefault();
    check(() => form.validateFields().then(onValid, () => undefined));
  };
  return (
    <Button type="primary" htmlType="submit" loading={busy || checking} onClick={click}>
      {children}
    </Button>
  );
}

/**
 * The dialog's fields, memoized: the dialog's own state (saving, the server's refusal) re-renders the buttons only,
 * not every antd Form.Item (each of which measures its layout when it renders). The form stays editable while it saves:
 * the submit button's spinner prevents a second submit.
 */
const GuestFields = memo(function GuestFields({ groups }: { groups: string[] }) {
  return (
    <>
      <Form.Item
        name="name"
        label="Jméno"
        required
        rules={[{ required: true, whitespace: true, message: 'Zadejte jméno hosta' }, maxRule(GUEST_FIELD_MAX.name)]}
      >
        <Input maxLength={GUEST_FIELD_MAX.name} autoComplete="off" />
      </Form.Item>
      <Form.Item name="group" label="Skupina" rules={[maxRule(GUEST_FIELD_MAX.group)]}>
        <AutoComplete
          options={groups.map((group) => ({ value: group }))}
          maxLength={GUEST_FIELD_MAX.group}
          placeholder="Např. Rodina nevěsty"
          filterOption={(input, option) => (option?.value ?? '').toLowerCase().includes(input.toLowerCase())}
        />
      </Form.Item>
      <Form.Item name="child" valuePropName="checked">
        <Checkbox>Dítě</Checkbox>
      </Form.Item>
      <Form.Item name="rsvp" label="Odpověď">
        <Radio.Group optionType="button" options={RSVP_ORDER.map((value) => ({ value, label: RSVP_LABELS[value] }))} />
      </Form.Item>
      <Form.Item
        name="partySize"
        label="Počet osob"
        extra="Kolik lidí s tímto pozváním přijde (včetně hosta)."
        rules={[{ required: true, type: 'number', min: 1, max: PARTY_SIZE_MAX, message: `Zadejte 1 až ${PARTY_SIZE_MAX}` }]}
      >
        <InputNumber<number> min={1} max={PARTY_SIZE_MAX} precision={0} inputMode="numeric" />
      </Form.Item>
      <Form.Item name="contact" label="Kontakt" rules={[maxRule(GUEST_FIELD_MAX.contact)]}>
        <Input maxLength={GUEST_FIELD_MAX.contact} placeholder="Telefon nebo e-mail" autoComplete="off" />
      </Form.Item>
      <Form.Item name="dietary" label="Strava" rules={[maxRule(GUEST_FIELD_MAX.dietary)]}>
        <TextArea maxLength={GUEST_FIELD_MAX.dietary} rows={2} maxRows={5} placeholder="Např. bezlepková" />
      </Form.Item>
      <Form.Item name="table" label="Stůl" rules={[maxRule(GUEST_FIELD_MAX.table)]}>
        <Input maxLength={GUEST_FIELD_MAX.table} />
      </Form.Item>
    </>
  );
});

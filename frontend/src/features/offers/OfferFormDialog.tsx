import { DeleteOutlined, PlusOutlined, SendOutlined } from '@ant-design/icons';
import { Alert, App, Button, Checkbox, DatePicker, Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import type { InputNumberProps } from 'antd';
import { useState } from 'react';
import { useListOfferTemplatesQuery, useOffersCreateMutation, useOffersUpdateMutation } from '../../api';
import type { OfferDto, OfferPriceKind } from '../../api';
import { errorMessage } from '../../shared/errors';
import { formatWeddingDate } from '../../shared/format';
import { formatOfferPrice } from '../../shared/offerFormat';
import { TextArea } from '../../shared/ui/TextArea';
import {
  OFFER_FORM_TEXTS,
  OFFER_LIMITS,
  PRICE_KIND_OPTIONS,
  depositProblem,
  isBeforeToday,
  messageProblem,
  offerFormInitialValues,
  priceMaxProblem,
  templateFormValues,
  toOfferDto,
} from './offerForm';
import type { OfferFormValues } from './offerForm';
import './offers.css';

/** An amount in whole crowns, as every price field of the offer takes it (Form.Item passes value and onChange). */
function PriceInput(props: InputNumberProps<number>) {
  return (
    <InputNumber
      max={OFFER_LIMITS.priceMax}
      precision={0}
      inputMode="numeric"
      formatter={priceFormatter}
      parser={priceParser}
      suffix="Kč"
      className="offer-form__price"
      {...props}
    />
  );
}

/** What the form needs of the request: its title (the dialog's), its id and whether it has a wedding date. */
export interface OfferRequestInfo {
  id: number;
  title: string;
  weddingDate: string | null;
  /** The wedding's place: a template's {místo} becomes it. */
  location?: string | null;
}

/** The parts of an offer the form starts from. */
export type OfferFormOffer = Pick<
  OfferDto,
  'id' | 'status' | 'message' | 'priceKind' | 'priceMin' | 'priceMax' | 'includedItems' | 'validUntil' | 'availableOnDate' | 'depositAmount'
>;

export interface OfferFormDialogProps {
  open: boolean;
  onClose: () => void;
  request: OfferRequestInfo;
  /** The provider's offer on the request: 'sent' is edited, 'withdrawn' is sent again (prefilled); none: a new one. */
  offer?: OfferFormOffer | null;
}

// Thousands with spaces in the price inputs ('25 000'); digits only back.
const priceFormatter = (value: number | string | undefined) =>
  value === undefined || value === '' ? '' : String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
const priceParser = (value: string | undefined) => (value ? Number(value.replace(/\D/g, '')) : ('' as unknown as number));

const PRICE_LABELS = { exact: 'Cena (Kč)', from: 'Cena od (Kč)', range: 'Od (Kč)' } as const;

/** The price as the couple will read it, once it is complete. */
function pricePreview(priceKind: OfferPriceKind, priceMin: unknown, priceMax: unknown): string | null {
  if (typeof priceMin !== 'number') return null;
  if (priceKind === 'range' && typeof priceMax !== 'number') return null;
  return formatOfferPrice({ priceKind, priceMin, priceMax: priceKind === 'range' ? (priceMax as number) : null });
}

/**
 * 'Poslat nabídku' / 'Upravit nabídku': the provider's offer on a request (antd Form in a Modal): the
 * message for the couple, the price (exact, from, or a range) in Kč, what it includes (up to 20
 * rows), an optional deposit (at most the price), an optional validity and, for a request with a date, the
 * calendar's state on that date.
 * The server's refusal (no subscription, a block, a closed request) stays in the dialog.
 */
export function OfferFormDialog({ open, onClose, request, offer }: OfferFormDialogProps) {
  const { notification } = App.useApp();
  const [create, { isLoading: creating }] = useOffersCreateMutation();
  const [update, { isLoading: updating }] = useOffersUpdateMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const busy = creating || updating;
  const editing = offer?.status === 'sent';
  const resending = offer?.status === 'withdrawn';

  const submit = async (values: OfferFormValues) => {
    setFailure(null);
    const body = toOfferDto(values, Boolean(request.weddingDate));
    try {
      if (editing && offer) await update({ id: offer.id, updateOfferDto: body }).unwrap();
      else await create({ id: request.id, createOfferDto: body }).unwrap();
      notification.success({
        title: editing ? 'Nabídka byla upravena' : 'Nabídka byla odeslána',
        description: editing ? undefined : 'Pár ji uvidí hned a dáme mu vědět e-mailem.',
      });
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
      // The form (and its instance) is built afresh on every opening, from the offer as it is then.
      destroyOnHidden
      footer={null}
      width={{ xs: '100%', sm: 640 }}
      className="offer-form-dialog"
      title={
        <h2 className="request-dialog__title">
          {editing ? 'Upravit nabídku' : resending ? 'Poslat nabídku znovu' : 'Poslat nabídku'}
        </h2>
      }
    >
      <p className="offer-form__request">
        {`Poptávka „${request.title}“ · ${formatWeddingDate(request.weddingDate)}`}
      </p>
      <OfferForm
        initialValues={offerFormInitialValues(offer)}
        request={request}
        // Templates start a new offer (or one sent again); an offer being edited keeps its own text.
        withTemplates={!editing}
        hasWeddingDate={Boolean(request.weddingDate)}
        busy={busy}
        failure={failure}
        submitLabel={editing ? 'Uložit změny' : 'Odeslat nabídku'}
        onSubmit={(values) => void submit(values)}
        onCancel={onClose}
      />
    </Modal>
  );
}

interface OfferFormProps {
  initialValues: OfferFormValues;
  request: OfferRequestInfo;
  withTemplates: boolean;
  hasWeddingDate: boolean;
  busy: boolean;
  /** The server's refusal of the last sending. */
  failure: string | null;
  submitLabel: string;
  onSubmit: (values: OfferFormValues) => void;
  onCancel: () => void;
}

function OfferForm({ initialValues, request, withTemplates, hasWeddingDate, busy, failure, submitLabel, onSubmit, onCancel }: OfferFormProps) {
  const [form] = Form.useForm<OfferFormValues>();
  return (
    <Form<OfferFormValues>
      form={form}
      layout="vertical"
      requiredMark="optional"
      disabled={busy}
      initialValues={initialValues}
      onFinish={onSubmit}
      className="offer-form"
    >
      {withTemplates && (
        <TemplatePicker
          onPick={(values) => {
            form.setFieldsValue(values);
            // The price fields follow the kind: check them again against the template's values.
            void form.validateFields(['message']).catch(() => undefined);
          }}
          request={request}
        />
      )}
      <OfferCoreFields />
      <Form.Item
        name="depositAmount"
        label="Záloha (Kč)"
        extra="Nepovinné. Pár ji zaplatí přímo na váš účet po potvrzení rezervace. Bez ní platí výchozí záloha z nastavení rezervací, pokud ji máte."
        dependencies={['priceMin']}
        rules={[
          ({ getFieldsValue }) => ({
            validator: () => {
              const problem = depositProblem(getFieldsValue(['priceMin', 'depositAmount']) as OfferFormValues);
              return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
            },
          }),
        ]}
      >
        <PriceInput min={1} />
      </Form.Item>

      <Form.Item
        name="validUntil"
        label="Platnost nabídky do"
        rules={[
          {
            validator: (_rule, value: OfferFormValues['validUntil']) =>
              value && isBeforeToday(value) ? Promise.reject(new Error(OFFER_FORM_TEXTS.validUntilPast)) : Promise.resolve(),
          },
        ]}
      >
        <DatePicker format="D. M. YYYY" placeholder="Bez omezení" disabledDate={isBeforeToday} className="offer-form__date" />
      </Form.Item>

      {hasWeddingDate && (
        <Form.Item name="showAvailability" valuePropName="checked" className="offer-form__availability">
          <Checkbox>Ukázat moji dostupnost v termínu svatby z kalendáře</Checkbox>
        </Form.Item>
      )}
      {failure && (
        <Alert type="error" showIcon role="alert" title="Nabídku se nepodařilo odeslat" description={failure} className="offer-form__error" />
      )}
      <div className="offer-dialog__footer">
        <Button onClick={onCancel} disabled={busy}>
          Zrušit
        </Button>
        <Button type="primary" htmlType="submit" icon={<SendOutlined aria-hidden="true" />} loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}

/**
 * The offer's own fields, shared by the offer form and the offer templates (issue 45): the message for the
 * couple, the price (exact, from, or a range) in Kč and what it includes (up to 20 rows).
 */
export function OfferCoreFields({ messageLabel = 'Zpráva pro pár', messageExtra }: { messageLabel?: string; messageExtra?: string }) {
  return (
    <>
      <MessageField label={messageLabel} extra={messageExtra} />

      <Form.Item name="priceKind" label="Cena" required>
        <Radio.Group options={PRICE_KIND_OPTIONS} optionType="button" buttonStyle="solid" aria-label="Druh ceny" />
      </Form.Item>
      {/* The price fields follow the kind: a render prop reads the form's current values. */}
      <Form.Item
        noStyle
        shouldUpdate={(prev: OfferFormValues, next: OfferFormValues) =>
          prev.priceKind !== next.priceKind || prev.priceMin !== next.priceMin || prev.priceMax !== next.priceMax
        }
      >
        {({ getFieldValue }) => {
          const priceKind: OfferPriceKind = getFieldValue('priceKind') ?? 'exact';
          const preview = pricePreview(priceKind, getFieldValue('priceMin'), getFieldValue('priceMax'));
          return (
            <>
              <div className="offer-form__prices">
                <Form.Item
                  name="priceMin"
                  label={PRICE_LABELS[priceKind]}
                  required
                  rules={[{ required: true, message: OFFER_FORM_TEXTS.priceRequired }]}
                >
                  <PriceInput min={0} />
                </Form.Item>
                {priceKind === 'range' && (
                  <Form.Item
                    name="priceMax"
                    label="Do (Kč)"
                    required
                    dependencies={['priceMin', 'priceKind']}
                    rules={[
                      ({ getFieldsValue }) => ({
                        validator: () => {
                          const problem = priceMaxProblem(getFieldsValue(['priceKind', 'priceMin', 'priceMax']) as OfferFormValues);
                          return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
                        },
                      }),
                    ]}
                  >
                    <PriceInput min={0} />
                  </Form.Item>
                )}
              </div>
              <p className="offer-form__preview" aria-live="polite">
                {preview ? `Pár uvidí: ${preview}` : ''}
              </p>
            </>
          );
        }}
      </Form.Item>

      <Form.List name="includedItems">
        {(fields, { add, remove }) => (
          <fieldset className="offer-form__items">
            <legend className="offer-form__legend">Co cena zahrnuje (nepovinné)</legend>
            {fields.length > 0 && (
              <ul className="offer-form__item-list">
                {fields.map((field, index) => (
                  <li key={field.key} className="offer-form__item">
                    <Form.Item
                      name={field.name}
                      className="offer-form__item-field"
                      rules={[{ max: OFFER_LIMITS.itemMax, message: `Položka může mít nejvýše ${OFFER_LIMITS.itemMax} znaků` }]}
                    >
                      <Input aria-label={`Položka ${index + 1}`} maxLength={OFFER_LIMITS.itemMax} placeholder="např. Celodenní focení" />
                    </Form.Item>
                    <Button
                      icon={<DeleteOutlined aria-hidden="true" />}
                      aria-label={`Odebrat položku ${index + 1}`}
                      onClick={() => remove(field.name)}
                    />
                  </li>
                ))}
              </ul>
            )}
            <Button icon={<PlusOutlined aria-hidden="true" />} onClick={() => add('')} disabled={fields.length >= OFFER_LIMITS.items}>
              Přidat položku
            </Button>
            {fields.length >= OFFER_LIMITS.items && (
              <p className="offer-form__hint">{`Nabídka může mít nejvýše ${OFFER_LIMITS.items} položek.`}</p>
            )}
          </fieldset>
        )}
      </Form.List>

    </>
  );
}

/**
 * The message for the couple, checked when the field is left or the form sent; once it has shown a problem, on every
 * key too, so that the problem goes as soon as it is fixed. (Checked on every key from the start, each key rendered
 * the field twice more: antd's Form.Item measures its layout on each render.)
 */
function MessageField({ label, extra }: { label: string; extra?: string }) {
  const [eager, setEager] = useState(false);
  return (
    <Form.Item
      name="message"
      label={label}
      required
      extra={extra ?? 'Představte se a napište, co nabízíte. Zpráva bude první zprávou vaší konverzace s párem.'}
      validateTrigger={eager ? 'onChange' : 'onBlur'}
      rules={[
        {
          validator: (_rule, value: string | undefined) => {
            const problem = messageProblem(value);
            if (!problem) return Promise.resolve();
            setEager(true);
            return Promise.reject(new Error(problem));
          },
        },
      ]}
    >
      {/* A plain textarea: typing here re-renders only the field (antd's adds its own measuring and count). */}
      <TextArea rows={6} showCount maxLength={OFFER_LIMITS.messageMax} />
    </Form.Item>
  );
}

/**
 * 'Začít ze šablony' (issue 45): picking one of the provider's offer templates fills the message (its {datum}
 * and {místo} become the request's wedding date and place), the items, the price kind and amounts; the
 * deposit, validity and availability stay as they are. Nothing when the provider has no templates.
 */
function TemplatePicker({ request, onPick }: { request: OfferRequestInfo; onPick: (values: Partial<OfferFormValues>) => void }) {
  const templates = useListOfferTemplatesQuery();
  const items = templates.data ?? [];
  if (items.length === 0) return null;
  return (
    <Form.Item label="Začít ze šablony" extra="Vyplní zprávu, položky a cenu. Můžete je pak upravit.">
      <Select
        aria-label="Začít ze šablony"
        placeholder="Vyberte šablonu"
        options={items.map((template) => ({ value: template.id, label: template.name }))}
        onChange={(id: number) => {
          const template = items.find((item) => item.id === id);
          if (template) onPick(templateFormValues(template, request));
        }}
      />
    </Form.Item>
  );
}

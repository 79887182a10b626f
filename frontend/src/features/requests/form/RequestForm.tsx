import { RobotOutlined, SendOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Modal, Select, Space } from 'antd';
import type { FormRule } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import {
  useAiGenerateDescriptionMutation,
  useCatalogCategoriesQuery,
  useCatalogLocationsQuery,
  usePlanSummaryQuery,
  useRequestQuestionsQuery,
  useRequestsCreateMutation,
} from '../../../api';
import type { CreateServiceRequestResponseDto, LocationDto } from '../../../api';
import { BUDGET_CHOICE_OPTIONS } from '../../../shared/budget';
import { WeddingDateFields } from '../../../shared/WeddingDateFields';
import { foldText } from '../../../shared/format';
import { errorMessage } from '../../../shared/errors';
import {
  DESCRIPTION_MAX,
  INITIAL_VALUES,
  PHONE_MAX,
  PHONE_PREFIXES,
  UNKNOWN_LOCATION,
  aiFailureText,
  appendDraft,
  buildAiPayload,
  buildRequestPayload,
  phoneDigits,
  questionsForServices,
  requestFieldErrors,
} from './requestFormModel';
import type { RequestFormValues } from './requestFormModel';
import { ServicePicker } from './ServicePicker';
import { RequestQuestions } from './RequestQuestions';
import { RequestSent } from './RequestSent';
import { rememberSentRequest } from './sentRequests';
import { useSession } from '../../../shared/useSession';
import { planGuestEstimate } from '../../planning';

const FORM_NAME = 'request';
/** The categories' question of the number of guests (catalog/request-questions.ts). */
const GUESTS_QUESTION = 'guests';

/** At least `min` characters after trimming. */
const minTrimmed = (min: number, message: string): FormRule => ({
  validator: (_rule, value: unknown) =>
    typeof value === 'string' && value.trim().length >= min ? Promise.resolve() : Promise.reject(new Error(message)),
});

const rules = {
  coupleName: [minTrimmed(2, 'Jména páru jsou povinná')],
  services: [
    {
      validator: (_rule, value: unknown) =>
        Array.isArray(value) && value.length > 0
          ? Promise.resolve()
          : Promise.reject(new Error('Vyberte alespoň jednu službu')),
    },
  ],
  budget: [{ required: true, message: 'Vyberte rozpočet' }],
  location: [minTrimmed(2, 'Lokalita je povinná')],
  contactEmail: [
    { required: true, whitespace: true, message: 'Neplatný email' },
    { type: 'email', message: 'Neplatný email' },
  ],
} satisfies Record<string, FormRule[]>;

const prefixOptions = PHONE_PREFIXES.map((prefix) => ({ value: prefix, label: prefix }));

/** Location options: 'Ještě nevím', then the country, the cities and the regions (the location id is sent). */
function locationOptions(locations: readonly LocationDto[] | undefined) {
  const of = (type: LocationDto['type']) =>
    (locations ?? []).filter((location) => location.type === type).map((location) => ({
      value: location.id,
      label: location.name,
    }));
  return [
    { value: UNKNOWN_LOCATION, label: UNKNOWN_LOCATION },
    { label: 'Celá ČR', title: 'Celá ČR', options: of('country') },
    { label: 'Města', title: 'Města', options: of('city') },
    { label: 'Kraje', title: 'Kraje', options: of('region') },
  ].filter((group) => !('options' in group) || (group.options?.length ?? 0) > 0);
}

const filterByLabel = (input: string, option?: { label?: ReactNode }) =>
  foldText(String(option?.label ?? '')).includes(foldText(input.trim()));


function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  const id = `request-step-${number}`;
  return (
    <section className="request-step" data-step={number}>
      <h3 id={id} className="request-step__title">
        <span className="request-step__number">{number}</span> {title}
      </h3>
      {children}
    </section>
  );
}

/** How the AI draft goes into a description the couple has already typed. */
type DraftPlacement = 'replace' | 'append';

/** What the form sent and the server answered: the result screen shows it instead of the form. */
interface SentState {
  answer: CreateServiceRequestResponseDto;
  email: string;
}

/** 'Fotografie, Květiny – Brno' as the server titles a request (its first two services, then the place). */
function sentTitle(values: RequestFormValues, names: ReadonlyMap<string, string>, place: string | undefined): string {
  const labels = (values.services ?? []).map((id) => names.get(id) ?? id);
  const rest = labels.length - 2;
  const head = rest > 0 ? `${labels.slice(0, 2).join(', ')} + ${rest} další` : labels.join(', ');
  return place ? `${head} – ${place}` : head;
}

/**
 * The couple's request form (#ai-form) in three numbered steps; sends CreateServiceRequestDto.
 * The AI helper follows the fields it drafts from and asks before it replaces typed text; once
 * sent, the result screen (RequestSent) takes the form's place (issue 51, items 5 and 6).
 * Loaded lazily (DatePicker, Select, Form), see RequestSection.
 */
export default function RequestForm() {
  const [form] = Form.useForm<RequestFormValues>();
  const { notification } = App.useApp();
  const { user, isProvider } = useSession();
  const [pickerKey, setPickerKey] = useState(0);
  const categoriesQuery = useCatalogCategoriesQuery();
  const locationsQuery = useCatalogLocationsQuery();
  const [createRequest, createState] = useRequestsCreateMutation();
  const [generateDescription, aiState] = useAiGenerateDescriptionMutation();
  const locations = useMemo(() => locationOptions(locationsQuery.data), [locationsQuery.data]);
  // Step 2's questions follow the chosen services.
  const questionsQuery = useRequestQuestionsQuery();
  const services = Form.useWatch('services', form);
  const questions = useMemo(() => questionsForServices(questionsQuery.data, services), [questionsQuery.data, services]);
  // A signed-in couple's wedding plan knows the guests (issue 46): their number fills an empty 'Počet hostů'.
  const planSummary = usePlanSummaryQuery(undefined, { skip: !user || isProvider });
  const guestEstimate = planGuestEstimate(planSummary.data?.guests);
  const guestsQuestion = questions.find((question) => question.key === GUESTS_QUESTION);
  useEffect(() => {
    if (guestEstimate === null || !guestsQuestion) return;
    const field = ['details', GUESTS_QUESTION];
    const current: unknown = form.getFieldValue(field);
    if (current !== undefined && current !== null && current !== '') return;
    const { min = 1, max = guestEstimate } = guestsQuestion;
    form.setFieldValue(field, Math.min(Math.max(guestEstimate, min), max));
  }, [guestEstimate, guestsQuestion, form]);
  // The last AI draft put into the field: a field still holding it is not the couple's own text.
  const lastDraft = useRef<string | null>(null);
  const [placementAsked, setPlacementAsked] = useState(false);
  const [sent, setSent] = useState<SentState | null>(null);

  const draftInto = async (placement: DraftPlacement | null) => {
    const payload = buildAiPayload(form.getFieldsValue(true), questions);
    if (!payload) return;
    try {
      const result = await generateDescription({ generateDescriptionDto: payload }).unwrap();
      const draft = result.generatedText.slice(0, DESCRIPTION_MAX);
      const typed = String(form.getFieldValue('description') ?? '');
      const text = placement === 'append' ? appendDraft(typed, draft) : draft;
      form.setFieldValue('description', text);
      lastDraft.current = text;
      void form.validateFields(['description']).catch(() => undefined);
      notification.success({
        title: 'Text vygenerován!',
        description:
          placement === 'append'
            ? 'AI návrh jsme přidali pod váš text.'
            : placement === 'replace'
              ? 'AI návrh nahradil původní text popisu.'
              : 'AI návrh byl přidán do pole popisu.',
      });
    } catch (error) {
      console.error('AI generování popisu selhalo', error);
      notification.error({ title: 'AI generování není dostupné', description: aiFailureText(error) });
    }
  };

  const onGenerate = () => {
    const payload = buildAiPayload(form.getFieldsValue(true), questions);
    if (!payload) {
      notification.warning({
        title: 'Vyplňte základní údaje',
        description: 'Pro generování popisu potřebujeme jména páru, datum svatby a vybrané služby.',
      });
      return;
    }
    const typed = String(form.getFieldValue('description') ?? '').trim();
    // Text the couple typed (or changed after a draft) is never replaced without asking.
    if (typed && typed !== lastDraft.current?.trim()) {
      setPlacementAsked(true);
      return;
    }
    // Empty, or only the helper's own previous draft: the new draft takes its place.
    void draftInto(null);
  };

  const choosePlacement = (placement: DraftPlacement) => {
    setPlacementAsked(false);
    void draftInto(placement);
  };

  const onFinish = async (values: RequestFormValues) => {
    try {
      // The answers of step 2 as the store holds them; the payload keeps those of the services chosen now.
      const payload = buildRequestPayload({ ...values, details: form.getFieldValue('details') as RequestFormValues['details'] }, questions);
      const result = await createRequest({ createServiceRequestDto: payload }).unwrap();
      const email = (values.contactEmail ?? '').trim();
      const place = locationsQuery.data?.find((location) => location.id === values.location)?.name;
      const names = new Map((categoriesQuery.data ?? []).map((category) => [category.id, category.name]));
      rememberSentRequest({ id: result.id, email, title: sentTitle(values, names, place), status: result.status });
      form.resetFields();
      lastDraft.current = null;
      setPickerKey((key) => key + 1);
      setSent({ answer: result, email });
    } catch (error) {
      // The server's field errors under their fields (an answer of step 2 under its question).
      const fields = requestFieldErrors(error);
      if (fields.length > 0) {
        form.setFields(fields);
        form.scrollToField(fields[0].name, { block: 'center', focus: true });
      }
      notification.error({
        title: 'Chyba při odesílání',
        description: errorMessage(error, 'Poptávku se nepodařilo odeslat'),
      });
    }
  };

  if (sent) {
    return (
      <RequestSent
        answer={sent.answer}
        email={sent.email}
        signedIn={user !== null}
        onAnother={() => setSent(null)}
      />
    );
  }

  return (
    <Form<RequestFormValues>
      form={form}
      name={FORM_NAME}
      layout="vertical"
      requiredMark={false}
      initialValues={INITIAL_VALUES}
      onFinish={onFinish}
      // The browser's own (English) e-mail bubble would block the Czech messages.
      noValidate
      scrollToFirstError={{ block: 'center', focus: true }}
      className="request-form"
      size="large"
    >
      <div className="request-form__steps">
        <Step number={1} title="Základní údaje">
          <Form.Item name="coupleName" label="Jména páru" rules={rules.coupleName}>
            <Input placeholder="např. Jana a Petr" autoComplete="name" maxLength={200} />
          </Form.Item>
          <WeddingDateFields form={form} />
        </Step>

        <Step number={2} title="Služby">
          <p className="request-step__hint">Jaké služby pro svatbu sháníte? Vyberte jednu nebo více.</p>
          <Form.Item name="services" rules={rules.services} className="request-form__services">
            <ServicePicker
              key={pickerKey}
              categories={categoriesQuery.data ?? []}
              loading={categoriesQuery.isLoading}
            />
          </Form.Item>
          <RequestQuestions questions={questions} />
        </Step>

        <Step number={3} title="Detaily a rozpočet">
          <div className="request-form__pair">
            <Form.Item name="budget" label="Rozpočet" rules={rules.budget}>
              <Select placeholder="Zvolte rozpočet" options={BUDGET_CHOICE_OPTIONS} />
            </Form.Item>
            <Form.Item name="location" label="Lokalita" rules={rules.location}>
              <Select
                placeholder="Zvolte nebo vyhledejte lokalitu"
                options={locations}
                showSearch={{ filterOption: filterByLabel }}
                loading={locationsQuery.isLoading}
                notFoundContent="Žádná lokalita neodpovídá hledání"
              />
            </Form.Item>
          </div>
          <div className="request-form__ai">
            <Button icon={<RobotOutlined aria-hidden="true" />} onClick={onGenerate} loading={aiState.isLoading}>
              Vygenerovat popis pomocí AI
            </Button>
            <span className="request-form__ai-hint">
              Návrh připraví AI z vyplněných údajů: termínu, služeb, odpovědí na upřesňující otázky, rozpočtu a
              lokality. Pak ho můžete upravit; text, který jste napsali, bez zeptání nepřepíšeme.
            </span>
          </div>
          <Form.Item name="description" label="Popis" className="request-form__description">
            <Input.TextArea
              rows={5}
              maxLength={DESCRIPTION_MAX}
              showCount
              placeholder="Popište své představy: styl svatby, počet hostů, co je pro vás důležité…"
            />
          </Form.Item>
          <div className="request-form__pair">
            <Form.Item name="contactEmail" label="Kontaktní e-mail" rules={rules.contactEmail}>
              <Input type="email" inputMode="email" autoComplete="email" placeholder="vas@email.cz" maxLength={254} />
            </Form.Item>
            <Form.Item label="Telefon (nepovinný)" htmlFor={`${FORM_NAME}_contactPhone`}>
              <Space.Compact block>
                <Form.Item name="phoneCountryCode" noStyle>
                  <Select
                    aria-label="Telefonní předvolba"
                    options={prefixOptions}
                    className="request-form__prefix"
                    popupMatchSelectWidth={false}
                  />
                </Form.Item>
                <Form.Item name="contactPhone" noStyle normalize={phoneDigits}>
                  <Input type="tel" inputMode="tel" autoComplete="tel-national" placeholder="777 123 456" maxLength={PHONE_MAX} />
                </Form.Item>
              </Space.Compact>
            </Form.Item>
          </div>
        </Step>
      </div>

      <div className="request-form__submit">
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          icon={<SendOutlined aria-hidden="true" />}
          loading={createState.isLoading}
        >
          Odeslat poptávku ZDARMA
        </Button>
        <p className="request-form__note">
          Poptávka je zdarma a nezávazná. Kontakt uvidí jen ověření dodavatelé s předplatným.
        </p>
      </div>

      <Modal
        open={placementAsked}
        onCancel={() => setPlacementAsked(false)}
        destroyOnHidden
        title={<h2 className="request-dialog__title">Popis už obsahuje váš text</h2>}
        footer={
          <div className="request-form__placement">
            <Button onClick={() => setPlacementAsked(false)}>Zrušit</Button>
            <Button onClick={() => choosePlacement('replace')}>Nahradit návrhem</Button>
            <Button type="primary" onClick={() => choosePlacement('append')}>
              Přidat pod můj text
            </Button>
          </div>
        }
      >
        <p>AI návrh můžeme přidat pod to, co jste napsali, nebo jím váš text nahradit.</p>
      </Modal>
    </Form>
  );
}

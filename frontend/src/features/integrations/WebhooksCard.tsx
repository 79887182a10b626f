import { ApiOutlined, DeleteOutlined, EyeOutlined, PlusOutlined, SendOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Alert, App, Button, Checkbox, Form, Input, Skeleton, Switch, Tag, Typography } from 'antd';
import { useId, useMemo, useState } from 'react';
import {
  useCreateWebhookEndpointMutation,
  useDeleteWebhookEndpointMutation,
  useLazyGetWebhookSecretQuery,
  useListWebhookEndpointsQuery,
  useListWebhookEventTypesQuery,
  useSendWebhookTestEventMutation,
  useUpdateWebhookEndpointMutation,
} from '../../api';
import type { CreateWebhookEndpointDto, WebhookEndpointDto } from '../../api';
import { errorMessage } from '../../shared/errors';
import { formatDateTime } from '../../shared/format/date';
import { RetryAlert } from '../../shared/RetryAlert';
import { Card } from '../../shared/ui/Card';
import { useConfirmedAction } from '../../shared/useConfirmedAction';
import { WebhookDeliveryLog } from './WebhookDeliveryLog';
import './webhooks.css';

export const WEBHOOKS_CARD_TITLE = 'Webhooky';
/** At most this many endpoints per account (the server's rule; the button hides past it). */
const ENDPOINTS_MAX = 5;

/**
 * Webhooks (issue 50) in the account settings of providers and admins: the endpoints with their events, a switch, the
 * signing secret on demand, "Poslat testovací událost", the delivery log with "Znovu odeslat", removal after a
 * confirmation, and the form to add one (URL and events by their Czech labels).
 */
export function WebhooksCard() {
  const titleId = useId();
  const endpoints = useListWebhookEndpointsQuery();
  const types = useListWebhookEventTypesQuery();
  const labels = useMemo(() => new Map((types.data ?? []).map((type) => [type.type as string, type.label])), [types.data]);
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);
  const count = endpoints.data?.length ?? 0;

  return (
    <Card className="webhooks-card" title={<h2 id={titleId} className="webhooks-card__title">{WEBHOOKS_CARD_TITLE}</h2>}>
      <section aria-labelledby={titleId}>
        <p className="webhooks-card__lead">
          Svatby pošlou na vaši adresu (např. do CRM nebo rezervačního systému) podepsané volání HTTP POST, když se stane vybraná událost: nová
          poptávka ve vašem oboru, přijatá nabídka, zpráva, rezervace. Podpis ověříte tajným klíčem webhooku (návod najdete v dokumentaci API).
        </p>
        {created && (
          <Alert
            type="success"
            showIcon
            closable={{ onClose: () => setCreated(null) }}
            className="webhooks-card__alert"
            title="Webhook byl přidán"
            description={
              <>
                <p>Tajný klíč pro ověření podpisu (zobrazíte ho i později tlačítkem „Zobrazit tajný klíč“):</p>
                <Typography.Text code copyable={{ text: created.secret, tooltips: ['Zkopírovat', 'Zkopírováno'] }} className="webhooks-card__secret">
                  {created.secret}
                </Typography.Text>
              </>
            }
          />
        )}
        {endpoints.isError && !endpoints.data ? (
          <RetryAlert
            title="Webhooky se nepodařilo načíst"
            error={endpoints.error}
            onRetry={() => endpoints.refetch()}
            retrying={endpoints.isFetching}
            small
          />
        ) : !endpoints.data ? (
          <Skeleton active title={false} paragraph={{ rows: 2 }} />
        ) : endpoints.data.length === 0 ? (
          <p className="webhooks-card__empty">Zatím nemáte žádný webhook.</p>
        ) : (
          <ul className="webhooks-card__list" aria-label="Vaše webhooky">
            {endpoints.data.map((endpoint) => (
              <WebhookEndpointItem key={endpoint.id} endpoint={endpoint} labels={labels} />
            ))}
          </ul>
        )}
        {adding ? (
          <AddWebhookForm
            types={types.data ?? []}
            typesLoading={types.isLoading}
            onDone={(added) => {
              setAdding(false);
              if (added) setCreated(added);
            }}
          />
        ) : (
          endpoints.data &&
          count < ENDPOINTS_MAX && (
            <Button icon={<PlusOutlined aria-hidden="true" />} onClick={() => setAdding(true)} className="webhooks-card__add">
              Přidat webhook
            </Button>
          )
        )}
        {endpoints.data && count >= ENDPOINTS_MAX && <p className="webhooks-card__note">Webhooků může být nejvýše {ENDPOINTS_MAX}.</p>}
      </section>
    </Card>
  );
}

interface AddWebhookFormProps {
  types: Array<{ type: string; label: string }>;
  typesLoading: boolean;
  onDone: (created: { url: string; secret: string } | null) => void;
}

function AddWebhookForm({ types, typesLoading, onDone }: AddWebhookFormProps) {
  const [form] = Form.useForm<CreateWebhookEndpointDto>();
  const [create, creating] = useCreateWebhookEndpointMutation();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (values: CreateWebhookEndpointDto) => {
    setProblem(null);
    try {
      const body: CreateWebhookEndpointDto = { url: values.url.trim(), events: values.events, ...(values.description?.trim() ? { description: values.description.trim() } : {}) };
      const added = await create({ createWebhookEndpointDto: body }).unwrap();
      onDone({ url: added.url, secret: added.secret });
    } catch (error) {
      setProblem(errorMessage(error, 'Webhook se nepodařilo přidat. Zkuste to prosím znovu.'));
    }
  };

  return (
    <Form form={form} layout="vertical" className="webhooks-form" onFinish={(values) => void submit(values)} aria-label="Nový webhook">
      <Form.Item
        name="url"
        label="Adresa (URL)"
        rules={[
          { required: true, message: 'Zadejte adresu webhooku' },
          { pattern: /^https?:\/\/\S+$/i, message: 'Adresa webhooku musí začínat https://' },
        ]}
      >
        <Input placeholder="https://crm.example.cz/svatby/webhook" inputMode="url" autoComplete="off" />
      </Form.Item>
      <Form.Item name="events" label="Události" rules={[{ required: true, type: 'array', min: 1, message: 'Vyberte alespoň jednu událost' }]}>
        {typesLoading ? (
          <Skeleton active title={false} paragraph={{ rows: 2 }} />
        ) : (
          <Checkbox.Group className="webhooks-form__events" options={types.map((type) => ({ value: type.type, label: type.label }))} />
        )}
      </Form.Item>
      <Form.Item name="description" label="Popis (nepovinný)" rules={[{ max: 200, message: 'Popis může mít nejvýše 200 znaků' }]}>
        <Input placeholder="Napojení na naše CRM" />
      </Form.Item>
      {problem && <Alert type="error" showIcon className="webhooks-card__alert" title={problem} />}
      <div className="webhooks-form__actions">
        <Button type="primary" htmlType="submit" loading={creating.isLoading}>
          Uložit webhook
        </Button>
        <Button onClick={() => onDone(null)}>Zrušit</Button>
      </div>
    </Form>
  );
}

interface WebhookEndpointItemProps {
  endpoint: WebhookEndpointDto;
  labels: Map<string, string>;
}

function WebhookEndpointItem({ endpoint, labels }: WebhookEndpointItemProps) {
  const { notification } = App.useApp();
  const confirm = useConfirmedAction();
  const switchId = useId();
  const [update, updating] = useUpdateWebhookEndpointMutation();
  const [remove] = useDeleteWebhookEndpointMutation();
  const [sendTest, testing] = useSendWebhookTestEventMutation();
  const [loadSecret, secret] = useLazyGetWebhookSecretQuery();
  const [showSecret, setShowSecret] = useState(false);
  const [showLog, setShowLog] = useState(false);

  const toggle = async (enabled: boolean) => {
    try {
      await update({ id: endpoint.id, updateWebhookEndpointDto: { enabled } }).unwrap();
    } catch (error) {
      notification.error({ title: enabled ? 'Webhook se nepodařilo zapnout' : 'Webhook se nepodařilo vypnout', description: errorMessage(error, 'Zkuste to prosím znovu.') });
    }
  };

  const test = async () => {
    try {
      await sendTest({ id: endpoint.id }).unwrap();
      setShowLog(true);
      notification.success({ title: 'Testovací událost odeslána', description: 'Výsledek uvidíte za pár sekund v přehledu doručení.' });
    } catch (error) {
      notification.error({ title: 'Testovací událost se nepodařilo odeslat', description: errorMessage(error, 'Zkuste to prosím znovu.') });
    }
  };

  const reveal = async () => {
    if (showSecret) return setShowSecret(false);
    setShowSecret(true);
    await loadSecret({ id: endpoint.id });
  };

  const disabledNote =
    endpoint.disabledReason === 'failures'
      ? `Vypnuto ${endpoint.disabledAt ? formatDateTime(endpoint.disabledAt) : ''} po opakovaných chybách doručení. Opravte adresu a webhook znovu zapněte.`
      : null;

  return (
    <li className="webhook-item">
      <div className="webhook-item__head">
        <div className="webhook-item__text">
          <strong className="webhook-item__url">
            <ApiOutlined aria-hidden="true" /> {endpoint.url}
          </strong>
          {endpoint.description && <span className="webhook-item__description">{endpoint.description}</span>}
          <span className="webhook-item__events">
            {endpoint.events.map((type) => (
              <Tag key={type} title={type}>
                {labels.get(type) ?? type}
              </Tag>
            ))}
          </span>
        </div>
        <div className="webhook-item__toggle">
          <Switch id={switchId} checked={endpoint.enabled} loading={updating.isLoading} onChange={(on) => void toggle(on)} />
          <label htmlFor={switchId}>{endpoint.enabled ? 'Zapnuto' : 'Vypnuto'}</label>
        </div>
      </div>
      {disabledNote && <Alert type="warning" showIcon className="webhooks-card__alert" title={disabledNote} />}
      {showSecret && (
        <div className="webhook-item__secret" aria-live="polite">
          {secret.isError ? (
            <Alert type="error" showIcon title={errorMessage(secret.error, 'Tajný klíč se nepodařilo načíst')} />
          ) : secret.data && secret.originalArgs?.id === endpoint.id ? (
            <>
              <span>Tajný klíč: </span>
              <Typography.Text code copyable={{ text: secret.data.secret, tooltips: ['Zkopírovat', 'Zkopírováno'] }}>
                {secret.data.secret}
              </Typography.Text>
            </>
          ) : (
            <Skeleton active title={false} paragraph={{ rows: 1 }} />
          )}
        </div>
      )}
      <div className="webhook-item__actions">
        <Button
          size="small"
          icon={<SendOutlined aria-hidden="true" />}
          disabled={!endpoint.enabled}
          loading={testing.isLoading}
          onClick={() => void test()}
        >
          Poslat testovací událost
        </Button>
        <Button size="small" icon={<UnorderedListOutlined aria-hidden="true" />} aria-expanded={showLog} onClick={() => setShowLog(!showLog)}>
          {showLog ? 'Skrýt doručení' : 'Doručení'}
        </Button>
        <Button size="small" icon={<EyeOutlined aria-hidden="true" />} aria-expanded={showSecret} onClick={() => void reveal()}>
          {showSecret ? 'Skrýt tajný klíč' : 'Zobrazit tajný klíč'}
        </Button>
        <Button
          size="small"
          danger
          icon={<DeleteOutlined aria-hidden="true" />}
          aria-haspopup="dialog"
          aria-label={`Odebrat webhook ${endpoint.url}`}
          onClick={() =>
            confirm({
              title: `Odebrat webhook ${endpoint.url}?`,
              content: 'Na adresu už nic nepošleme a přehled jeho doručení se smaže.',
              okText: 'Odebrat',
              run: () => remove({ id: endpoint.id }).unwrap(),
              done: 'Webhook byl odebrán',
              failed: 'Webhook se nepodařilo odebrat',
            })
          }
        >
          Odebrat
        </Button>
      </div>
      {showLog && <WebhookDeliveryLog endpointId={endpoint.id} url={endpoint.url} labels={labels} enabled={endpoint.enabled} />}
    </li>
  );
}

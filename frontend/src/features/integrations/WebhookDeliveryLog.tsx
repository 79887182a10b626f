import { ReloadOutlined, SendOutlined } from '@ant-design/icons';
import { App, Button, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useListWebhookDeliveriesQuery, useResendWebhookDeliveryMutation } from '../../api';
import type { WebhookDeliveryDto } from '../../api';
import { errorMessage } from '../../shared/errors';
import { formatDateTime } from '../../shared/format/date';
import { RetryAlert } from '../../shared/RetryAlert';
import { deliveryStateLabel, formatDuration, TEST_EVENT_LABEL } from './webhookLabels';

const PAGE_SIZE = 10;
/** While a delivery is pending, the log is asked again this often (the sending is queued on the server). */
const PENDING_POLL_MS = 3000;

const STATE_COLORS = { succeeded: 'success', failed: 'error', pending: 'processing' } as const;

export interface WebhookDeliveryLogProps {
  endpointId: number;
  url: string;
  /** The event types' Czech labels. */
  labels: Map<string, string>;
  /** Resending needs the endpoint switched on. */
  enabled: boolean;
}

/**
 * One endpoint's delivery log ("Doručení"), newest first, a page at a time from the server: time, event, state, status
 * code, duration and the start of the receiver's answer, with "Znovu odeslat" per delivery.
 */
export function WebhookDeliveryLog({ endpointId, url, labels, enabled }: WebhookDeliveryLogProps) {
  const { notification } = App.useApp();
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState(false);
  const log = useListWebhookDeliveriesQuery({ id: endpointId, page, pageSize: PAGE_SIZE }, { pollingInterval: pending ? PENDING_POLL_MS : 0 });
  const [resend, resending] = useResendWebhookDeliveryMutation();
  const items = log.data?.items;
  const anyPending = items?.some((item) => item.state === 'pending') ?? false;
  if (anyPending !== pending) setPending(anyPending);

  const again = async (delivery: WebhookDeliveryDto) => {
    try {
      await resend({ id: endpointId, deliveryId: delivery.id }).unwrap();
      setPage(1);
      notification.success({ title: 'Událost byla znovu zařazena k odeslání' });
    } catch (error) {
      notification.error({ title: 'Událost se nepodařilo znovu odeslat', description: errorMessage(error, 'Zkuste to prosím znovu.') });
    }
  };

  const columns: TableColumnsType<WebhookDeliveryDto> = [
    { title: 'Čas', dataIndex: 'createdAt', key: 'time', render: (value: string) => formatDateTime(value) },
    {
      title: 'Událost',
      dataIndex: 'eventType',
      key: 'event',
      render: (type: string) => (
        <span title={type}>{type === 'ping' ? TEST_EVENT_LABEL : (labels.get(type) ?? type)}</span>
      ),
    },
    {
      title: 'Stav',
      key: 'state',
      render: (_: unknown, delivery) => (
        <Tag color={STATE_COLORS[delivery.state]}>
          {deliveryStateLabel(delivery)}
          {delivery.attempts > 1 ? ` (${delivery.attempts}×)` : ''}
        </Tag>
      ),
    },
    { title: 'Kód', dataIndex: 'lastStatusCode', key: 'status', render: (code: number | null) => code ?? '–' },
    { title: 'Doba', dataIndex: 'lastDurationMs', key: 'duration', render: (ms: number | null) => formatDuration(ms) },
    {
      title: 'Odpověď',
      key: 'answer',
      render: (_: unknown, delivery) => (
        <span className="webhook-log__excerpt">{delivery.lastError ?? delivery.responseExcerpt ?? '–'}</span>
      ),
    },
    {
      title: <span className="sr-only">Akce</span>,
      key: 'actions',
      render: (_: unknown, delivery) => (
        <Button
          size="small"
          icon={<SendOutlined aria-hidden="true" />}
          disabled={!enabled}
          loading={resending.isLoading && resending.originalArgs?.deliveryId === delivery.id}
          onClick={() => void again(delivery)}
          aria-label={`Znovu odeslat událost z ${formatDateTime(delivery.createdAt)}`}
        >
          Znovu odeslat
        </Button>
      ),
    },
  ];

  return (
    <section className="webhook-log" aria-label={`Doručení na ${url}`}>
      <div className="webhook-log__head">
        <h4 className="webhook-log__title">Doručení</h4>
        <Button size="small" icon={<ReloadOutlined aria-hidden="true" />} loading={log.isFetching} onClick={() => void log.refetch()}>
          Obnovit
        </Button>
      </div>
      {log.isError && !log.data ? (
        <RetryAlert title="Doručení se nepodařilo načíst" error={log.error} onRetry={() => log.refetch()} retrying={log.isFetching} small />
      ) : (
        <Table<WebhookDeliveryDto>
          size="small"
          rowKey="id"
          columns={columns}
          dataSource={items ?? []}
          loading={!log.data}
          scroll={{ x: true }}
          locale={{ emptyText: 'Zatím žádná doručení. Pošlete testovací událost.' }}
          pagination={
            (log.data?.total ?? 0) > PAGE_SIZE
              ? { current: page, pageSize: PAGE_SIZE, total: log.data?.total ?? 0, onChange: setPage, showSizeChanger: false }
              : false
          }
        />
      )}
    </section>
  );
}

import { CheckCircleOutlined, ReloadOutlined, SaveOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Radio, Select, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useRequestsExtendManagedMutation, useRequestsManagedQuery, useRequestsUpdateManagedMutation } from '../../../api';
import type { ServiceRequestDto, UpdateManagedRequestDto } from '../../../api';
import { budgetChoiceOf, BUDGET_CHOICE_OPTIONS } from '../../../shared/budget';
import { errorMessage } from '../../../shared/errors';
import { paths } from '../../../shared/paths';
import { WeddingDateFields } from '../../../shared/WeddingDateFields';
import { RequestCard, useCategoryLookup } from '../list/RequestCard';
import { RequestStatusBadge } from '../list/RequestStatusBadge';
import { CLOSE_REASONS } from '../list/requestStatus';
import type { ClosedStatus } from '../list/requestStatus';
import { ConversationThread } from '../../conversations';
import { ManagedRequestOffers } from '../../offers';
import { CoupleBookings } from '../../bookings';

interface EditValues {
  weddingDate: Dayjs | null;
  noDateSelected: boolean;
  services: string[];
  budget?: string;
  description: string;
}

/**
 * /poptavka/sprava?token=…: the couple's own request through the manage link from the e-mail,
 * without an account: the offers (compare, accept, decline, the conversation with each provider),
 * edit the wishes, close it with a reason, reopen it.
 */
export function ManageRequest({ token, failure }: { token: string; failure: (message: string) => ReactElement }) {
  const query = useRequestsManagedQuery({ token });
  if (query.isError) return failure(errorMessage(query.error, 'Zkuste to prosím znovu.'));
  if (!query.data) {
    return (
      <div className="request-link__pending" role="status">
        <Spin />
        <span>Načítání poptávky…</span>
      </div>
    );
  }
  return <ManageForm token={token} request={query.data} />;
}

function ManageForm({ token, request }: { token: string; request: ServiceRequestDto }) {
  const { notification } = App.useApp();
  const [update, { isLoading: updating }] = useRequestsUpdateManagedMutation();
  const [extend, { isLoading: extending }] = useRequestsExtendManagedMutation();
  const isLoading = updating || extending;
  // The reminder's 'Prodloužit' link: the page asks, the click extends.
  const [params] = useSearchParams();
  const extendAsked = params.get('prodlouzit') === '1';
  const categories = useCategoryLookup();
  const [form] = Form.useForm<EditValues>();
  const [reason, setReason] = useState<ClosedStatus>('fulfilled');
  const open = request.status === 'active';
  // An offer accepted: the request can still be edited, but it is settled: neither closed nor
  // reopened here ('Co dál' above says what comes next).
  const booked = request.status === 'booked';
  const closable = open;
  const expired = request.status === 'expired';
  const extendable = !request.weddingDate && (open || expired);

  const send = async (changes: Omit<UpdateManagedRequestDto, 'token'>) => {
    try {
      const answer = await update({ updateManagedRequestDto: { token, ...changes } }).unwrap();
      notification.success({ title: answer.message });
    } catch (error) {
      notification.error({ title: 'Poptávku se nepodařilo uložit', description: errorMessage(error, 'Zkuste to prosím znovu.') });
    }
  };

  const prolong = async () => {
    try {
      const answer = await extend({ requestLinkTokenDto: { token } }).unwrap();
      notification.success({ title: answer.message });
    } catch (error) {
      notification.error({ title: 'Poptávku se nepodařilo prodloužit', description: errorMessage(error, 'Zkuste to prosím znovu.') });
    }
  };

  const save = (values: EditValues) =>
    send({
      noDateSelected: values.noDateSelected || !values.weddingDate,
      ...(values.weddingDate && !values.noDateSelected ? { weddingDate: values.weddingDate.format('YYYY-MM-DD') } : {}),
      services: values.services,
      description: values.description.trim(),
      ...(values.budget ? { budget: values.budget } : {}),
    });

  return (
    <>
      <Typography.Title level={1} className="request-link__title">
        Správa poptávky
      </Typography.Title>
      <div className="request-link__status">
        <span>Stav:</span> <RequestStatusBadge status={request.status} />
      </div>
      <RequestCard request={request} headingLevel={2} categories={categories} className="request-link__request" />

      {request.status !== 'unconfirmed' && <CoupleBookings token={token} requestId={request.id} headingLevel={2} />}

      {request.status !== 'unconfirmed' && (
        <ManagedRequestOffers
          token={token}
          request={request}
          renderThread={(offer) => <ConversationThread conversationId={offer.conversationId} token={token} headingLevel={4} />}
        />
      )}

      {extendable && (
        <section
          aria-labelledby="manage-extend-title"
          className={`request-link__section${extendAsked || expired ? ' request-link__section--asked' : ''}`}
        >
          <h2 id="manage-extend-title" className="request-link__heading">
            Prodloužit poptávku
          </h2>
          <p>
            {expired
              ? 'Poptávka bez data svatby vypršela a v seznamu poptávek se už nezobrazuje. Pokud ještě hledáte, prodlužte ji.'
              : 'Poptávka bez data svatby zůstává v seznamu 180 dní. Pokud ještě hledáte, prodlužte ji o dalších 180 dní.'}
          </p>
          <div className="request-link__actions">
            <Button type={extendAsked || expired ? 'primary' : 'default'} loading={extending} onClick={() => void prolong()}>
              Prodloužit o 180 dní
            </Button>
          </div>
        </section>
      )}

      {expired ? (
        !extendable && <p className="request-link__note">Poptávka po datu svatby vypršela a už ji nelze upravit.</p>
      ) : (
        <>
          <section aria-labelledby="manage-edit-title" className="request-link__section">
            <h2 id="manage-edit-title" className="request-link__heading">
              Upravit poptávku
            </h2>
            <Form<EditValues>
              form={form}
              layout="vertical"
              requiredMark={false}
              disabled={isLoading}
              initialValues={{
                weddingDate: request.weddingDate ? dayjs(request.weddingDate) : null,
                noDateSelected: !request.weddingDate,
                services: request.services,
                budget: budgetChoiceOf(request.budget),
                description: request.description,
              }}
              onFinish={(values) => void save(values)}
            >
              <WeddingDateFields form={form} />
              <Form.Item name="services" label="Služby" rules={[{ required: true, message: 'Vyberte alespoň jednu službu' }]}>
                <Select
                  mode="multiple"
                  optionFilterProp="label"
                  options={[...categories.names].map(([value, label]) => ({ value, label }))}
                  placeholder="Vyberte služby"
                />
              </Form.Item>
              <Form.Item name="budget" label="Rozpočet" extra={budgetChoiceOf(request.budget) ? undefined : `Nyní: ${request.budget}`}>
                <Select placeholder="Zvolte rozpočet" options={BUDGET_CHOICE_OPTIONS} />
              </Form.Item>
              <Form.Item name="description" label="Popis" rules={[{ max: 5000, message: 'Popis může mít nejvýše 5000 znaků' }]}>
                <Input.TextArea rows={5} maxLength={5000} />
              </Form.Item>
              <Button type="primary" htmlType="submit" icon={<SaveOutlined aria-hidden="true" />} loading={isLoading}>
                Uložit změny
              </Button>
            </Form>
          </section>

          {!booked && (
            <section aria-labelledby="manage-status-title" className="request-link__section">
              <h2 id="manage-status-title" className="request-link__heading">
                {closable ? 'Uzavřít poptávku' : 'Znovu otevřít poptávku'}
              </h2>
              {closable ? (
                <>
                  <p>Našli jste, co jste hledali, nebo už poptávka neplatí? Uzavřená poptávka zmizí ze seznamu poptávek.</p>
                  <Radio.Group
                    aria-label="Důvod uzavření"
                    value={reason}
                    onChange={(event) => setReason(event.target.value as ClosedStatus)}
                    options={CLOSE_REASONS}
                  />
                  <div className="request-link__actions">
                    <Button icon={<CheckCircleOutlined aria-hidden="true" />} loading={isLoading} onClick={() => void send({ status: reason })}>
                      Uzavřít poptávku
                    </Button>
                  </div>
                </>
              ) : (
                <>
                  <p>Poptávka je uzavřená a v seznamu poptávek se nezobrazuje. Pokud ještě hledáte, otevřete ji znovu.</p>
                  <Button icon={<ReloadOutlined aria-hidden="true" />} loading={isLoading} onClick={() => void send({ status: 'active' })}>
                    Znovu otevřít
                  </Button>
                </>
              )}
            </section>
          )}
        </>
      )}

      {/* The wedding plan (issue 46) wants an account; the requests sent with this e-mail join it. */}
      <section aria-labelledby="manage-plan-title" className="request-link__section">
        <h2 id="manage-plan-title" className="request-link__heading">
          Uložte si svatební plán
        </h2>
        <p>Úkoly seřazené podle data svatby, rozpočet a seznam hostů na jednom místě, zdarma a s partnerem.</p>
        <Link to={paths.plan} className="plain-btn">
          Otevřít svatební plán
        </Link>
      </section>
    </>
  );
}

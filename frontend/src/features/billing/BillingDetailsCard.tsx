import CloudDownloadOutlined from '@ant-design/icons/es/icons/CloudDownloadOutlined';
import SaveOutlined from '@ant-design/icons/es/icons/SaveOutlined';
import { Alert, App, Button, Form, Input, Skeleton, Switch } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useGetBillingDetailsQuery, useLazyLookupAresQuery, useUpdateBillingDetailsMutation } from '../../api';
import { errorMessage } from '../../shared/errors';
import { normalizeIco } from '../../shared/ico';
import { RetryAlert } from '../../shared/RetryAlert';
import { Card } from '../../shared/ui/Card';
import {
  aresFields,
  BILLING_DETAILS_ANCHOR,
  BILLING_LIMITS,
  BILLING_TEXTS,
  billingFormValues,
  dicProblem,
  FIELD_MESSAGES,
  icoProblem,
  POSTAL_CODE_PATTERN,
  toBillingDto,
} from './billingModel';
import type { BillingFormValues } from './billingModel';
import './billing.css';

/** What the last ARES lookup said under the IČO field. */
type AresNotice = { kind: 'success' | 'error'; text: string } | null;

/**
 * 'Fakturační údaje' in the provider's profile settings (issue 47): the buyer printed on the next invoices (company,
 * address, IČO with its check digit verified here before the server verifies it again, DIČ, VAT payer). With ARES
 * reachable ('aresAvailable'), 'Načíst z ARES' fills the company and address by IČO; its Czech error (not found,
 * unavailable) shows under the field and the form stays for manual entry. An issued invoice keeps its snapshot.
 */
export function BillingDetailsCard() {
  const { notification } = App.useApp();
  const [form] = Form.useForm<BillingFormValues>();
  // Asked again on every visit: the cache may hold another account's details from earlier in this tab.
  const details = useGetBillingDetailsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [update, updating] = useUpdateBillingDetailsMutation();
  const [lookup, lookingUp] = useLazyLookupAresQuery();
  const [aresNotice, setAresNotice] = useState<AresNotice>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  const noteId = useId();
  const vatPayer = Form.useWatch('vatPayer', form) ?? false;

  // The saved details (first load, after a save) become the form's values.
  useEffect(() => {
    if (details.data) form.setFieldsValue(billingFormValues(details.data));
  }, [form, details.data]);

  const fillFromAres = async () => {
    setAresNotice(null);
    const ico = normalizeIco(form.getFieldValue('ico') ?? '');
    const problem = ico ? icoProblem(ico) : FIELD_MESSAGES.icoForAres;
    if (problem) {
      form.setFields([{ name: 'ico', errors: [problem] }]);
      form.focusField('ico');
      return;
    }
    try {
      const company = await lookup({ ico }).unwrap();
      form.setFieldsValue(aresFields(company));
      // The filled fields lose any error they showed before.
      void form.validateFields(['companyName', 'street', 'city', 'postalCode', 'ico', 'dic']).catch(() => undefined);
      setAresNotice({ kind: 'success', text: BILLING_TEXTS.aresFilled });
    } catch (error) {
      setAresNotice({ kind: 'error', text: errorMessage(error, BILLING_TEXTS.aresFailed) });
    }
  };

  const save = async (values: BillingFormValues) => {
    setFailure(null);
    try {
      const saved = await update({ updateBillingDetailsDto: toBillingDto(values) }).unwrap();
      form.setFieldsValue(billingFormValues(saved));
      notification.success({ title: BILLING_TEXTS.saved, description: BILLING_TEXTS.nextInvoiceNote });
    } catch (error) {
      setFailure(errorMessage(error, 'Zkuste to prosím znovu.'));
    }
  };

  const saving = updating.isLoading;
  return (
    <Card
      id={BILLING_DETAILS_ANCHOR}
      className="workspace-card profile-card billing-details"
      role="region"
      aria-labelledby={titleId}
      title={
        <h2 id={titleId} className="profile-card__title billing-details__title">
          {BILLING_TEXTS.detailsTitle}
        </h2>
      }
    >
      <p className="billing-details__lead">{BILLING_TEXTS.detailsLead}</p>
      {details.isLoading ? (
        <div aria-busy="true">
          <p className="sr-only" role="status">
            Načítání fakturačních údajů…
          </p>
          <Skeleton active title={false} paragraph={{ rows: 6 }} />
        </div>
      ) : !details.data ? (
        <RetryAlert
          title={BILLING_TEXTS.loadFailed}
          error={details.error}
          onRetry={() => details.refetch()}
          retrying={details.isFetching}
          small
        />
      ) : (
        <Form<BillingFormValues>
          form={form}
          name="billingDetails"
          aria-label={BILLING_TEXTS.detailsTitle}
          layout="vertical"
          noValidate
          disabled={saving}
          initialValues={billingFormValues(details.data)}
          onFinish={(values) => void save(values)}
          className="billing-details__form"
        >
          {!details.data.complete && <Alert type="info" showIcon role="status" title={BILLING_TEXTS.incomplete} className="billing-details__notice" />}
          <div className="billing-details__ico">
            <Form.Item
              name="ico"
              label="IČO"
              validateTrigger="onBlur"
              rules={[{ validator: (_, value: string | undefined) => (icoProblem(value) ? Promise.reject(new Error(icoProblem(value)!)) : Promise.resolve()) }]}
              className="billing-details__ico-field"
            >
              <Input inputMode="numeric" autoComplete="off" maxLength={12} placeholder="např. 27082440" />
            </Form.Item>
            {details.data.aresAvailable && (
              <Button
                className="billing-details__ares"
                icon={<CloudDownloadOutlined aria-hidden="true" />}
                loading={lookingUp.isFetching}
                onClick={() => void fillFromAres()}
              >
                {BILLING_TEXTS.aresButton}
              </Button>
            )}
          </div>
          {aresNotice && (
            <Alert
              type={aresNotice.kind}
              showIcon
              role={aresNotice.kind === 'error' ? 'alert' : 'status'}
              title={aresNotice.text}
              className="billing-details__notice"
            />
          )}
          <Form.Item
            name="companyName"
            label={BILLING_TEXTS.companyLabel}
            required
            rules={[{ required: true, whitespace: true, message: FIELD_MESSAGES.companyName }]}
          >
            <Input autoComplete="organization" maxLength={BILLING_LIMITS.companyName} />
          </Form.Item>
          <Form.Item name="street" label="Ulice a číslo" required rules={[{ required: true, whitespace: true, message: FIELD_MESSAGES.street }]}>
            <Input autoComplete="street-address" maxLength={BILLING_LIMITS.street} />
          </Form.Item>
          <div className="billing-details__row">
            <Form.Item name="city" label="Obec" required rules={[{ required: true, whitespace: true, message: FIELD_MESSAGES.city }]}>
              <Input autoComplete="address-level2" maxLength={BILLING_LIMITS.city} />
            </Form.Item>
            <Form.Item
              name="postalCode"
              label="PSČ"
              required
              validateTrigger="onBlur"
              rules={[
                { required: true, whitespace: true, message: FIELD_MESSAGES.postalCode },
                { pattern: POSTAL_CODE_PATTERN, message: FIELD_MESSAGES.postalCode, transform: (value: string) => value?.trim() },
              ]}
            >
              <Input inputMode="numeric" autoComplete="postal-code" maxLength={6} placeholder="110 00" />
            </Form.Item>
          </div>
          <Form.Item name="vatPayer" label={BILLING_TEXTS.vatPayer} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item
            name="dic"
            label="DIČ"
            required={vatPayer}
            dependencies={['vatPayer']}
            validateTrigger="onBlur"
            extra="Ve tvaru CZ a 8–10 číslic, např. CZ27082440."
            rules={[
              ({ getFieldValue }) => ({
                validator: (_, value: string | undefined) => {
                  const problem = dicProblem(value, Boolean(getFieldValue('vatPayer')));
                  return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
                },
              }),
            ]}
          >
            <Input autoComplete="off" spellCheck={false} maxLength={14} placeholder="CZ12345678" />
          </Form.Item>
          <p id={noteId} className="billing-details__hint">
            {BILLING_TEXTS.nextInvoiceNote} Vystavené faktury se nemění.
          </p>
          {failure && (
            <Alert type="error" showIcon role="alert" title={BILLING_TEXTS.saveFailed} description={failure} className="billing-details__notice" />
          )}
          <Button type="primary" htmlType="submit" icon={<SaveOutlined aria-hidden="true" />} loading={saving} aria-describedby={noteId}>
            {BILLING_TEXTS.save}
          </Button>
        </Form>
      )}
    </Card>
  );
}

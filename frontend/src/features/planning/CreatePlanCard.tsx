import { App, Button, Form } from 'antd';
import { useCreatePlanMutation } from '../../api';
import type { PlanPrefillDto } from '../../api';
import { errorMessage } from '../../shared/errors';
import { Card } from '../../shared/ui/Card';
import { PlanFields, planFormValues, planPayload } from './PlanFields';
import type { PlanFormValues } from './PlanFields';

export const CREATE_TITLE = 'Založte si svatební plán';

/**
 * A couple without a plan: what it gives and the wedding's facts, prefilled from their latest request (names, date,
 * place), to start it. The checklist's ~40 tasks are made with it.
 */
export function CreatePlanCard({ prefill }: { prefill: PlanPrefillDto }) {
  const { notification } = App.useApp();
  const [form] = Form.useForm<PlanFormValues>();
  const [create, { isLoading }] = useCreatePlanMutation();
  const prefilled = Boolean(prefill.coupleNames || prefill.weddingDate || prefill.locationId);

  const submit = async (values: PlanFormValues) => {
    try {
      await create({ createPlanDto: planPayload(values) }).unwrap();
      notification.success({ title: 'Plán je založený', description: 'Úkoly jsme seřadili podle data svatby.' });
    } catch (error) {
      notification.error({ title: 'Plán se nepodařilo založit', description: errorMessage(error, 'Zkuste to prosím znovu.') });
    }
  };

  return (
    <Card className="plan-card plan-create" title={<h2 className="plan-card__title">{CREATE_TITLE}</h2>}>
      <p>
        Úkoly seřazené podle data svatby, rozpočet, který se sám doplní z přijatých nabídek, a seznam hostů s odpověďmi na
        pozvánku. Plán můžete sdílet s partnerem nebo partnerkou.
      </p>
      {prefilled && <p className="plan-create__prefill">Údaje jsme předvyplnili z vaší poslední poptávky.</p>}
      <Form<PlanFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={isLoading}
        initialValues={planFormValues(prefill)}
        onFinish={(values) => void submit(values)}
        className="plan-form"
      >
        <PlanFields form={form} />
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Založit plán
        </Button>
      </Form>
    </Card>
  );
}

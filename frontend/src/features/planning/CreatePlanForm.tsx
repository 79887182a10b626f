import { App, Button, Form } from 'antd';
import { useCreatePlanMutation } from '../../api';
import type { PlanPrefillDto } from '../../api';
import { errorMessage } from '../../shared/errors';
import { PlanFields, planFormValues, planPayload } from './PlanFields';
import type { PlanFormValues } from './PlanFields';

/** The create card's form (antd's Form, date picker and place search), loaded with antd below the card's plain text. */
export default function CreatePlanForm({ prefill }: { prefill: PlanPrefillDto }) {
  const { notification } = App.useApp();
  const [form] = Form.useForm<PlanFormValues>();
  const [create, { isLoading }] = useCreatePlanMutation();

  const submit = async (values: PlanFormValues) => {
    try {
      await create({ createPlanDto: planPayload(values) }).unwrap();
      notification.success({ title: 'Plán je založený', description: 'Úkoly jsme seřadili podle data svatby.' });
    } catch (error) {
      notification.error({ title: 'Plán se nepodařilo založit', description: errorMessage(error, 'Zkuste to prosím znovu.') });
    }
  };

  return (
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
  );
}

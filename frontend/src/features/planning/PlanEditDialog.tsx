import { App, Form, Modal } from 'antd';
import { useUpdatePlanMutation } from '../../api';
import type { WeddingPlanDto } from '../../api';
import { errorMessage } from '../../shared/errors';
import { PlanFields, planFormValues, planPayload } from './PlanFields';
import type { PlanFormValues } from './PlanFields';

/** 'Upravit plán': names, date, place, guests and budget; saved for both partners. */
export function PlanEditDialog({ plan, open, onClose }: { plan: WeddingPlanDto; open: boolean; onClose: () => void }) {
  const { notification } = App.useApp();
  const [form] = Form.useForm<PlanFormValues>();
  const [update, { isLoading }] = useUpdatePlanMutation();

  const save = async (values: PlanFormValues) => {
    try {
      await update({ updatePlanDto: planPayload(values) }).unwrap();
      notification.success({ title: 'Plán byl uložen' });
      onClose();
    } catch (error) {
      notification.error({ title: 'Plán se nepodařilo uložit', description: errorMessage(error, 'Zkuste to prosím znovu.') });
    }
  };

  return (
    <Modal
      open={open}
      title="Upravit plán"
      okText="Uložit"
      cancelText="Zrušit"
      confirmLoading={isLoading}
      onOk={() => form.submit()}
      onCancel={onClose}
      // Each opening starts from the plan as it is now (the partner may have changed it).
      destroyOnHidden
    >
      <Form<PlanFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={isLoading}
        initialValues={planFormValues(plan)}
        onFinish={(values) => void save(values)}
        className="plan-form"
      >
        <PlanFields form={form} />
      </Form>
    </Modal>
  );
}

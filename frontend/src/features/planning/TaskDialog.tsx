import { App, DatePicker, Form, Input, InputNumber, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useCreatePlanTaskMutation } from '../../api';
import type { WeddingPlanDto } from '../../api';
import { errorMessage } from '../../shared/errors';

interface TaskFormValues {
  title: string;
  dueDate: Dayjs | null;
  monthsBefore: number | null;
  note: string;
  assigneeUserId: number;
}

const INITIAL: TaskFormValues = { title: '', dueDate: null, monthsBefore: null, note: '', assigneeUserId: 0 };

/** 'Přidat úkol': a custom task with an exact date or a number of months before the wedding (or neither). */
export function TaskDialog({ plan, open, onClose }: { plan: WeddingPlanDto; open: boolean; onClose: () => void }) {
  const { notification } = App.useApp();
  const [form] = Form.useForm<TaskFormValues>();
  const [create, { isLoading }] = useCreatePlanTaskMutation();

  const save = async (values: TaskFormValues) => {
    try {
      await create({
        createPlanTaskDto: {
          title: values.title.trim(),
          ...(values.dueDate ? { dueDate: values.dueDate.format('YYYY-MM-DD') } : {}),
          ...(!values.dueDate && values.monthsBefore !== null ? { monthsBefore: values.monthsBefore } : {}),
          ...(values.note.trim() ? { note: values.note.trim() } : {}),
          ...(values.assigneeUserId ? { assigneeUserId: values.assigneeUserId } : {}),
        },
      }).unwrap();
      notification.success({ title: 'Úkol byl přidán' });
      onClose();
    } catch (error) {
      notification.error({ title: 'Úkol se nepodařilo přidat', description: errorMessage(error, 'Zkuste to prosím znovu.') });
    }
  };

  return (
    <Modal
      open={open}
      title="Přidat úkol"
      okText="Přidat"
      cancelText="Zrušit"
      confirmLoading={isLoading}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<TaskFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={INITIAL}
        onFinish={(values) => void save(values)}
      >
        <Form.Item
          name="title"
          label="Úkol"
          rules={[
            { required: true, whitespace: true, message: 'Napište, co je potřeba udělat' },
            { max: 200, message: 'Úkol může mít nejvýše 200 znaků' },
          ]}
        >
          <Input maxLength={200} placeholder="např. Vyzvednout prstýnky" />
        </Form.Item>
        <div className="plan-form__pair">
          <Form.Item name="dueDate" label="Termín">
            <DatePicker format="D. M. YYYY" placeholder="Vyberte datum" className="plan-form__number" />
          </Form.Item>
          <Form.Item name="monthsBefore" label="Nebo měsíců před svatbou">
            <InputNumber min={0} max={24} precision={0} className="plan-form__number" />
          </Form.Item>
        </div>
        <Form.Item name="assigneeUserId" label="Kdo ho má na starosti">
          <Select
            options={[
              { value: 0, label: 'Nikdo' },
              ...plan.members.map((member) => ({ value: member.userId, label: member.isViewer ? `${member.name} (vy)` : member.name })),
            ]}
          />
        </Form.Item>
        <Form.Item name="note" label="Poznámka (nepovinné)">
          <Input.TextArea maxLength={1000} autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { Alert, App, Button, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useState } from 'react';
import { useCreateBudgetLineMutation, useUpdateBudgetLineMutation } from '../../api';
import type { BudgetLineDto } from '../../api';
import { errorMessage } from '../../shared/errors';
import {
  BUDGET_MAX_AMOUNT,
  BUDGET_TITLE_MAX,
  CUSTOM_KIND,
  createLineBody,
  lineFormValues,
  lineName,
  updateLineBody,
} from './budgetModel';
import type { BudgetLineFormValues } from './budgetModel';

export interface BudgetLineDialogProps {
  open: boolean;
  /** The line edited; null: a new one. */
  line: BudgetLineDto | null;
  /** The catalogue's categories (id → name). */
  names: ReadonlyMap<string, string>;
  /** Categories that have a line already (one line per category). */
  takenCategories: ReadonlySet<string>;
  onClose: () => void;
}

const amountRules = [{ type: 'number' as const, min: 0, max: BUDGET_MAX_AMOUNT, message: 'Zadejte částku od 0 do 100 000 000 Kč' }];

function AmountField({ name, label, extra }: { name: keyof BudgetLineFormValues; label: string; extra?: string }) {
  return (
    <Form.Item name={name} label={label} rules={amountRules} extra={extra}>
      <InputNumber<number>
        min={0}
        max={BUDGET_MAX_AMOUNT}
        precision={0}
        step={1000}
        inputMode="numeric"
        suffix="Kč"
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
}

/** Adds a line (a category's or a custom one) or edits one's amounts; a Svatby line's actual amount follows its offer. */
export function BudgetLineDialog({ open, line, names, takenCategories, onClose }: BudgetLineDialogProps) {
  const { notification } = App.useApp();
  const [form] = Form.useForm<BudgetLineFormValues>();
  const kind = Form.useWatch('kind', form);
  const [create, { isLoading: creating }] = useCreateBudgetLineMutation();
  const [update, { isLoading: updating }] = useUpdateBudgetLineMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const busy = creating || updating;
  const fromSvatby = line?.source === 'svatby';

  const kindOptions = [
    { value: CUSTOM_KIND, label: 'Vlastní položka' },
    ...[...names.entries()]
      .filter(([id]) => !takenCategories.has(id))
      .map(([id, name]) => ({ value: id, label: name }))
      .sort((a, b) => a.label.localeCompare(b.label, 'cs')),
  ];

  const submit = async (values: BudgetLineFormValues) => {
    setFailure(null);
    try {
      if (line) await update({ id: line.id, updateBudgetLineDto: updateLineBody(values, line) }).unwrap();
      else await create({ createBudgetLineDto: createLineBody(values) }).unwrap();
      notification.success({ title: line ? 'Položka byla uložena' : 'Položka byla přidána' });
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, 'Zkuste to prosím znovu.'));
    }
  };

  const custom = line ? !line.categoryId : kind === CUSTOM_KIND;
  return (
    <Modal
      open={open}
      onCancel={busy ? undefined : onClose}
      afterClose={() => setFailure(null)}
      destroyOnHidden
      footer={null}
      width={{ xs: '100%', sm: 520 }}
      title={<h2 className="budget-dialog__title">{line ? `Upravit: ${lineName(line, names)}` : 'Přidat položku rozpočtu'}</h2>}
    >
      <Form<BudgetLineFormValues>
        form={form}
        layout="vertical"
        requiredMark="optional"
        disabled={busy}
        initialValues={lineFormValues(line)}
        onFinish={(values) => void submit(values)}
      >
        {!line && (
          <Form.Item name="kind" label="Položka" required>
            <Select options={kindOptions} showSearch optionFilterProp="label" />
          </Form.Item>
        )}
        {custom && (
          <Form.Item
            name="title"
            label="Název položky"
            required
            rules={[
              { required: true, whitespace: true, message: 'Zadejte název položky' },
              { max: BUDGET_TITLE_MAX, message: `Název může mít nejvýše ${BUDGET_TITLE_MAX} znaků` },
            ]}
          >
            <Input maxLength={BUDGET_TITLE_MAX} placeholder="Např. Prstýnky" />
          </Form.Item>
        )}
        <AmountField name="planned" label="Plánovaná částka" />
        <AmountField
          name="actual"
          label="Skutečná částka"
          extra={fromSvatby ? 'Částku doplnila přijatá nabídka; změní se, až se změní nabídka nebo rezervace.' : undefined}
        />
        <AmountField name="paid" label="Zaplaceno" />
        {failure && <Alert type="error" showIcon role="alert" title="Položku se nepodařilo uložit" description={failure} />}
        <div className="budget-dialog__actions">
          <Button onClick={onClose} disabled={busy}>
            Zrušit
          </Button>
          <Button type="primary" htmlType="submit" loading={busy}>
            {line ? 'Uložit' : 'Přidat'}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}

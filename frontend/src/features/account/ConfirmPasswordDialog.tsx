import { Alert, Form, Input, Modal } from 'antd';
import { useAuthConfirmPasswordMutation } from '../../api';
import { errorMessage } from '../../shared/errors';

/** 'Potvrďte heslo' (useReauthentication): the password again, confirmed by POST /api/auth/confirm-password. */
export default function ConfirmPasswordDialog({ open, onSettle }: { open: boolean; onSettle: (confirmed: boolean) => void }) {
  const [form] = Form.useForm<{ password: string }>();
  const [confirm, { isLoading, error, reset }] = useAuthConfirmPasswordMutation();
  const submit = async ({ password }: { password: string }) => {
    try {
      await confirm({ confirmPasswordDto: { password } }).unwrap();
      onSettle(true);
    } catch {
      // Shown in the dialog (the wrong password's message).
    }
  };
  return (
    <Modal
      open={open}
      title="Potvrďte heslo"
      okText="Potvrdit"
      cancelText="Zrušit"
      confirmLoading={isLoading}
      onOk={() => form.submit()}
      onCancel={() => onSettle(false)}
      afterClose={() => {
        form.resetFields();
        reset();
      }}
      destroyOnHidden
    >
      <p>Z bezpečnostních důvodů znovu zadejte své heslo. Poté akci dokončíme.</p>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} noValidate>
        <Form.Item label="Heslo" name="password" rules={[{ required: true, message: 'Zadejte heslo' }]}>
          <Input.Password autoComplete="current-password" autoFocus />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={errorMessage(error, 'Heslo se nepodařilo ověřit.')} role="alert" />}
    </Modal>
  );
}

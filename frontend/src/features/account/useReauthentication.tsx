import { Alert, Form, Input, Modal } from 'antd';
import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useAuthConfirmPasswordMutation } from '../../api';
import { errorMessage } from '../../shared/errors';
import { isReauthenticationRequired, ReauthenticationCancelled } from '../../shared/reauthentication';


/**
 * Runs a sensitive action (a backup download, deleting a provider); when the server asks for the
 * password again, shows 'Potvrďte heslo', confirms it (POST /api/auth/confirm-password) and runs
 * the action once more. Render `dialog` somewhere in the component.
 */
export function useReauthentication(): { run: <T>(action: () => Promise<T>) => Promise<T>; dialog: ReactNode } {
  const [open, setOpen] = useState(false);
  const answer = useRef<((confirmed: boolean) => void) | null>(null);

  const ask = () =>
    new Promise<boolean>((resolve) => {
      answer.current = resolve;
      setOpen(true);
    });
  const settle = (confirmed: boolean) => {
    answer.current?.(confirmed);
    answer.current = null;
    setOpen(false);
  };

  const run = async <T,>(action: () => Promise<T>): Promise<T> => {
    try {
      return await action();
    } catch (error) {
      if (!isReauthenticationRequired(error)) throw error;
      if (!(await ask())) throw new ReauthenticationCancelled();
      return action();
    }
  };

  return { run, dialog: <ConfirmPasswordDialog open={open} onSettle={settle} /> };
}

function ConfirmPasswordDialog({ open, onSettle }: { open: boolean; onSettle: (confirmed: boolean) => void }) {
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

import { App, Button, Checkbox, Form, Input } from 'antd';
import { Card } from '../../shared/ui/Card';
import { useId } from 'react';
import { useAuthChangePasswordMutation, useListApiTokensQuery } from '../../api';
import { errorMessage } from '../../shared/errors';
import { useSession } from '../../shared/useSession';
import { confirmRules, minLengthRules, newPasswordRules } from '../auth';
import './accountSecurity.css';

interface ChangePasswordValues {
  currentPassword?: string;
  newPassword: string;
  confirmPassword: string;
  revokeApiTokens?: boolean;
}

export const CHANGE_PASSWORD_TITLE = 'Změna hesla';

/**
 * 'Změna hesla' on the account pages (the couple dashboard, /profile-settings): the current
 * password, then the new one twice. Other sessions end and the owner gets an e-mail. An account
 * that signs in through Google only sets its first password without a current one. A provider or an admin with active
 * API tokens (issue 50) is asked whether to revoke them too: a stolen password may have made some.
 */
export function ChangePasswordCard() {
  const { user, isProvider, isAdmin } = useSession();
  const tokens = useListApiTokensQuery(undefined, { skip: !isProvider && !isAdmin });
  const hasTokens = (tokens.data ?? []).some((token) => token.state === 'active');
  const { notification } = App.useApp();
  const [form] = Form.useForm<ChangePasswordValues>();
  const [changePassword, { isLoading }] = useAuthChangePasswordMutation();
  const hasPassword = user?.hasPassword ?? true;
  const titleId = useId();

  const onFinish = async (values: ChangePasswordValues) => {
    try {
      const result = await changePassword({
        changePasswordDto: values,
      }).unwrap();
      notification.success({
        title: 'Heslo bylo změněno',
        description: result.message,
      });
      form.resetFields();
    } catch (error) {
      notification.error({
        title: 'Heslo se nepodařilo změnit',
        description: errorMessage(error, 'Zkuste to prosím znovu.'),
      });
    }
  };

  return (
    <Card className="account-card" title={<h2 id={titleId} className="account-card__title">{hasPassword ? CHANGE_PASSWORD_TITLE : 'Nastavit heslo'}</h2>}>
      <section aria-labelledby={titleId}>
        <p className="account-card__lead">
          {hasPassword
            ? 'Po změně vás odhlásíme ze všech ostatních zařízení a pošleme vám o tom e-mail.'
            : 'Přihlašujete se přes Google. Heslo si nastavte, pokud se chcete přihlašovat i e-mailem.'}
        </p>
        <Form<ChangePasswordValues>
          form={form}
          name="change-password"
          layout="vertical"
          requiredMark={false}
          noValidate
          onFinish={onFinish}
          disabled={isLoading}
        >
          {hasPassword && (
            <Form.Item label="Současné heslo" name="currentPassword" rules={minLengthRules(1, 'Zadejte současné heslo')}>
              <Input.Password autoComplete="current-password" />
            </Form.Item>
          )}
          <Form.Item label="Nové heslo" name="newPassword" rules={newPasswordRules()}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            label="Potvrzení nového hesla"
            name="confirmPassword"
            dependencies={['newPassword']}
            rules={confirmRules('newPassword')}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          {hasTokens && (
            <Form.Item name="revokeApiTokens" valuePropName="checked">
              <Checkbox>Zneplatnit také všechny API tokeny</Checkbox>
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" loading={isLoading}>
            Změnit heslo
          </Button>
        </Form>
      </section>
    </Card>
  );
}

import { App, Alert, Button, Form, Input, Typography } from 'antd';
import { Card } from '../../shared/ui/Card';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAuthResetPasswordMutation } from '../../api';
import { errorMessage } from '../../shared/errors';
import { confirmRules, newPasswordRules } from './authForms';
import { paths } from '../../shared/paths';

interface ResetValues {
  password: string;
  confirmPassword: string;
}

/** /reset-password?token=...: a new password and its confirmation; on success back to /login. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const [resetPassword, { isLoading }] = useAuthResetPasswordMutation();

  const onFinish = async ({ password }: ResetValues) => {
    try {
      const result = await resetPassword({ resetPasswordDto: { token, password } }).unwrap();
      notification.success({ title: 'Heslo bylo změněno', description: result.message });
      navigate(paths.login);
    } catch (error) {
      notification.error({ title: 'Chyba', description: errorMessage(error, 'Něco se pokazilo') });
    }
  };

  return (
    <div className="page page--auth">
      <Card className="auth-card">
        <Typography.Title level={1} className="auth-card__title">
          Nastavení nového hesla
        </Typography.Title>
        {token ? (
          <Form<ResetValues>
            name="reset-password"
            layout="vertical"
            requiredMark={false}
            noValidate
            onFinish={onFinish}
            disabled={isLoading}
          >
            <Form.Item label="Nové heslo" name="password" rules={newPasswordRules()}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Form.Item
              label="Potvrzení hesla"
              name="confirmPassword"
              dependencies={['password']}
              rules={confirmRules('password')}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={isLoading}>
              Změnit heslo
            </Button>
          </Form>
        ) : (
          <Alert
            type="error"
            showIcon
            title="Neplatný nebo chybějící token pro reset hesla"
            description={<Link to={paths.forgotPassword}>Požádat o nový odkaz pro obnovení hesla</Link>}
          />
        )}
        <div className="auth-card__footer">
          <Link to={paths.login}>Zpět na přihlášení</Link>
        </div>
      </Card>
    </div>
  );
}

import { MailOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Typography } from 'antd';
import { Card } from '../../shared/ui/Card';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuthForgotPasswordMutation } from '../../api';
import type { AuthForgotPasswordApiResponse } from '../../api';
import { emailRules } from './authForms';
import { paths } from '../../shared/paths';

/** /forgot-password: an e-mail form, then a confirmation view with the server's message. */
export default function ForgotPasswordPage() {
  const { notification } = App.useApp();
  const [forgotPassword, { isLoading }] = useAuthForgotPasswordMutation();
  const [sent, setSent] = useState<AuthForgotPasswordApiResponse | null>(null);

  const onFinish = async ({ email }: { email: string }) => {
    try {
      setSent(await forgotPassword({ forgotPasswordDto: { email: email.trim() } }).unwrap());
    } catch {
      notification.error({ title: 'Chyba', description: 'Nepodařilo se odeslat email' });
    }
  };

  return (
    <div className="page page--auth">
      <Card className="auth-card">
        {sent ? (
          <div className="auth-card__done" role="status">
            <MailOutlined className="auth-card__done-icon" aria-hidden="true" />
            <Typography.Title level={1} className="auth-card__title">
              Zkontrolujte svůj e-mail
            </Typography.Title>
            <Typography.Paragraph>{sent.message}</Typography.Paragraph>
            {sent.devResetLink && (
              <Typography.Paragraph>
                <a href={sent.devResetLink}>Otevřít odkaz pro obnovení hesla (vývojový režim)</a>
              </Typography.Paragraph>
            )}
          </div>
        ) : (
          <>
            <Typography.Title level={1} className="auth-card__title">
              Zapomenuté heslo
            </Typography.Title>
            <Typography.Paragraph>
              Zadejte e-mail, se kterým jste se registrovali. Pošleme vám odkaz pro nastavení nového hesla.
            </Typography.Paragraph>
            <Form<{ email: string }>
              name="forgot-password"
              layout="vertical"
              requiredMark={false}
              noValidate
              onFinish={onFinish}
              disabled={isLoading}
            >
              <Form.Item label="E-mail" name="email" rules={emailRules('Zadejte platnou emailovou adresu')}>
                <Input type="email" autoComplete="email" inputMode="email" />
              </Form.Item>
              <Button type="primary" htmlType="submit" block loading={isLoading}>
                Odeslat odkaz
              </Button>
            </Form>
          </>
        )}
        <div className="auth-card__footer">
          <Link to={paths.login}>Zpět na přihlášení</Link>
        </div>
      </Card>
    </div>
  );
}

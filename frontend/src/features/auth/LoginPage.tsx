import { GoogleOutlined } from '@ant-design/icons';
import { Alert, App, Button, Collapse, Divider, Form, Input, Typography } from 'antd';
import { Card } from '../../shared/ui/Card';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  api,
  useAppDispatch,
  useAuthDebugQuery,
  useAuthLoginMutation,
  useAuthRegisterMutation,
  useAuthTestLoginMutation,
} from '../../api';
import type { LoginDto, RegisterDto } from '../../api';
import { safeReturnPath } from '../../shared/account';
import { errorMessage, isNetworkError } from '../../shared/errors';
import { confirmRules, newPasswordRules, emailRules, minLengthRules, minTrimmedRules } from './authForms';
import { href, paths } from '../../shared/paths';

type Mode = 'login' | 'register';

/** Redirect delays of the spec. */
export const LOGIN_REDIRECT_MS = 1000;
export const REGISTER_REDIRECT_MS = 1500;

/**
 * The page's own address without ?mode: shown in place of a signed-in page (RequireAuth), the toggle's
 * mode sits in that page's URL, and returning there should not carry it.
 */
function withoutMode(path: string | undefined): string | undefined {
  if (!path) return path;
  const url = new URL(path, 'http://local.invalid');
  url.searchParams.delete('mode');
  return `${url.pathname}${url.search}${url.hash}`;
}

export interface LoginPageProps {
  /** Where to return after signing in when the URL has no returnUrl (RequireAuth passes its own address). */
  returnUrl?: string;
}

/**
 * /login: login and registration behind a toggle (login first; ?mode=register is the registration,
 * which the toggle sets in place). Query parameters: returnTo=subscribe with plan, returnUrl (same-site paths only).
 */
export default function LoginPage({ returnUrl: fallbackReturnUrl }: LoginPageProps) {
  const [params, setParams] = useSearchParams();
  // The mode lives in the URL (the navbar's links set it too), so the page's title follows it.
  const mode: Mode = params.get('mode') === 'register' ? 'register' : 'login';
  const setMode = (next: Mode) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'register') updated.set('mode', 'register');
        else updated.delete('mode');
        return updated;
      },
      { replace: true },
    );
  const [prefillEmail, setPrefillEmail] = useState<string>();
  const [redirecting, setRedirecting] = useState(false);
  const redirectTimer = useRef<number | undefined>(undefined);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { notification } = App.useApp();

  const [login, loginState] = useAuthLoginMutation();
  const [register, registerState] = useAuthRegisterMutation();
  const [testLogin, testLoginState] = useAuthTestLoginMutation();
  const { data: authConfig } = useAuthDebugQuery();

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const returnTo = params.get('returnTo');
  const plan = params.get('plan');
  const returnUrl = safeReturnPath(params.get('returnUrl')) ?? safeReturnPath(withoutMode(fallbackReturnUrl));
  /** The address the user asked to come back to, if any. */
  const requestedTarget =
    returnTo === 'subscribe' && plan ? href.subscribe({ plan }) : returnUrl;

  const redirectLater = (target: string, delay: number) => {
    setRedirecting(true);
    window.clearTimeout(redirectTimer.current);
    redirectTimer.current = window.setTimeout(() => navigate(target, { replace: true }), delay);
  };

  const afterLogin = async (message: string | undefined) => {
    notification.success({ title: 'Přihlášení úspěšné', description: message || 'Vítejte zpět!' });
    // The session (asked again: the login invalidated it) tells whether the user is an admin.
    let isAdmin = false;
    try {
      const result = await dispatch(
        api.endpoints.authSession.initiate(undefined, { subscribe: false, forceRefetch: true }),
      ).unwrap();
      isAdmin = result.isAdmin === true;
    } catch {
      isAdmin = false;
    }
    redirectLater(requestedTarget ?? (isAdmin ? paths.admin : paths.dashboard), LOGIN_REDIRECT_MS);
  };

  const loginFailed = (error: unknown) => {
    if (isNetworkError(error)) {
      notification.error({ title: 'Chyba', description: 'Nepodařilo se připojit k serveru' });
    } else {
      notification.error({
        title: 'Chyba přihlášení',
        description: errorMessage(error, 'Neplatné přihlašovací údaje'),
      });
    }
  };

  const onLogin = async (values: LoginDto) => {
    try {
      const result = await login({ loginDto: { email: values.email.trim(), password: values.password } }).unwrap();
      await afterLogin(result.message);
    } catch (error) {
      loginFailed(error);
    }
  };

  const onTestLogin = async (email: string) => {
    try {
      const result = await testLogin({ testLoginDto: { email } }).unwrap();
      await afterLogin(result.message);
    } catch (error) {
      loginFailed(error);
    }
  };

  const onRegister = async (values: RegisterDto) => {
    const registerDto: RegisterDto = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      password: values.password,
      confirmPassword: values.confirmPassword,
    };
    try {
      const result = await register({ registerDto }).unwrap();
      notification.success({ title: 'Registrace úspěšná', description: result.message });
      if (result.autoLogin) {
        redirectLater(requestedTarget ?? paths.dashboard, REGISTER_REDIRECT_MS);
      } else {
        setPrefillEmail(registerDto.email);
        setMode('login');
      }
    } catch (error) {
      notification.error({
        title: 'Chyba registrace',
        description: errorMessage(error, 'Registrace se nezdařila'),
      });
    }
  };

  const googleReady = Boolean(authConfig?.hasClientId && authConfig?.hasClientSecret);
  const startGoogle = () => {
    const target = requestedTarget ?? paths.dashboard;
    window.location.href = `/api/auth/google?returnTo=${encodeURIComponent(target)}`;
  };

  const busy = redirecting || loginState.isLoading || registerState.isLoading || testLoginState.isLoading;

  return (
    <div className="page page--auth">
      <Card className="auth-card">
        <Typography.Title level={1} className="auth-card__title">
          {mode === 'login' ? 'Vítejte zpět' : 'Vytvořte si účet'}
        </Typography.Title>
        <div className="auth-toggle" role="group" aria-label="Přihlášení nebo registrace">
          <Button
            type={mode === 'login' ? 'primary' : 'default'}
            aria-pressed={mode === 'login'}
            onClick={() => setMode('login')}
          >
            Přihlášení
          </Button>
          <Button
            type={mode === 'register' ? 'primary' : 'default'}
            aria-pressed={mode === 'register'}
            onClick={() => setMode('register')}
          >
            Registrace
          </Button>
        </div>

        {mode === 'login' ? (
          <Form<LoginDto>
            key={`login-${prefillEmail ?? ''}`}
            name="login"
            layout="vertical"
            requiredMark={false}
            noValidate
            initialValues={{ email: prefillEmail ?? '', password: '' }}
            onFinish={onLogin}
            disabled={busy}
          >
            <Form.Item label="E-mail" name="email" rules={emailRules('Zadejte platný email')}>
              <Input type="email" autoComplete="email" inputMode="email" />
            </Form.Item>
            <Form.Item
              label="Heslo"
              name="password"
              rules={minLengthRules(6, 'Heslo musí mít alespoň 6 znaků')}
            >
              <Input.Password autoComplete="current-password" />
            </Form.Item>
            <div className="auth-card__row">
              <Link to={paths.forgotPassword}>Zapomenuté heslo?</Link>
            </div>
            <Button type="primary" htmlType="submit" block loading={loginState.isLoading || redirecting}>
              Přihlásit se
            </Button>
          </Form>
        ) : (
          <Form<RegisterDto>
            name="register"
            layout="vertical"
            requiredMark={false}
            noValidate
            onFinish={onRegister}
            disabled={busy}
          >
            <div className="auth-card__names">
              <Form.Item label="Jméno" name="firstName" rules={minTrimmedRules(2, 'Jméno je povinné')}>
                <Input autoComplete="given-name" />
              </Form.Item>
              <Form.Item label="Příjmení" name="lastName" rules={minTrimmedRules(2, 'Příjmení je povinné')}>
                <Input autoComplete="family-name" />
              </Form.Item>
            </div>
            <Form.Item label="E-mail" name="email" rules={emailRules('Zadejte platný email')}>
              <Input type="email" autoComplete="email" inputMode="email" />
            </Form.Item>
            <Form.Item
              label="Heslo"
              name="password"
              rules={newPasswordRules()}
            >
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
            <Button type="primary" htmlType="submit" block loading={registerState.isLoading || redirecting}>
              Registrovat se
            </Button>
          </Form>
        )}

        <Divider plain>nebo</Divider>
        <Button block icon={<GoogleOutlined aria-hidden="true" />} disabled={!googleReady || busy} onClick={startGoogle}>
          Přihlásit se přes Google
        </Button>

        {authConfig?.testLoginEnabled && (
          // Development only (the server's test login is off in production): one collapsed panel, not a demo's first screen.
          <Collapse
            className="auth-card__dev"
            size="small"
            ghost
            items={[
              {
                key: 'dev',
                label: 'Pro vývojáře',
                children: (
                  <>
                    {!googleReady && (
                      <Alert
                        className="auth-card__guide"
                        type="info"
                        showIcon
                        title="Google přihlášení není nastaveno"
                        description={
                          <>
                            <p>Pro zapnutí přihlášení přes Google:</p>
                            <ol>
                              <li>V Google Cloud Console vytvořte OAuth klienta typu „Webová aplikace“.</li>
                              <li>
                                Nastavte proměnné prostředí <code>GOOGLE_CLIENT_ID</code> a <code>GOOGLE_CLIENT_SECRET</code>.
                              </li>
                              <li>
                                Jako autorizovanou URI přesměrování zadejte <code>{authConfig.callbackUrl}</code>.
                              </li>
                              <li>Restartujte server.</li>
                            </ol>
                          </>
                        }
                      />
                    )}
                    {authConfig.testAccounts.length > 0 && (
                      <section className="auth-card__test" aria-labelledby="test-accounts-title">
                        <Typography.Title level={2} id="test-accounts-title" className="auth-card__subtitle">
                          Testovací účty
                        </Typography.Title>
                        <div className="auth-card__test-buttons">
                          {authConfig.testAccounts.map((account) => (
                            <Button
                              key={account.email}
                              block
                              disabled={busy}
                              loading={testLoginState.isLoading && testLoginState.originalArgs?.testLoginDto.email === account.email}
                              onClick={() => void onTestLogin(account.email)}
                            >
                              {`Přihlásit jako ${account.label}`}
                            </Button>
                          ))}
                        </div>
                      </section>
                    )}
                  </>
                ),
              },
            ]}
          />
        )}
      </Card>
    </div>
  );
}

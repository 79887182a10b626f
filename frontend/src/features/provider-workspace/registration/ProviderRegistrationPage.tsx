import { GoogleOutlined } from '@ant-design/icons';
import { Alert, App, Button, Form, Input, Modal, Select, Space } from 'antd';
import { Card } from '../../../shared/ui/Card';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  useAuthDebugQuery,
  useCatalogCategoriesQuery,
  useCatalogLocationsQuery,
  useProviderCreateProfileMutation,
  useAccountProviderQuery,
  useProvidersRegisterMutation,
} from '../../../api';
import type { RegisterProviderResponseDto } from '../../../api';
import { AreaPicker } from '../../../shared/AreaPicker';
import { CategoryGrid } from '../../../shared/CategoryGrid';
import { errorMessage, errorStatus } from '../../../shared/errors';
import { FullPageSpinner } from '../../../shared/FullPageSpinner';
import { LinkButton } from '../../../shared/LinkButton';
import { useSession } from '../../../shared/useSession';
import {
  COMPANY_MAX,
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  GOOGLE_SIGNUP_URL,
  INITIAL_VALUES,
  MESSAGES,
  PHONE_MAX,
  PHONE_PREFIXES,
  REGISTER_REDIRECT_MS,
  buildAccountPayload,
  buildPayload,
  phoneInput,
  PASSWORD_HINT,
  rules,
  serverFieldErrors,
} from './registrationModel';
import type { RegistrationValues } from './registrationModel';
import { RetryAlert } from '../../../shared/RetryAlert';
import './provider-registration.css';
import { paths } from '../../../shared/paths';
import { endSentence } from '../../../shared/format';

export const FORM_NAME = 'providerRegistration';

const prefixOptions = PHONE_PREFIXES.map((prefix) => ({
  value: prefix,
  label: prefix,
}));

/** 'Popis služeb' counter: characters typed (of the maximum), and the minimum until it is reached. */
function descriptionCount(value: unknown): string {
  const count = typeof value === 'string' ? value.trim().length : 0;
  const base = `${count} / ${DESCRIPTION_MAX} znaků`;
  return count < DESCRIPTION_MIN ? `${base} (minimum ${DESCRIPTION_MIN})` : base;
}

/** An existing account: a 409, or a message saying the e-mail 'je již registrován'. */
function isExistingUser(error: unknown): boolean {
  return errorStatus(error) === 409 || errorMessage(error, '').includes(MESSAGES.existingUser);
}

/**
 * /provider-registration (and /register-provider): a quick Google sign-up and the detailed provider
 * registration form (seed 000 sections 2–5, 8, 9). Success signs the provider in and goes to
 * /dashboard after 1.5 s; an e-mail that already has an account opens 'Uživatel již existuje'.
 * A signed-in user without a provider profile (back from the Google sign-up, or a couple) fills the
 * same form without e-mail and password and becomes a provider on the account they have.
 */
export default function ProviderRegistrationPage() {
  const session = useSession();
  const ownProfile = useAccountProviderQuery(undefined, { skip: !session.isAuthenticated });
  // Once shown, the form stays: its own success signs the user in or creates the profile, which must
  // not swap it for the 'already a provider' note (and cancel its redirect) on the way.
  const formFor = useRef<{ accountEmail: string | null } | null>(null);
  if (!formFor.current) {
    if (session.isLoading || (session.isAuthenticated && ownProfile.isLoading)) return <FullPageSpinner />;
    if (session.isAuthenticated && ownProfile.data) return <AlreadyProvider companyName={ownProfile.data.companyName} />;
    formFor.current = { accountEmail: session.user?.email ?? null };
  }
  return <ProviderRegistration accountEmail={formFor.current.accountEmail} />;
}

/** A provider who opens the registration again. */
function AlreadyProvider({ companyName }: { companyName: string }) {
  return (
    <div className="page page--narrow reg-page">
      <Card className="reg-card">
        <h1 className="reg-card__title">Registrace dodavatele</h1>
        <p>{endSentence(`Tento účet už má profil dodavatele ${companyName}`)}</p>
        <LinkButton to={paths.dashboard} type="primary">
          Přejít na přehled
        </LinkButton>
      </Card>
    </div>
  );
}

/** The form; with `accountEmail` (a signed-in user) it has no e-mail and password and no Google sign-up. */
function ProviderRegistration({ accountEmail }: { accountEmail: string | null }) {
  const [form] = Form.useForm<RegistrationValues>();
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const [register, registerState] = useProvidersRegisterMutation();
  const [createProfile, createState] = useProviderCreateProfileMutation();
  const onAccount = accountEmail !== null;
  const categoriesQuery = useCatalogCategoriesQuery();
  const locationsQuery = useCatalogLocationsQuery();
  const { data: authConfig, isLoading: authConfigLoading } = useAuthDebugQuery();
  const [existingOpen, setExistingOpen] = useState(false);
  const [existingEmail, setExistingEmail] = useState('');
  const [redirecting, setRedirecting] = useState(false);
  const redirectTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const googleReady = Boolean(authConfig?.hasClientId && authConfig?.hasClientSecret);
  const startGoogle = () => {
    window.location.href = GOOGLE_SIGNUP_URL;
  };

  const submit = (values: RegistrationValues): Promise<RegisterProviderResponseDto> =>
    onAccount
      ? createProfile({
          becomeProviderDto: buildAccountPayload(values),
        }).unwrap()
      : register({ registerProviderDto: buildPayload(values) }).unwrap();

  const onFinish = async (values: RegistrationValues) => {
    try {
      const result = await submit(values);
      notification.success({ title: 'Úspěch!', description: result.message });
      setRedirecting(true);
      window.clearTimeout(redirectTimer.current);
      redirectTimer.current = window.setTimeout(
        () =>
          navigate(result.autoLogin ? paths.dashboard : paths.login, {
            replace: true,
          }),
        REGISTER_REDIRECT_MS,
      );
    } catch (error) {
      if (onAccount && errorStatus(error) === 409) {
        // The account became a provider meanwhile (another tab): its dashboard is the place to go.
        notification.error({
          title: 'Chyba',
          description: errorMessage(error, MESSAGES.genericError),
        });
        navigate(paths.dashboard, { replace: true });
        return;
      }
      if (isExistingUser(error)) {
        setExistingEmail(buildPayload(values).email);
        setExistingOpen(true);
        return;
      }
      const fields = serverFieldErrors(error);
      if (fields.length > 0) {
        form.setFields(fields);
        form.scrollToField(fields[0].name, { block: 'center', focus: true });
      }
      notification.error({
        title: 'Chyba',
        description: errorMessage(error, MESSAGES.genericError),
      });
    }
  };

  const busy = registerState.isLoading || createState.isLoading || redirecting;
  const description: unknown = Form.useWatch('description', form);

  return (
    <div className="page reg-page">
      <header className="reg-head">
        <h1 className="reg-head__title">Registrace dodavatele</h1>
        <p className="reg-head__lead">
          Nabízíte svatební služby? Zaregistrujte se zdarma a získejte profil v katalogu dodavatelů. Páry vás najdou podle
          kategorie služeb a oblasti, kde působíte.
        </p>
      </header>

      {!onAccount && (
        <Card className="reg-card reg-google" aria-labelledby="reg-google-title">
          <div className="reg-google__body">
            <div>
              <h2 id="reg-google-title" className="reg-card__title">
                Rychlá registrace přes Google
              </h2>
              <p className="reg-google__text">Přihlaste se účtem Google a profil dodavatele doplníte v administraci.</p>
            </div>
            <Button
              size="large"
              className="reg-google__button"
              icon={<GoogleOutlined aria-hidden="true" />}
              disabled={!googleReady || busy}
              onClick={startGoogle}
              aria-describedby={!googleReady && !authConfigLoading ? 'reg-google-note' : undefined}
            >
              Registrovat přes Google
            </Button>
          </div>
          {!googleReady && !authConfigLoading && (
            <p id="reg-google-note" className="reg-google__note">
              Registrace přes Google zatím není na tomto serveru nastavena. Vyplňte prosím formulář níže.
            </p>
          )}
        </Card>
      )}

      <Card className="reg-card" aria-labelledby="reg-form-title">
        <h2 id="reg-form-title" className="reg-card__title">
          Podrobná registrace
        </h2>
        <p className="reg-card__lead">Všechna pole kromě let praxe jsou povinná.</p>
        {onAccount && (
          <Alert
            className="reg-alert"
            type="info"
            showIcon
            title={`Profil dodavatele vytvoříme k vašemu účtu ${accountEmail}.`}
            description="Kontaktní e-mail pro páry můžete později změnit v nastavení profilu."
          />
        )}

        <Form<RegistrationValues>
          form={form}
          name={FORM_NAME}
          layout="vertical"
          requiredMark={false}
          noValidate
          initialValues={INITIAL_VALUES}
          onFinish={onFinish}
          scrollToFirstError={{ block: 'center', focus: true }}
          disabled={busy}
          className="reg-form"
        >
          <Form.Item name="companyName" label="Název společnosti" rules={rules.companyName}>
            <Input autoComplete="organization" maxLength={COMPANY_MAX} placeholder="např. Fotoateliér Světlo s.r.o." />
          </Form.Item>

          {categoriesQuery.isError && (
            <RetryAlert
              className="reg-alert"
              title="Kategorie služeb se nepodařilo načíst"
              description={null}
              small
              onRetry={() => categoriesQuery.refetch()}
            />
          )}
          <Form.Item name="serviceTypes" rules={rules.serviceTypes} className="reg-form__group">
            <CategoryGrid categories={categoriesQuery.data ?? []} loading={categoriesQuery.isLoading} disabled={busy} />
          </Form.Item>

          <Form.Item
            name="description"
            label="Popis služeb"
            rules={rules.description}
            extra={<span className="reg-form__counter">{descriptionCount(description)}</span>}
          >
            <Input.TextArea
              rows={5}
              maxLength={DESCRIPTION_MAX}
              placeholder="Popište své služby, styl práce, co je v ceně a čím se lišíte od ostatních…"
            />
          </Form.Item>

          {locationsQuery.isError && (
            <RetryAlert
              className="reg-alert"
              title="Seznam měst a regionů se nepodařilo načíst"
              description={null}
              small
              onRetry={() => locationsQuery.refetch()}
            />
          )}
          <Form.Item name="serviceAreas" rules={rules.serviceAreas} className="reg-form__group">
            <AreaPicker locations={locationsQuery.data} loading={locationsQuery.isLoading} disabled={busy} />
          </Form.Item>

          <div className="reg-form__row reg-form__row--3">
            <Form.Item name="yearsExperience" label="Roky praxe" rules={rules.yearsExperience} extra="Nepovinné, 0–50 let">
              <Input inputMode="numeric" autoComplete="off" maxLength={4} placeholder="např. 8" />
            </Form.Item>
            <Form.Item name="priceFrom" label="Cena od (Kč)" rules={rules.priceFrom}>
              <Input inputMode="numeric" autoComplete="off" maxLength={20} placeholder="např. 15 000" />
            </Form.Item>
            <Form.Item name="priceTo" label="Cena do (Kč)" rules={rules.priceTo} dependencies={['priceFrom']}>
              <Input inputMode="numeric" autoComplete="off" maxLength={20} placeholder="např. 45 000" />
            </Form.Item>
          </div>

          {!onAccount && (
            <div className="reg-form__row">
              <Form.Item name="email" label="E-mail" rules={rules.email}>
                <Input type="email" inputMode="email" autoComplete="email" maxLength={254} placeholder="info@vasefirma.cz" />
              </Form.Item>
              <Form.Item name="password" label="Heslo" rules={rules.password} extra={PASSWORD_HINT}>
                <Input.Password autoComplete="new-password" maxLength={200} />
              </Form.Item>
            </div>
          )}

          <Form.Item label="Telefon" htmlFor={`${FORM_NAME}_phone`} required className="reg-form__phone">
            <Space.Compact block>
              <Form.Item name="phonePrefix" noStyle>
                <Select
                  aria-label="Telefonní předvolba"
                  options={prefixOptions}
                  className="reg-form__prefix"
                  popupMatchSelectWidth={false}
                />
              </Form.Item>
              <Form.Item name="phone" noStyle rules={rules.phone} normalize={phoneInput}>
                <Input type="tel" inputMode="tel" autoComplete="tel-national" maxLength={PHONE_MAX} placeholder="777 123 456" />
              </Form.Item>
            </Space.Compact>
          </Form.Item>

          <div className="reg-form__submit">
            <Button type="primary" htmlType="submit" size="large" loading={busy}>
              Zaregistrovat se jako dodavatel
            </Button>
            {!onAccount && (
              <p className="reg-form__login">
                Už máte účet? <Link to={paths.login}>Přihlaste se</Link>
              </p>
            )}
          </div>
        </Form>
      </Card>

      <Modal
        open={existingOpen}
        title="Uživatel již existuje"
        onCancel={() => setExistingOpen(false)}
        footer={[
          <Button key="cancel" onClick={() => setExistingOpen(false)}>
            Zrušit
          </Button>,
          <Button key="login" type="primary" onClick={() => navigate(paths.login)}>
            Přejít na přihlášení
          </Button>,
        ]}
      >
        <p>
          {`Účet s e-mailem ${existingEmail} už existuje. Přihlaste se ke svému účtu, nebo pro registraci dodavatele použijte jiný e-mail.`}
        </p>
      </Modal>
    </div>
  );
}

import { LoginOutlined, MailOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Input, Spin, Tag } from 'antd';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useDebugSendgridQuery, useDebugSendgridTestMutation } from '../../api';
import type { SendgridDiagnosticsDto } from '../../api';
import { errorMessage, errorStatus } from '../../shared/errors';
import { LinkButton } from '../../shared/LinkButton';
import './debug.css';
import { href, paths } from '../../shared/paths';

/**
 * /debug/sendgrid (Slovak wording, seed 001): the e-mail key's state, a connection test and a
 * test send. The API answers admins only (DESIGN.md, Security): a visitor gets 401, a non-admin
 * 403, both shown as a clear message with a sign-in link.
 */

export const KEY_PREFIX = 'SG.';
const RETURN_URL = href.login({ returnUrl: paths.sendgridDebug });

/** The test address check of the spec: non-empty and containing '@'. */
export function isTestEmailValid(email: string): boolean {
  const value = email.trim();
  return value !== '' && value.includes('@');
}

function YesNo({ ok, yes, no }: { ok: boolean; yes: string; no: string }) {
  return <Tag className={`debug-flag debug-flag--${ok ? 'ok' : 'bad'}`}>{ok ? yes : no}</Tag>;
}

function AccessDenied({ status, message }: { status: number; message: string }) {
  return (
    <section className="debug-card debug-denied" role="alert" aria-labelledby="debug-denied-title">
      <h2 id="debug-denied-title" className="debug-card__title">
        {status === 401 ? 'Vyžaduje sa prihlásenie' : 'Prístup len pre administrátorov'}
      </h2>
      <p>
        {status === 401
          ? 'Diagnostiku emailov môže zobraziť iba prihlásený administrátor.'
          : 'Váš účet nemá oprávnenie administrátora. Prihláste sa účtom administrátora.'}
      </p>
      <p className="debug-muted">{`Odpoveď servera: ${status} – ${message}`}</p>
      <LinkButton to={RETURN_URL} type="primary" icon={<LoginOutlined aria-hidden="true" />}>
        Prihlásiť sa
      </LinkButton>
    </section>
  );
}

function KeyStatus({ data }: { data: SendgridDiagnosticsDto }) {
  return (
    <dl className="debug-facts">
      <div>
        <dt>API kľúč</dt>
        <dd>
          <YesNo ok={data.hasApiKey} yes="Nastavený" no="Nenastavený" />
        </dd>
      </div>
      <div>
        <dt>Dĺžka kľúča</dt>
        <dd>{`${data.apiKeyLength} znakov`}</dd>
      </div>
      <div>
        <dt>{`Začína na „${KEY_PREFIX}“`}</dt>
        <dd>
          <YesNo ok={data.startsWithSG} yes="Áno" no="Nie" />
        </dd>
      </div>
      <div>
        <dt>Náhľad kľúča</dt>
        <dd>{data.apiKeyPreview ? <code>{data.apiKeyPreview}</code> : 'Nedostupný'}</dd>
      </div>
      <div>
        <dt>Očakávaný formát</dt>
        <dd>
          <code>{data.expectedFormat}</code>
        </dd>
      </div>
      <div>
        <dt>Test pripojenia</dt>
        <dd>{data.connectionTest}</dd>
      </div>
      <div>
        <dt>Spôsob doručovania</dt>
        <dd>{data.transport === 'sendgrid' ? 'SendGrid' : 'Iba log (offline režim)'}</dd>
      </div>
      <div>
        <dt>Odosielateľ</dt>
        <dd>{data.fromEmail}</dd>
      </div>
    </dl>
  );
}

function TestSendForm({ canSend }: { canSend: boolean }) {
  const { notification } = App.useApp();
  const [email, setEmail] = useState('');
  const [send, { isLoading }] = useDebugSendgridTestMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSend || isLoading) return;
    if (!isTestEmailValid(email)) {
      notification.error({ title: 'Neplatná email adresa', description: 'Zadajte platnú email adresu' });
      return;
    }
    try {
      const result = await send({ sendgridTestRequestDto: { email: email.trim() } }).unwrap();
      if (result.success) {
        notification.success({ title: 'Test email odoslaný!', description: result.message });
      } else {
        notification.error({ title: 'Chyba pri odosielaní test emailu', description: result.message || 'Neznáma chyba' });
      }
    } catch (error) {
      notification.error({
        title: 'Chyba pri odosielaní test emailu',
        description: errorMessage(error, 'Nepodarilo sa odoslať test email'),
      });
    }
  };

  return (
    <form className="debug-form" onSubmit={submit} noValidate>
      <label htmlFor="debug-test-email" className="debug-label">
        Email adresa príjemcu
      </label>
      <div className="debug-form__row">
        <Input
          id="debug-test-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="napr. vas@email.sk"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-describedby={canSend ? undefined : 'debug-prefix-hint'}
        />
        <Button
          type="primary"
          htmlType="submit"
          icon={<MailOutlined aria-hidden="true" />}
          disabled={!canSend || isLoading}
          aria-busy={isLoading || undefined}
        >
          Odoslať test email
        </Button>
      </div>
      {!canSend && (
        <p id="debug-prefix-hint" className="debug-hint">
          {`Najprv opravte formát API kľúča – musí začínať na „${KEY_PREFIX}“. Potom bude možné odoslať test email.`}
        </p>
      )}
    </form>
  );
}

export default function SendgridDebugPage() {
  const diagnostics = useDebugSendgridQuery(undefined, { refetchOnMountOrArgChange: true });
  const status = errorStatus(diagnostics.error);
  const denied = diagnostics.isError && (status === 401 || status === 403);
  const data = diagnostics.data;

  return (
    <div className="page debug-page" lang="sk">
      <header className="debug-head">
        <h1 className="debug-title">Diagnostika emailov (SendGrid)</h1>
        <p className="debug-lead">Stav API kľúča, test pripojenia a odoslanie testovacieho emailu.</p>
      </header>

      {denied ? (
        <AccessDenied status={status as number} message={errorMessage(diagnostics.error, `HTTP ${status}`)} />
      ) : (
        <>
          <section className="debug-card" aria-labelledby="debug-key-title" aria-busy={diagnostics.isFetching}>
            <div className="debug-card__head">
              <h2 id="debug-key-title" className="debug-card__title">
                Stav API kľúča
              </h2>
              <Button
                icon={<ReloadOutlined aria-hidden="true" />}
                onClick={() => diagnostics.refetch()}
                loading={diagnostics.isFetching}
              >
                Obnoviť
              </Button>
            </div>
            {diagnostics.isError ? (
              <Alert
                type="error"
                showIcon
                role="alert"
                title="Chyba pri získavaní diagnostiky"
                description={errorMessage(diagnostics.error, status !== undefined ? `HTTP ${status}` : 'Server nie je dostupný.')}
              />
            ) : data ? (
              <KeyStatus data={data} />
            ) : (
              <div className="debug-loading" role="status">
                <Spin aria-hidden="true" />
                <span>Načítavam diagnostiku…</span>
              </div>
            )}
          </section>

          <section className="debug-card" aria-labelledby="debug-test-title">
            <h2 id="debug-test-title" className="debug-card__title">
              Odoslať testovací email
            </h2>
            <TestSendForm canSend={data?.startsWithSG === true} />
          </section>
        </>
      )}

      <section className="debug-card" aria-labelledby="debug-setup-title">
        <h2 id="debug-setup-title" className="debug-card__title">
          Ako nastaviť SendGrid
        </h2>
        <ol className="debug-steps">
          <li>
            V SendGrid vytvorte API kľúč s oprávnením <strong>Full Access</strong> alebo aspoň <strong>Mail Send</strong>.
          </li>
          <li>
            Nastavte ho ako tajný kľúč (secret) s názvom <code>SENDGRID_API_KEY</code> (hodnota začína na{' '}
            <code>{KEY_PREFIX}</code>).
          </li>
          <li>Reštartujte aplikáciu, aby sa nový kľúč načítal.</li>
          <li>V SendGrid overte odosielateľa (Sender Identity) – adresu, z ktorej sa emaily odosielajú.</li>
        </ol>
      </section>
    </div>
  );
}

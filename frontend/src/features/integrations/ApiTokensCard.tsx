import { CopyOutlined, KeyOutlined, PlusOutlined, StopOutlined } from '@ant-design/icons';
import { Alert, App, Button, Checkbox, Form, Input, Modal, Radio, Skeleton, Tag } from 'antd';
import { useId, useState } from 'react';
import { useCreateApiTokenMutation, useListApiTokensQuery, useRevokeApiTokenMutation } from '../../api';
import type { ApiTokenDto, CreateApiTokenDto } from '../../api';
import { writeClipboard } from '../../shared/CopyButton';
import { errorMessage } from '../../shared/errors';
import { formatDate, formatDateTime } from '../../shared/format/date';
import { ReauthenticationCancelled } from '../../shared/reauthentication';
import { RetryAlert } from '../../shared/RetryAlert';
import { Card } from '../../shared/ui/Card';
import { useConfirmedAction } from '../../shared/useConfirmedAction';
import { useReauthentication } from '../account';
import './apiTokens.css';

export const API_TOKENS_CARD_TITLE = 'Přístup přes API';
/** At most this many active tokens per account (the server's rule). */
const ACTIVE_MAX = 10;

type Scope = CreateApiTokenDto['scopes'][number];

/** What each scope lets a program do, in the order the dialog offers them. */
export const SCOPE_LABELS: Record<Scope, string> = {
  'profile:read': 'Číst profil a portfolio',
  'profile:write': 'Upravovat profil a portfolio',
  'requests:read': 'Číst poptávky',
  'offers:read': 'Číst nabídky a šablony',
  'offers:write': 'Posílat a upravovat nabídky',
  'messages:read': 'Číst zprávy',
  'messages:write': 'Psát zprávy',
  'availability:write': 'Spravovat kalendář dostupnosti',
  'bookings:read': 'Číst rezervace',
  'bookings:write': 'Potvrzovat a odmítat rezervace',
  'invoices:read': 'Stahovat faktury',
  'admin:read': 'Číst administraci (jen správci)',
};

const STATE_TAGS: Record<ApiTokenDto['state'], { label: string; color: string }> = {
  active: { label: 'Aktivní', color: 'green' },
  expired: { label: 'Vypršel', color: 'default' },
  revoked: { label: 'Zneplatněn', color: 'red' },
};

/** The expiry choices: days from now, or none. */
const EXPIRY_OPTIONS = [
  { value: 0, label: 'Bez omezení' },
  { value: 30, label: '30 dní' },
  { value: 90, label: '90 dní' },
  { value: 365, label: '365 dní' },
];

interface CreateValues {
  name: string;
  scopes: Scope[];
  expiryDays: number;
}

export interface ApiTokensCardProps {
  /** An admin account may give its tokens admin:read. */
  isAdmin: boolean;
}

/**
 * "Přístup přes API" (issue 50) in the account settings of providers and admins: the personal API tokens (name, prefix,
 * scopes, dates, last use and its address, state), "Vytvořit token" (name, scopes, expiry; the password again when the
 * sign-in is older than 15 minutes), the secret shown once with a copy button, and "Zneplatnit" after a confirmation.
 */
export function ApiTokensCard({ isAdmin }: ApiTokensCardProps) {
  const titleId = useId();
  const tokens = useListApiTokensQuery();
  const [revokeToken] = useRevokeApiTokenMutation();
  const confirm = useConfirmedAction();
  const [creating, setCreating] = useState(false);
  const active = (tokens.data ?? []).filter((token) => token.state === 'active').length;

  const revoke = (token: ApiTokenDto) =>
    confirm({
      title: `Zneplatnit token ${token.name}?`,
      content: 'Programy, které ho používají, ztratí přístup okamžitě. Zneplatnění nelze vrátit.',
      okText: 'Zneplatnit',
      run: () => revokeToken({ id: token.id }).unwrap(),
      done: 'Token byl zneplatněn',
      failed: 'Token se nepodařilo zneplatnit',
    });

  return (
    <Card className="api-tokens-card" title={<h2 id={titleId} className="api-tokens-card__title">{API_TOKENS_CARD_TITLE}</h2>}>
      <section aria-labelledby={titleId}>
        <p className="api-tokens-card__lead">
          Osobní API token dovolí vašemu CRM nebo rezervačnímu systému pracovat se Svatbami za vás: posílá se v hlavičce{' '}
          <code>Authorization: Bearer …</code> a smí jen to, co mu povolíte. Popis API najdete na <a href="/docs">/docs</a>.
        </p>
        {tokens.isError && !tokens.data ? (
          <RetryAlert title="Tokeny se nepodařilo načíst" error={tokens.error} onRetry={() => tokens.refetch()} retrying={tokens.isFetching} small />
        ) : !tokens.data ? (
          <Skeleton active title={false} paragraph={{ rows: 2 }} />
        ) : tokens.data.length === 0 ? (
          <p className="api-tokens-card__empty">Zatím nemáte žádný API token.</p>
        ) : (
          <ul className="api-tokens-card__list" aria-label="API tokeny">
            {tokens.data.map((token) => (
              <li key={token.id} className="api-token">
                <div className="api-token__head">
                  <strong className="api-token__name">{token.name}</strong>
                  <code className="api-token__prefix">{token.prefix}…</code>
                  <Tag color={STATE_TAGS[token.state].color}>{STATE_TAGS[token.state].label}</Tag>
                </div>
                <div className="api-token__scopes" aria-label={`Oprávnění tokenu ${token.name}`}>
                  {token.scopes.map((scope) => (
                    <Tag key={scope} title={SCOPE_LABELS[scope] ?? scope}>
                      {scope}
                    </Tag>
                  ))}
                </div>
                <p className="api-token__dates">
                  {`Vytvořen ${formatDate(token.createdAt)} · `}
                  {token.expiresAt ? `platí do ${formatDate(token.expiresAt)}` : 'bez omezení platnosti'}
                  {' · '}
                  {token.lastUsedAt ? `naposledy použit ${formatDateTime(token.lastUsedAt)} z adresy ${token.lastUsedIp ?? 'neznámé'}` : 'zatím nepoužit'}
                  {token.revokedAt ? ` · zneplatněn ${formatDateTime(token.revokedAt)}` : ''}
                </p>
                {token.state === 'active' && (
                  <Button
                    size="small"
                    danger
                    icon={<StopOutlined aria-hidden="true" />}
                    aria-haspopup="dialog"
                    aria-label={`Zneplatnit token ${token.name}`}
                    onClick={() => revoke(token)}
                  >
                    Zneplatnit
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        {active >= ACTIVE_MAX ? (
          <p className="api-tokens-card__note">Máte {ACTIVE_MAX} aktivních tokenů, víc jich mít nelze. Nový vytvoříte po zneplatnění některého z nich.</p>
        ) : (
          <Button icon={<PlusOutlined aria-hidden="true" />} aria-haspopup="dialog" onClick={() => setCreating(true)} disabled={!tokens.data}>
            Vytvořit token
          </Button>
        )}
      </section>
      {creating && <CreateTokenDialog isAdmin={isAdmin} onClose={() => setCreating(false)} />}
    </Card>
  );
}

/** "Vytvořit token": the form, then the secret shown this once. */
function CreateTokenDialog({ isAdmin, onClose }: { isAdmin: boolean; onClose: () => void }) {
  const { notification } = App.useApp();
  const [form] = Form.useForm<CreateValues>();
  const [createToken, { isLoading }] = useCreateApiTokenMutation();
  const reauthentication = useReauthentication();
  const [secret, setSecret] = useState<string | null>(null);
  const scopes = (Object.keys(SCOPE_LABELS) as Scope[]).filter((scope) => isAdmin || scope !== 'admin:read');

  const submit = async (values: CreateValues) => {
    const body: CreateApiTokenDto = {
      name: values.name.trim(),
      scopes: values.scopes,
      expiresAt: values.expiryDays ? new Date(Date.now() + values.expiryDays * 86_400_000).toISOString() : null,
    };
    try {
      const created = await reauthentication.run(() => createToken({ createApiTokenDto: body }).unwrap());
      setSecret(created.secret);
    } catch (error) {
      if (error instanceof ReauthenticationCancelled) return;
      notification.error({ title: 'Token se nepodařilo vytvořit', description: errorMessage(error, 'Zkuste to prosím znovu.') });
    }
  };

  const copy = async () => {
    if (!secret) return;
    try {
      await writeClipboard(secret);
      notification.success({ title: 'Zkopírováno!', description: 'Token byl zkopírován do schránky' });
    } catch {
      notification.error({ title: 'Token se nepodařilo zkopírovat', description: 'Označte ho a zkopírujte ručně.' });
    }
  };

  return (
    <Modal
      open
      title={secret ? 'Token byl vytvořen' : 'Vytvořit API token'}
      onCancel={onClose}
      maskClosable={!secret}
      destroyOnHidden
      footer={
        secret ? (
          <Button type="primary" onClick={onClose}>
            Hotovo
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>Zrušit</Button>
            <Button type="primary" loading={isLoading} icon={<KeyOutlined aria-hidden="true" />} onClick={() => form.submit()}>
              Vytvořit token
            </Button>
          </>
        )
      }
    >
      {secret ? (
        <div className="api-token-secret">
          <Alert
            type="warning"
            showIcon
            title="Token si zkopírujte hned: znovu ho už neuvidíte."
            description="Uložte ho jako heslo, např. do nastavení vašeho systému. Kdo ho zná, může jednat vaším jménem v rozsahu jeho oprávnění."
          />
          <label className="api-token-secret__label" htmlFor="api-token-secret">
            Váš nový token
          </label>
          <div className="api-token-secret__value">
            <Input id="api-token-secret" readOnly value={secret} onFocus={(event) => event.currentTarget.select()} />
            <Button icon={<CopyOutlined aria-hidden="true" />} onClick={() => void copy()}>
              Zkopírovat token
            </Button>
          </div>
        </div>
      ) : (
        <Form<CreateValues>
          form={form}
          name="create-api-token"
          layout="vertical"
          requiredMark={false}
          noValidate
          initialValues={{ name: '', scopes: [], expiryDays: 90 }}
          onFinish={(values) => void submit(values)}
          disabled={isLoading}
        >
          <Form.Item
            label="Název"
            name="name"
            extra="Podle názvu token poznáte v seznamu, např. „Rezervační systém“."
            rules={[
              { required: true, whitespace: true, message: 'Zadejte název tokenu' },
              { max: 80, message: 'Název tokenu může mít nejvýše 80 znaků' },
            ]}
          >
            <Input maxLength={80} />
          </Form.Item>
          <Form.Item label="Oprávnění" name="scopes" rules={[{ required: true, type: 'array', min: 1, message: 'Vyberte alespoň jedno oprávnění' }]}>
            <Checkbox.Group className="api-token-scopes">
              {scopes.map((scope) => (
                <Checkbox key={scope} value={scope}>
                  {SCOPE_LABELS[scope]} <code>{scope}</code>
                </Checkbox>
              ))}
            </Checkbox.Group>
          </Form.Item>
          <Form.Item label="Platnost" name="expiryDays">
            <Radio.Group options={EXPIRY_OPTIONS} optionType="button" />
          </Form.Item>
        </Form>
      )}
      {reauthentication.dialog}
    </Modal>
  );
}

import { ShopOutlined } from '@ant-design/icons';
import { Spin } from 'antd';
import { Card } from '../../shared/ui/Card';
import type { ReactNode } from 'react';
import { useAccountProviderQuery } from '../../api';
import type { ProviderProfileDto } from '../../api';
import { BackLink } from '../../shared/BackLink';
import { LinkButton } from '../../shared/LinkButton';
import { RetryAlert } from '../../shared/RetryAlert';
import './workspace.css';
import { paths } from '../../shared/paths';

export const NOT_PROVIDER_TEXT = 'Tato stránka je určena dodavatelům. Zaregistrujte se jako dodavatel a získáte profil, portfolio i kalendář dostupnosti.';
export const REGISTER_PROVIDER_LABEL = 'Registrovat se jako dodavatel';

export interface ProviderGateProps {
  /** The page's h1 (shown in the note, the spinner and the error too). */
  title: string;
  back: { to: string; label: string };
  /** The page for a provider. */
  children: (profile: ProviderProfileDto) => ReactNode;
  className?: string;
}

/**
 * Provider-only pages of a signed-in user (the calendar, own portfolio, profile settings): the
 * provider is whoever has a provider profile (GET /api/provider/profile succeeds). A user without
 * one (404 / 403) gets a note and a link to /provider-registration.
 */
export function ProviderGate({ title, back, children, className = '' }: ProviderGateProps) {
  const query = useAccountProviderQuery();
  const pageClass = `page workspace-page ${className}`.trim();

  if (query.data) return <>{children(query.data)}</>;

  // null: the account has no provider profile (the call answered 404 / 403).
  const notProvider = query.isSuccess && query.data === null;
  if (notProvider || query.isError) {
    return (
      <div className={`${pageClass} page--narrow`}>
        <BackLink to={back.to}>{back.label}</BackLink>
        {notProvider ? (
          <Card className="workspace-note">
            <h1 className="workspace-page__title">{title}</h1>
            <p>{NOT_PROVIDER_TEXT}</p>
            <LinkButton to={paths.providerRegistration} type="primary" icon={<ShopOutlined aria-hidden="true" />}>
              {REGISTER_PROVIDER_LABEL}
            </LinkButton>
          </Card>
        ) : (
          <>
            <h1 className="workspace-page__title">{title}</h1>
            <RetryAlert
              title="Profil dodavatele se nepodařilo načíst"
              error={query.error}
              fallback="Zkuste to prosím znovu."
              small
              onRetry={() => query.refetch()}
            />
          </>
        )}
      </div>
    );
  }

  return (
    <div className={pageClass}>
      <BackLink to={back.to}>{back.label}</BackLink>
      <h1 className="workspace-page__title">{title}</h1>
      <div className="workspace-loading" role="status">
        <Spin size="large" />
        <span className="sr-only">Načítání…</span>
      </div>
    </div>
  );
}

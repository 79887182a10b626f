import { Spin } from 'antd';
import { Card } from '../../shared/ui/Card';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAuthVerifyEmailMutation } from '../../api';
import { errorMessage } from '../../shared/errors';
import { LinkButton } from '../../shared/LinkButton';
import { LinkResult } from '../../shared/LinkResult';
import { useLinkTokenAction } from '../../shared/useLinkToken';
import { useSession } from '../../shared/useSession';
import { paths } from '../../shared/paths';

/**
 * /overeni-emailu?token=…: the registration e-mail's link. The page proves the address by POST (a
 * mail scanner that fetches the link changes nothing) and works without being signed in.
 */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { isAuthenticated } = useSession();
  const [verify, { isSuccess, isError, error }] = useAuthVerifyEmailMutation();
  useLinkTokenAction(token, useCallback((value: string) => verify({ verifyEmailDto: { token: value } }), [verify]));

  const next = isAuthenticated ? { to: paths.dashboard, label: 'Pokračovat na přehled účtu' } : { to: paths.login, label: 'Přihlásit se' };
  return (
    <div className="page page--narrow">
      <Card>
        {!token ? (
          <LinkResult status="warning" title="Odkaz je neúplný" subTitle="Otevřete ho prosím celý z e-mailu, který jsme vám poslali." />
        ) : isSuccess ? (
          <LinkResult
            status="success"
            title="E-mail je ověřený"
            subTitle="Děkujeme. Váš účet je teď ověřený."
            extra={<LinkButton to={next.to} type="primary">{next.label}</LinkButton>}
          />
        ) : isError ? (
          <LinkResult
            status="error"
            title="E-mail se nepodařilo ověřit"
            subTitle={errorMessage(error, 'Zkuste to prosím znovu.')}
            extra={<LinkButton to={next.to}>{next.label}</LinkButton>}
          />
        ) : (
          <div className="page-spinner" role="status" aria-live="polite">
            <Spin />
            <p>Ověřujeme váš e-mail…</p>
          </div>
        )}
      </Card>
    </div>
  );
}

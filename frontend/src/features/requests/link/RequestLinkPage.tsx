import { CheckCircleOutlined, DeleteOutlined } from '@ant-design/icons';
import { Alert, Button, Result, Spin, Typography } from 'antd';
import { Card } from '../../../shared/ui/Card';
import { useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useRequestsConfirmMutation, useRequestsRejectMutation } from '../../../api';
import type { ConfirmedRequestDto } from '../../../api';
import { errorMessage } from '../../../shared/errors';
import { LinkButton } from '../../../shared/LinkButton';
import { useLinkTokenAction } from '../../../shared/useLinkToken';
import { RequestCard } from '../list/RequestCard';
import NotFoundPage from '../../../shared/NotFoundPage';
import { ManageRequest } from './ManageRequest';
import './requestLink.css';
import { href, paths } from '../../../shared/paths';

export const MISSING_TOKEN_TEXT = 'Odkaz je neúplný. Otevřete ho prosím celý z e-mailu, který jsme vám poslali.';

/**
 * The pages the links of a request's e-mails open: /poptavka/potvrdit?token=… confirms (and shows
 * the listed request with its manage link), /poptavka/odmitnout?token=… asks before deleting the
 * request and refusing requests to the address, /poptavka/sprava?token=… is the couple's own page
 * (ManageRequest). They change things by POST / PATCH from the page, so a mail scanner that fetches
 * a link changes nothing.
 */
export default function RequestLinkPage() {
  const { action } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  if (action === 'potvrdit') return <ConfirmRequest token={token} />;
  if (action === 'odmitnout') return <RejectRequest token={token} />;
  if (action === 'sprava') {
    const failure = (message: string) => <LinkFailure title="Poptávku se nepodařilo otevřít" message={message} />;
    return token ? (
      <LinkPage>
        <ManageRequest token={token} failure={failure} />
      </LinkPage>
    ) : (
      failure(MISSING_TOKEN_TEXT)
    );
  }
  return <NotFoundPage />;
}

function LinkPage({ children }: { children: ReactNode }) {
  return (
    <div className="page page--narrow request-link">
      <Card className="request-link__card">{children}</Card>
    </div>
  );
}

function ConfirmRequest({ token }: { token: string }) {
  const [confirm, { data, error, isError }] = useRequestsConfirmMutation();
  useLinkTokenAction(token, useCallback((value: string) => confirm({ requestLinkTokenDto: { token: value } }), [confirm]));

  if (!token) return <LinkFailure title="Poptávku se nepodařilo potvrdit" message={MISSING_TOKEN_TEXT} />;
  if (isError) return <LinkFailure title="Poptávku se nepodařilo potvrdit" message={errorMessage(error, 'Zkuste to prosím znovu.')} />;
  if (!data) {
    return (
      <LinkPage>
        <div className="request-link__pending" role="status">
          <Spin />
          <span>Potvrzujeme poptávku…</span>
        </div>
      </LinkPage>
    );
  }
  return <Confirmed confirmed={data} />;
}

function Confirmed({ confirmed }: { confirmed: ConfirmedRequestDto }) {
  return (
    <LinkPage>
      <Result
        status="success"
        icon={<CheckCircleOutlined aria-hidden="true" />}
        title={<h1 className="request-link__title">Poptávka je potvrzená</h1>}
        subTitle={confirmed.message}
      />
      <RequestCard request={confirmed.request} headingLevel={2} className="request-link__request" />
      <p>Upravit, uzavřít nebo znovu otevřít ji můžete přes odkaz pro správu, který jsme vám poslali i e-mailem.</p>
      <div className="request-link__actions">
        <LinkButton to={href.requestLink('sprava', { token: confirmed.manageToken })} type="primary">
          Spravovat poptávku
        </LinkButton>
        <LinkButton to={href.requests({ requestId: confirmed.request.id })}>Zobrazit poptávku v seznamu</LinkButton>
      </div>
    </LinkPage>
  );
}

function RejectRequest({ token }: { token: string }) {
  const [reject, { data, error, isError, isLoading }] = useRequestsRejectMutation();
  const [asked, setAsked] = useState(false);

  if (!token) return <LinkFailure title="Poptávku se nepodařilo smazat" message={MISSING_TOKEN_TEXT} />;
  if (data) {
    return (
      <LinkPage>
        <Result status="success" title={<h1 className="request-link__title">Poptávka je smazaná</h1>} subTitle={data.message} />
      </LinkPage>
    );
  }
  return (
    <LinkPage>
      <Typography.Title level={1} className="request-link__title">
        Poptávku jste nezadávali?
      </Typography.Title>
      <Typography.Paragraph>
        Někdo zadal na Svatby poptávku s vaší e-mailovou adresou. Pokud jste to nebyli vy, poptávku smažeme a dalších 30 dní
        na vaši adresu nepřijmeme poptávku od nikoho jiného. Nic dalšího vám posílat nebudeme. Svou vlastní poptávku můžete
        z tohoto prohlížeče zadat i nadále.
      </Typography.Paragraph>
      {isError && (
        <Alert type="error" showIcon title="Poptávku se nepodařilo smazat" description={errorMessage(error, 'Zkuste to prosím znovu.')} />
      )}
      <div className="request-link__actions">
        {asked ? (
          <>
            <Button
              danger
              type="primary"
              icon={<DeleteOutlined aria-hidden="true" />}
              loading={isLoading}
              onClick={() => void reject({ requestLinkTokenDto: { token } })}
            >
              Ano, smazat poptávku
            </Button>
            <Button onClick={() => setAsked(false)} disabled={isLoading}>
              Zpět
            </Button>
          </>
        ) : (
          <Button danger icon={<DeleteOutlined aria-hidden="true" />} onClick={() => setAsked(true)}>
            Smazat poptávku
          </Button>
        )}
        <LinkButton to={paths.home}>Na úvodní stránku</LinkButton>
      </div>
    </LinkPage>
  );
}

function LinkFailure({ title, message }: { title: string; message: string }) {
  return (
    <LinkPage>
      <Result status="warning" title={<h1 className="request-link__title">{title}</h1>} subTitle={message} />
      <div className="request-link__actions">
        <LinkButton to={href.home('ai-form')} type="primary">
          Zadat poptávku znovu
        </LinkButton>
        <LinkButton to={paths.home}>Na úvodní stránku</LinkButton>
      </div>
    </LinkPage>
  );
}

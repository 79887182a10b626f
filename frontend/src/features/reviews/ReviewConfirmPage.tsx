import { Spin } from 'antd';
import { Card } from '../../shared/ui/Card';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useReviewsConfirmMutation } from '../../api';
import { errorMessage } from '../../shared/errors';
import { LinkButton } from '../../shared/LinkButton';
import { LinkResult } from '../../shared/LinkResult';
import { portfolioPath } from '../../shared/ProviderCard';
import { useLinkTokenAction } from '../../shared/useLinkToken';
import { paths } from '../../shared/paths';

/**
 * /hodnoceni/potvrdit?token=…: the review's e-mailed link. The page publishes the review by POST (a
 * mail scanner that fetches the link changes nothing) and leads to the provider's portfolio.
 */
export default function ReviewConfirmPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [confirm, { data, isError, error }] = useReviewsConfirmMutation();
  useLinkTokenAction(token, useCallback((value: string) => confirm({ confirmReviewDto: { token: value } }), [confirm]));

  const alreadyReviewed = isError && (error as { status?: unknown }).status === 409;
  return (
    <div className="page page--narrow">
      <Card>
        {!token ? (
          <LinkResult status="warning" title="Odkaz je neúplný" subTitle="Otevřete ho prosím celý z e-mailu, který jsme vám poslali." />
        ) : data ? (
          <LinkResult
            status="success"
            title="Hodnocení je zveřejněné"
            subTitle={data.message}
            extra={
              <LinkButton to={portfolioPath(data.providerId)} type="primary">
                Zobrazit hodnocení u dodavatele
              </LinkButton>
            }
          />
        ) : isError ? (
          <LinkResult
            status={alreadyReviewed ? 'info' : 'error'}
            title={alreadyReviewed ? 'Tohoto dodavatele jste už hodnotili' : 'Hodnocení se nepodařilo potvrdit'}
            subTitle={errorMessage(error, 'Zkuste to prosím znovu.')}
            extra={<LinkButton to={paths.providers}>Procházet dodavatele</LinkButton>}
          />
        ) : (
          <div className="page-spinner" role="status" aria-live="polite">
            <Spin />
            <p>Potvrzujeme vaše hodnocení…</p>
          </div>
        )}
      </Card>
    </div>
  );
}

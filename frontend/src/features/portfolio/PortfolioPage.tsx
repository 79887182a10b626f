import { lazy } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AntdBoundary } from '../../shared/antd/AntdBoundary';
import { FullPageSpinner } from '../../shared/FullPageSpinner';
import { loadOwnPortfolio } from '../provider-workspace';
import { PortfolioNotFound, PublicPortfolio } from './PublicPortfolio';
import { parseProviderId, PROVIDER_PARAM } from './portfolioParams';
import './portfolio.css';

/** The own portfolio (forms, uploads) is antd's: its own chunk, loaded with antd only on /portfolio alone. */
const OwnPortfolio = lazy(() => loadOwnPortfolio().then((module) => ({ default: module.OwnPortfolio })));

/**
 * /portfolio?provider={id}: a supplier's public portfolio (plain, without antd); /portfolio alone: the
 * user's own portfolio (OwnPortfolio).
 */
export default function PortfolioPage() {
  const [params] = useSearchParams();
  const raw = params.get(PROVIDER_PARAM);
  if (raw === null) {
    return (
      <AntdBoundary fallback={<FullPageSpinner />}>
        <OwnPortfolio />
      </AntdBoundary>
    );
  }
  const id = parseProviderId(raw);
  if (id === null) return <PortfolioNotFound />;
  return <PublicPortfolio key={id} providerId={id} />;
}

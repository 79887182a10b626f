import { useSearchParams } from 'react-router-dom';
import { OwnPortfolio } from './OwnPortfolio';
import { PortfolioNotFound, PublicPortfolio } from './PublicPortfolio';
import { parseProviderId, PROVIDER_PARAM } from './portfolioParams';
import './portfolio.css';

/**
 * /portfolio?provider={id}: a supplier's public portfolio; /portfolio alone: the user's own
 * portfolio (OwnPortfolio).
 */
export default function PortfolioPage() {
  const [params] = useSearchParams();
  const raw = params.get(PROVIDER_PARAM);
  if (raw === null) return <OwnPortfolio />;
  const id = parseProviderId(raw);
  if (id === null) return <PortfolioNotFound />;
  return <PublicPortfolio key={id} providerId={id} />;
}

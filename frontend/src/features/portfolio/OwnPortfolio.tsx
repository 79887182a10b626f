import { LoginOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { BackLink } from '../../shared/BackLink';
import { LinkButton } from '../../shared/LinkButton';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { useSession } from '../auth/useSession';

/** Where a visitor returns after signing in. */
export const OWN_PORTFOLIO_LOGIN_PATH = `/login?returnUrl=${encodeURIComponent('/portfolio')}`;

/**
 * /portfolio without ?provider: the signed-in provider's own portfolio. Its management comes with
 * a later issue (seed 001, "Own portfolio"), which replaces this component; for now a visitor gets
 * only a login prompt and a signed-in user a short note.
 */
export function OwnPortfolio() {
  useDocumentTitle('Moje portfolio');
  const { isAuthenticated } = useSession();

  if (!isAuthenticated) {
    return (
      <div className="page page--narrow portfolio-page">
        <Card className="portfolio-own">
          <h1 className="portfolio-own__title">Moje portfolio</h1>
          <p>Pro zobrazení a správu svého portfolia se přihlaste.</p>
          <LinkButton to={OWN_PORTFOLIO_LOGIN_PATH} type="primary" icon={<LoginOutlined aria-hidden="true" />}>
            Přihlásit se
          </LinkButton>
        </Card>
      </div>
    );
  }

  return (
    <div className="page page--narrow portfolio-page">
      <BackLink to="/">Zpět na dashboard</BackLink>
      <Card className="portfolio-own">
        <h1 className="portfolio-own__title">Moje portfolio</h1>
        <p>Správa vlastního portfolia (projekty, fotografie a zvýrazněné práce) bude brzy k dispozici.</p>
        <LinkButton to="/dodavatele">Prohlédnout dodavatele</LinkButton>
      </Card>
    </div>
  );
}

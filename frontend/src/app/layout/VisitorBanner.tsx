import { Link } from 'react-router-dom';
import { paths } from '../../shared/paths';

/** Yellow banner for visitors: invites wedding providers to register. */
export function VisitorBanner() {
  return (
    <aside className="visitor-banner" aria-label="Pro dodavatele">
      <p>
        <strong>Jste svatební dodavatel?</strong> Registrace zdarma, více zákazníků a vyšší tržby.{' '}
        <Link to={paths.providerRegistration} className="visitor-banner__link">
          Zaregistrujte se jako dodavatel
        </Link>
      </p>
    </aside>
  );
}

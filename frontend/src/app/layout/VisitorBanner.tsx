import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../shared/paths';

/** The pages the banner leads to: it is not shown there (nor by the boot screen, see public/boot.js). */
const REGISTRATION_PATHS: readonly string[] = [paths.providerRegistration, paths.registerProvider];

/** Yellow banner for visitors: invites wedding providers to register (not on the registration itself). */
export function VisitorBanner() {
  const { pathname } = useLocation();
  if (REGISTRATION_PATHS.includes(pathname.replace(/\/+$/, '') || '/')) return null;
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

import { Link } from 'react-router-dom';
import { SocialLinks } from '../../shared/SocialLinks';
import { AnchorLink } from './navItems';
import { paths } from '../../shared/paths';

export { SOCIAL_LINKS } from '../../shared/SocialLinks';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <p className="site-footer__name">Svatby</p>
          <p>Svatební služby na jednom místě. Poptávka pro páry je vždy ZDARMA.</p>
          <SocialLinks className="site-footer__social" />
        </div>
        <nav aria-label="Odkazy v patičce" className="site-footer__links">
          <div>
            <p className="site-footer__heading">Pro páry</p>
            <ul>
              <li>
                <AnchorLink anchor="sluzby">Kategorie služeb</AnchorLink>
              </li>
              <li>
                <AnchorLink anchor="jak-to-funguje">Jak Svatby fungují</AnchorLink>
              </li>
              <li>
                <AnchorLink anchor="pricing">Ceník pro dodavatele</AnchorLink>
              </li>
              <li>
                <AnchorLink anchor="ai-form">Zadat poptávku</AnchorLink>
              </li>
            </ul>
          </div>
          <div>
            <p className="site-footer__heading">Informace</p>
            <ul>
              <li>
                <Link to={paths.faq}>Časté dotazy</Link>
              </li>
              <li>
                <Link to={paths.figures}>Svatby v číslech</Link>
              </li>
              <li>
                <Link to={paths.contact}>Kontakt</Link>
              </li>
              <li>
                <Link to={paths.terms}>Podmínky použití</Link>
              </li>
              <li>
                <Link to={paths.privacy}>Ochrana soukromí</Link>
              </li>
            </ul>
          </div>
        </nav>
      </div>
      <p className="site-footer__copy">© {year} Svatby. Všechna práva vyhrazena.</p>
    </footer>
  );
}

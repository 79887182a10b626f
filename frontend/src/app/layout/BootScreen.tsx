import MenuOutlined from '@ant-design/icons/es/icons/MenuOutlined';
import { FAQ_TITLE, FaqLead } from '../../features/pages/faqHead';
import { StaticPageHeader } from '../../features/pages/StaticPageHeader';
import { HomeHero } from '../../shared/HomeHero';
import { Spinner } from '../../shared/Spinner';
import { SERVER_PAGE_CLASS, serverPageMarkup } from '../serverState';
import { paths } from '../../shared/paths';

/**
 * The first screen of a visit, while the session and the page load: the navbar's brand, the banner
 * for visitors and, on '/', the home page's hero (the same markup as the page, see HomePage), on
 * '/faq' the page's head (title and lead, its largest text), the page itself where the server rendered
 * it (app/serverState.ts), else a spinner. index.html holds the same markup, so it is painted before
 * any JavaScript has run; public/boot.js picks the parts (.boot-* in app/styles.css) and
 * bootScreen.test.tsx keeps the two identical. Inert: nothing in it works before the app runs.
 */
export function BootScreen() {
  const serverPage = serverPageMarkup();
  return (
    <>
      <p className="sr-only" role="status">
        Načítání…
      </p>
      <div className="boot" inert aria-hidden="true">
        <div className="app-shell">
          <header className="navbar">
            <div className="navbar__inner">
              <a href={paths.home} className="navbar__brand">
                <span className="navbar__logo">♥</span>Svatby
              </a>
              <button
                type="button"
                className="plain-btn plain-btn--default plain-btn--icon-only navbar__toggle mobile-only"
              >
                <span className="plain-btn__icon">
                  <MenuOutlined aria-hidden="true" />
                </span>
              </button>
            </div>
          </header>
          <aside className="visitor-banner boot__visitor">
            <p>
              <strong>Jste svatební dodavatel?</strong> Registrace zdarma, více zákazníků a vyšší tržby.{' '}
              <a href={paths.providerRegistration} className="visitor-banner__link">
                Zaregistrujte se jako dodavatel
              </a>
            </p>
          </aside>
          <main className="app-main">
            <div className="home boot__home">
              <HomeHero />
            </div>
            <div className="page static-page boot__faq">
              <StaticPageHeader title={FAQ_TITLE} lead={<FaqLead />} />
            </div>
            {serverPage !== null ? (
              <div className={SERVER_PAGE_CLASS} dangerouslySetInnerHTML={{ __html: serverPage }} />
            ) : (
              <div className="page-spinner boot__page">
                <Spinner />
              </div>
            )}
          </main>
        </div>
      </div>
    </>
  );
}

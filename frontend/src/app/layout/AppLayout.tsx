import { Suspense, useDeferredValue, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import VerifyEmailBanner from '../../features/account/VerifyEmailBanner';
import { SessionProvider } from '../../features/auth/SessionProvider';
import { useSession } from '../../shared/useSession';
import { FullPageSpinner } from '../../shared/FullPageSpinner';
import { AntdBoundary } from '../../shared/antd/AntdBoundary';
import { useFirstScreenReady } from '../../shared/firstScreen';
import { needsAntdProvider, pageOf } from '../routeTable';
import { usePageHead } from '../head/usePageHead';
import { useEventStream } from '../useEventStream';
import { BackButton } from './BackButton';
import { BootScreen } from './BootScreen';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { ScrollToTopButton } from './ScrollToTopButton';
import { ScrollRestoration } from './scrollRestoration';
import { VisitorBanner } from './VisitorBanner';

// antd stays out of the shell: the banner (and antd) load only for an account that has to verify its e-mail.

/** Shell of every page: navbar, visitor banner, the lazy page, footer, floating buttons. */
export function AppLayout() {
  return (
    <SessionProvider>
      <Shell />
    </SessionProvider>
  );
}

/**
 * The page. Most pages use antd, so they render inside its provider, loaded with the first of them; the plain
 * pages (see needsAntdProvider) render without it (their antd parts are lazy and bring their own). Once a page
 * has been shown inside it the provider stays (toasts outlive navigation, and switching it off would remount
 * the page).
 */
function PageOutlet() {
  const { pathname } = useLocation();
  const needed = needsAntdProvider(pageOf(pathname));
  const [withAntd, setWithAntd] = useState(needed);
  if (!withAntd && needed) setWithAntd(true);

  const page = (
    <Suspense fallback={<FullPageSpinner />}>
      <Outlet />
    </Suspense>
  );
  return withAntd ? <AntdBoundary fallback={<FullPageSpinner />}>{page}</AntdBoundary> : page;
}

function Shell() {
  // A new session (the first answer, a login) renders as a transition: in slices, not one long task.
  const session = useDeferredValue(useSession());
  const firstScreenReady = useFirstScreenReady();
  // Live offers and messages for a signed-in user: one event stream per tab.
  useEventStream(session.isAuthenticated);
  // The page's title, description and social tags while navigating (the server wrote the first page's).
  usePageHead();

  // While the session (and, on the first visit, the page's code) loads, the first screen: no flash
  // of the visitor UI for a signed-in user, and no spinner between it and the page.
  if (session.isLoading || !firstScreenReady) return <BootScreen />;

  return (
    <div className="app-shell">
      <a href="#main" className="skip-link">
        Přeskočit na obsah
      </a>
      <Navbar session={session} />
      {!session.isAuthenticated && <VisitorBanner />}
      {session.user && !session.user.emailVerified && (
        <VerifyEmailBanner email={session.user.email} provider={session.isProvider} />
      )}
      <main id="main" className="app-main" tabIndex={-1}>
        <PageOutlet />
      </main>
      <Footer />
      <BackButton />
      <ScrollToTopButton />
      <ScrollRestoration />
    </div>
  );
}

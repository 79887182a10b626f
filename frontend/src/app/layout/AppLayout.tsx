import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { SessionProvider } from '../../features/auth/SessionProvider';
import { useSession } from '../../features/auth/useSession';
import { FullPageSpinner } from '../../shared/FullPageSpinner';
import { BackButton } from './BackButton';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { ScrollToTopButton } from './ScrollToTopButton';
import { VisitorBanner } from './VisitorBanner';

/** Shell of every page: navbar, visitor banner, the lazy page, footer, floating buttons. */
export function AppLayout() {
  return (
    <SessionProvider>
      <Shell />
    </SessionProvider>
  );
}

function Shell() {
  const session = useSession();

  // While the session loads the whole page is a spinner (no flash of the visitor UI).
  if (session.isLoading) return <FullPageSpinner />;

  return (
    <div className="app-shell">
      <a href="#main" className="skip-link">
        Přeskočit na obsah
      </a>
      <Navbar session={session} />
      {!session.isAuthenticated && <VisitorBanner />}
      <main id="main" className="app-main" tabIndex={-1}>
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <BackButton />
      <ScrollToTopButton />
      <ScrollRestoration />
    </div>
  );
}

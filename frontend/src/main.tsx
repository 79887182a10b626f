import { afterFirstPaint } from './app/afterFirstPaint';
import { loadPageChunks, pageOf } from './app/routeTable';
import { registerServiceWorkerWhenIdle } from './shared/serviceWorker';
import { nextTask } from './shared/nextTask';
// The first stylesheet: the shell's styles (in the order the app's modules import them), the home
// page's and the text pages' head (the boot screen paints the FAQ's before any script).
import './shared/spinner.css';
import './shared/plainButton.css';
import './app/styles.css';
import './shared/plainSkeleton.css';
import './shared/planCard.css';
import './features/home/home.css';
import './features/pages/staticPageHeader.css';

/**
 * Starts the app in steps, each evaluated in a task of its own (short tasks keep the page
 * responsive): React, RTK Query's API, the store, the shell, then the current page. The first step preloads the
 * scripts of all of them (see startPreloads in vite.config.ts), so they are fetched in parallel.
 * Other pages than '/' start loading their chunks (and antd) at once; on '/' the home page's are
 * preloaded with the first step and evaluated last.
 */
async function start(pathname: string) {
  const home = pageOf(pathname) === 'home';
  const otherPage = home ? undefined : loadPageChunks(pathname);
  // Two imports, not one in a conditional expression: each has its own preloads.
  if (home) await import('./app/steps/reactHome');
  else await import('./app/steps/react');
  await nextTask();
  await import('./api');
  await nextTask();
  await import('./app/store');
  await nextTask();
  const { startApp } = await import('./app/start');
  await nextTask();
  await startApp(otherPage ?? loadPageChunks(pathname));
}

// index.html paints the first screen from HTML and CSS alone (see app/layout/BootScreen.tsx); the
// app's code is fetched once it has, so that it neither delays that paint nor competes with it. The
// home page's styles are in the first stylesheet: the first screen is the home page's hero, and no
// stylesheet has to be added while the page starts.
afterFirstPaint(() => void start(window.location.pathname));
// The installable app's service worker (offline page, Web Push): production builds only, once the page has loaded.
registerServiceWorkerWhenIdle();

import IconContext from '@ant-design/icons/es/components/Context';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider as ReduxProvider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { holdFirstScreen, stageFirstPage } from '../shared/firstScreen';
import { loadFirstScreenData } from './firstScreenData';
import { AppRoutes, preloadRoute } from './router';
import { takeServerFirstScreen } from './serverState';
import { nextTask } from '../shared/nextTask';
import { store } from './store';

/**
 * @ant-design/icons inserts its base styles from every icon's effect; outside antd's provider (the
 * shell and the home page) app/styles.css has them from the first paint. antd's provider sets its
 * own context for the icons inside it (and its own styles for them).
 */
const iconContext = { zeroRuntime: true };

/**
 * Starts the app on index.html's static first screen (main.tsx has loaded React, the API and the
 * store, and loads this module as its next step). The current page's chunks are on their way
 * (`routeTable`); the first screen waits for them, and for the data a page's head is laid out with
 * (firstScreenData). The session is asked by the layout as soon as it
 * renders; the navbar counts and the home page's categories are on their way already (preloaded by
 * index.html and public/boot.js). The render is a task of its own, and a
 * transition, which React does in slices.
 */
export async function startApp(pageChunks: Promise<void>): Promise<void> {
  const pathname = window.location.pathname;
  // The answers a server-rendered first screen was drawn with, before anything asks for them.
  takeServerFirstScreen(store);
  holdFirstScreen(Promise.all([pageChunks, preloadRoute(pathname), loadFirstScreenData(store, pathname)]));
  stageFirstPage();
  await nextTask();
  startTransition(() => {
    createRoot(document.getElementById('root') as HTMLElement).render(
      <StrictMode>
        <IconContext.Provider value={iconContext}>
          <ReduxProvider store={store}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </ReduxProvider>
        </IconContext.Provider>
      </StrictMode>,
    );
  });
}

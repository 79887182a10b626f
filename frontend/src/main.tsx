import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider as ReduxProvider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { holdFirstScreen } from './app/firstScreen';
import { createAppRouter, preloadRoute } from './app/router';
import { store } from './app/store';
import './app/styles.css';

// Start loading the current page's chunks at once (the layout would otherwise ask for the page only
// after the session has answered); the first screen waits for them. The session is asked by the
// layout as soon as it renders; the navbar counts and the home page's categories are on their way
// already (preloaded by index.html and public/boot.js).
holdFirstScreen(preloadRoute(window.location.pathname));

// Its own task after the modules' evaluation (short tasks keep the page responsive); the render is
// a transition, which React does in slices.
setTimeout(() => {
  const router = createAppRouter();
  startTransition(() => {
    createRoot(document.getElementById('root') as HTMLElement).render(
      <StrictMode>
        <ReduxProvider store={store}>
          <RouterProvider router={router} />
        </ReduxProvider>
      </StrictMode>,
    );
  });
});

import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import AntdProvider from '../shared/antd/AntdProvider';
import type { AppStore } from './store';

export { notificationConfig } from '../shared/antd/AntdProvider';

/**
 * The Redux store and antd's provider at the root, for tests that render a page or a component on
 * its own. The app itself (main.tsx, test/renderApp.tsx) has only the store at the root: the layout
 * puts the pages inside antd's provider and loads it lazily (see shared/antd).
 */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <ReduxProvider store={store}>
      <AntdProvider>{children}</AntdProvider>
    </ReduxProvider>
  );
}

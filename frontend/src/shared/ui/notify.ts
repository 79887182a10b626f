import type { ReactNode } from 'react';

export type NotifyKind = 'success' | 'info' | 'warning' | 'error';

export interface NotifyArgs {
  title: ReactNode;
  description?: ReactNode;
}

/**
 * A toast from a page that renders without antd (the public pages): antd's notification, loaded on first use
 * (see antdStatic.tsx), looking and behaving as App.useApp()'s (theme, Czech, one at a time, 5 s).
 */
export function notify(kind: NotifyKind, args: NotifyArgs): Promise<void> {
  return import('./antdStatic').then(({ showNotification }) => showNotification(kind, args));
}

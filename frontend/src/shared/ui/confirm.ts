import type { ReactNode } from 'react';

export interface ConfirmArgs {
  title: ReactNode;
  content?: ReactNode;
  okText: string;
  /** 'Zrušit' unless given. */
  cancelText?: string;
  /** A red confirm button: the action removes or takes something back. */
  danger?: boolean;
  /** The focus on the cancel button (antd's autoFocusButton): Enter must not take back something by accident. */
  focusCancel?: boolean;
  /** Runs on confirm; the dialog stays open with a spinner until its promise settles. */
  onOk: () => Promise<void> | void;
}

/**
 * A confirmation dialog from a page that renders without antd (the plain pages, the provider's dashboard):
 * antd's Modal.confirm, loaded on first use (see antdStatic.tsx), with the app's theme and Czech texts.
 */
export function confirm(args: ConfirmArgs): Promise<void> {
  return import('./antdStatic').then(({ showConfirm }) => showConfirm(args));
}

import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { lazyOnOpen } from '../../shared/lazyOnOpen';
import { isReauthenticationRequired, ReauthenticationCancelled } from '../../shared/reauthentication';

// The dialog's form (antd's Form, Input, Modal) loads when the server first asks for the password.
const ConfirmPasswordDialog = lazyOnOpen(() => import('./ConfirmPasswordDialog').then((module) => module.default));

/**
 * Runs a sensitive action (a backup download, deleting a provider); when the server asks for the
 * password again, shows 'Potvrďte heslo', confirms it (POST /api/auth/confirm-password) and runs
 * the action once more. Render `dialog` somewhere in the component.
 */
export function useReauthentication(): { run: <T>(action: () => Promise<T>) => Promise<T>; dialog: ReactNode } {
  const [open, setOpen] = useState(false);
  const answer = useRef<((confirmed: boolean) => void) | null>(null);

  const ask = () =>
    new Promise<boolean>((resolve) => {
      answer.current = resolve;
      setOpen(true);
    });
  const settle = (confirmed: boolean) => {
    answer.current?.(confirmed);
    answer.current = null;
    setOpen(false);
  };

  const run = async <T,>(action: () => Promise<T>): Promise<T> => {
    try {
      return await action();
    } catch (error) {
      if (!isReauthenticationRequired(error)) throw error;
      if (!(await ask())) throw new ReauthenticationCancelled();
      return action();
    }
  };

  return { run, dialog: <ConfirmPasswordDialog open={open} onSettle={settle} /> };
}

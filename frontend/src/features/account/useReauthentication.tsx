import { lazy, Suspense, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { isReauthenticationRequired, ReauthenticationCancelled } from '../../shared/reauthentication';
import { useOpenedOnce } from '../../shared/useOpenedOnce';

// The dialog's form (antd's Form, Input, Modal) loads when the server first asks for the password.
const ConfirmPasswordDialog = lazy(() => import('./ConfirmPasswordDialog'));

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

  return { run, dialog: <LazyConfirmPasswordDialog open={open} onSettle={settle} /> };
}

function LazyConfirmPasswordDialog(props: { open: boolean; onSettle: (confirmed: boolean) => void }) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmPasswordDialog {...props} />
    </Suspense>
  );
}

import type { ReactNode } from 'react';
import { errorMessage } from './errors';
import { confirm } from './ui/confirm';
import { notify } from './ui/notify';

export interface ConfirmedAction {
  /** The question ('Smazat hosta Marie Nováková?'). */
  title: string;
  /** What follows from it, when the title does not say. */
  content?: ReactNode;
  /** The danger button ('Smazat'). */
  okText?: string;
  cancelText?: string;
  /** The change itself; a rejection is reported with `failed` and the server's reason. */
  run: () => Promise<unknown>;
  /** The notice after it succeeded; none when the page shows the outcome itself. */
  done?: string;
  /** The notice's title when it failed ('Hosta se nepodařilo smazat'). */
  failed: string;
}

/** The action itself; the same for every caller (no state): the hook stays for its callers' shape. */
function confirmedAction({ title, content, okText = 'Smazat', cancelText = 'Zrušit', run, done, failed }: ConfirmedAction): void {
  void confirm({
    title,
    content,
    okText,
    cancelText,
    danger: true,
    onOk: async () => {
      try {
        await run();
        if (done) void notify('success', { title: done });
      } catch (error) {
        void notify('error', { title: failed, description: errorMessage(error, 'Zkuste to prosím znovu.') });
      }
    },
  });
}

/**
 * A destructive change asked first: a confirmation with a danger button, then the change, then a
 * notice of its outcome (the server's reason when it fails). One shape for every delete, leave and revoke.
 * Through shared/ui's confirm and notify, which load antd on first use: the plan's first screen (a plain
 * page) has no antd App context to ask.
 */
export function useConfirmedAction(): (action: ConfirmedAction) => void {
  return confirmedAction;
}

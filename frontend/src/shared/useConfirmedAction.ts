import { App } from 'antd';
import type { ReactNode } from 'react';
import { errorMessage } from './errors';

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

/**
 * A destructive change asked first: a confirmation with a danger button, then the change, then a
 * notice of its outcome (the server's reason when it fails). One shape for every delete, leave and revoke.
 */
export function useConfirmedAction(): (action: ConfirmedAction) => void {
  const { modal, notification } = App.useApp();
  return ({ title, content, okText = 'Smazat', cancelText = 'Zrušit', run, done, failed }) => {
    modal.confirm({
      title,
      content,
      okText,
      cancelText,
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await run();
          if (done) notification.success({ title: done });
        } catch (error) {
          notification.error({ title: failed, description: errorMessage(error, 'Zkuste to prosím znovu.') });
        }
      },
    });
  };
}

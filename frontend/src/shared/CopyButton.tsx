import CopyOutlined from '@ant-design/icons/es/icons/CopyOutlined';
import { useCallback } from 'react';
import type { ButtonHTMLAttributes } from 'react';
import { notify } from './ui/notify';
import './plainButton.css';
import './copyButton.css';

export type CopyKind = 'phone' | 'email' | 'link';

/** The spec's clipboard texts (seed 000 and 001, section 8). */
export const COPY_TEXTS: Record<CopyKind, { label: string; success: string; failure: string }> = {
  phone: {
    label: 'Zkopírovat telefon',
    success: 'Telefon byl zkopírován do schránky',
    failure: 'Nepodařilo se zkopírovat telefon',
  },
  email: {
    label: 'Zkopírovat e-mail',
    success: 'Email byl zkopírován do schránky',
    failure: 'Nepodařilo se zkopírovat email',
  },
  // A private link (the calendar feed's address).
  link: {
    label: 'Zkopírovat odkaz',
    success: 'Odkaz byl zkopírován do schránky',
    failure: 'Nepodařilo se zkopírovat odkaz',
  },
};

/** Writes the text to the clipboard; rejects where the Clipboard API is missing (non-secure page) or refused. */
export async function writeClipboard(text: string): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) {
    throw new Error('Schránka není dostupná');
  }
  await navigator.clipboard.writeText(text);
}

/**
 * Copies a phone number or an e-mail and toasts 'Zkopírováno!' or the failure; resolves to success. The toast is
 * `notify`'s (antd's notification, loaded on first use): the cards sit on public pages that render without antd.
 */
export function useCopyToClipboard() {
  return useCallback(async (kind: CopyKind, value: string): Promise<boolean> => {
    try {
      await writeClipboard(value);
      void notify('success', { title: 'Zkopírováno!', description: COPY_TEXTS[kind].success });
      return true;
    } catch {
      void notify('error', { title: COPY_TEXTS[kind].failure });
      return false;
    }
  }, []);
}

export interface CopyButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'children' | 'value' | 'type'> {
  kind: CopyKind;
  value: string;
  /** Show the value as the button's text (a click on the number copies it); else an icon button. */
  showValue?: boolean;
}

/**
 * Copies a phone number or an e-mail. Its accessible name is 'Zkopírovat telefon {value}' /
 * 'Zkopírovat e-mail {value}' (the visible value is part of it). Drawn as antd's small text button, icon at the end.
 */
export function CopyButton({ kind, value, showValue = true, className, ...rest }: CopyButtonProps) {
  const copy = useCopyToClipboard();
  const label = `${COPY_TEXTS[kind].label} ${value}`;
  return (
    <button
      type="button"
      {...rest}
      className={['plain-btn plain-btn--text copy-button', showValue ? '' : 'plain-btn--icon-only', className]
        .filter(Boolean)
        .join(' ')}
      aria-label={label}
      title={COPY_TEXTS[kind].label}
      onClick={() => void copy(kind, value)}
    >
      {showValue && <span className="copy-button__value">{value}</span>}
      <span className="plain-btn__icon">
        <CopyOutlined aria-hidden="true" />
      </span>
    </button>
  );
}

import { CopyOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import type { ButtonProps } from 'antd';
import { useCallback } from 'react';
import './copyButton.css';

export type CopyKind = 'phone' | 'email';

/** The spec's clipboard texts (seed 000 and 001, section 8). */
export const COPY_TEXTS: Record<CopyKind, { label: string; success: string; failure: string }> = {
  phone: {
    label: 'Zkopírovat telefon',
    success: 'Telefon byl zkopírován do schránky',
    failure: 'Nepodařilo se zkopírovat telefon',
  },
  email: {
    label: 'Zkopírovat email',
    success: 'Email byl zkopírován do schránky',
    failure: 'Nepodařilo se zkopírovat email',
  },
};

/** Writes the text to the clipboard; rejects where the Clipboard API is missing (non-secure page) or refused. */
export async function writeClipboard(text: string): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) {
    throw new Error('Schránka není dostupná');
  }
  await navigator.clipboard.writeText(text);
}

/** Copies a phone number or an e-mail and toasts 'Zkopírováno!' or the failure; resolves to success. */
export function useCopyToClipboard() {
  const { notification } = App.useApp();
  return useCallback(
    async (kind: CopyKind, value: string): Promise<boolean> => {
      try {
        await writeClipboard(value);
        notification.success({ title: 'Zkopírováno!', description: COPY_TEXTS[kind].success });
        return true;
      } catch {
        notification.error({ title: COPY_TEXTS[kind].failure });
        return false;
      }
    },
    [notification],
  );
}

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'children' | 'value'> {
  kind: CopyKind;
  value: string;
  /** Show the value as the button's text (a click on the number copies it); else an icon button. */
  showValue?: boolean;
}

/**
 * Copies a phone number or an e-mail. Its accessible name is 'Zkopírovat telefon {value}' /
 * 'Zkopírovat email {value}' (the visible value is part of it).
 */
export function CopyButton({ kind, value, showValue = true, className, ...rest }: CopyButtonProps) {
  const copy = useCopyToClipboard();
  const label = `${COPY_TEXTS[kind].label} ${value}`;
  return (
    <Button
      type="text"
      size="small"
      {...rest}
      className={['copy-button', className].filter(Boolean).join(' ')}
      icon={<CopyOutlined aria-hidden="true" />}
      iconPlacement="end"
      aria-label={label}
      title={COPY_TEXTS[kind].label}
      onClick={() => void copy(kind, value)}
    >
      {showValue ? value : undefined}
    </Button>
  );
}

import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import { errorMessage } from './errors';
import { PlainButton } from './PlainButton';
import { Notice } from './ui/Notice';
import './retryAlert.css';

export const CHECK_CONNECTION = 'Zkontrolujte připojení a zkuste to znovu.';

export interface RetryAlertProps {
  title: string;
  /** The failed call's error: its server message is shown, else `fallback`. */
  error?: unknown;
  fallback?: string;
  /** A fixed description instead of the error's message; null: none. */
  description?: string | null;
  onRetry: () => unknown;
  /** The retry is under way (the button spins). */
  retrying?: boolean;
  type?: 'error' | 'warning';
  /** A small retry button (inside a card or a form). */
  small?: boolean;
  className?: string;
}

/**
 * Something could not be loaded: what, why (the server's message) and 'Zkusit znovu'. Plain HTML (Notice, PlainButton):
 * the public lists show it without antd; antd pages use it too. role alert as antd's Alert had.
 */
export function RetryAlert({
  title,
  error,
  fallback = CHECK_CONNECTION,
  description,
  onRetry,
  retrying,
  type = 'error',
  small,
  className,
}: RetryAlertProps) {
  return (
    <Notice
      type={type}
      role="alert"
      className={['retry-alert', className].filter(Boolean).join(' ')}
      title={title}
      description={description === undefined ? errorMessage(error, fallback) : (description ?? undefined)}
      action={
        <PlainButton
          className={small ? 'retry-alert__button--small' : undefined}
          icon={<ReloadOutlined aria-hidden="true" />}
          loading={retrying}
          onClick={() => void onRetry()}
        >
          Zkusit znovu
        </PlainButton>
      }
    />
  );
}

import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { errorMessage } from './errors';

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

/** Something could not be loaded: what, why (the server's message) and 'Zkusit znovu'. */
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
    <Alert
      type={type}
      showIcon
      className={className}
      title={title}
      description={description === undefined ? errorMessage(error, fallback) : description}
      action={
        <Button
          size={small ? 'small' : undefined}
          icon={<ReloadOutlined aria-hidden="true" />}
          loading={retrying}
          onClick={() => void onRetry()}
        >
          Zkusit znovu
        </Button>
      }
    />
  );
}

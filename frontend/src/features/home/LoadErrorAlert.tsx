import { RetryAlert } from '../../shared/RetryAlert';

/** A home section's load error with 'Zkusit znovu' (a lazy chunk: antd loads only when it fails). */
export default function LoadErrorAlert({
  title,
  onRetry,
  retrying,
}: {
  title: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <RetryAlert
      className="home-alert"
      title={title}
      description="Zkontrolujte připojení k internetu a zkuste to znovu."
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}

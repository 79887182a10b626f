import { Alert, Button } from 'antd';

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
    <Alert
      type="error"
      showIcon
      className="home-alert"
      title={title}
      description="Zkontrolujte připojení k internetu a zkuste to znovu."
      action={
        <Button onClick={onRetry} loading={retrying}>
          Zkusit znovu
        </Button>
      }
    />
  );
}

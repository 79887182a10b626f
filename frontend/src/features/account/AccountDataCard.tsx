import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Input, Modal } from 'antd';
import { Card } from '../../shared/ui/Card';
import { saveAs } from 'file-saver';
import { useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAccountDeleteMutation, useAccountSummaryQuery } from '../../api';
import { errorMessage } from '../../shared/errors';
import { FileDownloadError } from '../../shared/fileDownload';
import { notify } from '../../shared/ui/notify';
import { deletionConsequences, fetchAccountData } from './accountData';
import './account.css';
import { href, paths } from '../../shared/paths';

export const ACCOUNT_CARD_TITLE = 'Vaše data a účet';

/** Whether a refused deletion asks for a new sign-in (a Google-only account signed in too long ago). */
function asksToSignInAgain(error: unknown): boolean {
  const data = typeof error === 'object' && error !== null ? (error as { data?: unknown }).data : undefined;
  return typeof data === 'object' && data !== null && (data as { reauthenticate?: unknown }).reauthenticate === true;
}

/**
 * 'Vaše data a účet' (the couple's dashboard, the provider's profile settings): 'Stáhnout moje data'
 * downloads everything stored about the account as a JSON file; 'Smazat účet' opens a confirmation
 * that lists what the deletion does and asks for the password (a Google-only account needs a recent
 * Google sign-in instead), then the user is signed out and taken home.
 */
export function AccountDataCard() {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const summary = useAccountSummaryQuery();
  const [deleteAccount, deletion] = useAccountDeleteMutation();
  const [exporting, setExporting] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<{ message: string; signInAgain: boolean } | null>(null);
  const titleId = useId();
  const passwordId = useId();

  const account = summary.data;
  const hasPassword = account?.hasPassword ?? true;
  const lastAdmin = account?.isLastAdmin === true;

  const download = async () => {
    setExporting(true);
    try {
      const { blob, fileName } = await fetchAccountData();
      saveAs(blob, fileName);
      notification.success({ title: 'Vaše data byla stažena', description: fileName });
    } catch (error) {
      notification.error({
        title: 'Nepodařilo se stáhnout vaše data',
        description: error instanceof FileDownloadError ? error.message : 'Zkuste to prosím znovu.',
      });
    } finally {
      setExporting(false);
    }
  };

  const closeDialog = () => {
    if (deletion.isLoading) return;
    setDialogOpen(false);
  };

  const confirmDeletion = async () => {
    setFailure(null);
    try {
      await deleteAccount({ deleteAccountDto: hasPassword ? { password } : {} }).unwrap();
      setDialogOpen(false);
      navigate(paths.home, { replace: true });
      // A static toast: App.useApp()'s would go with this card's antd provider, which the dashboard (a plain page) takes along.
      void notify('success', { title: 'Váš účet byl smazán', description: 'Děkujeme, že jste službu Svatby používali.' });
    } catch (error) {
      const message = errorMessage(error, 'Účet se nepodařilo smazat. Zkuste to prosím znovu.');
      setFailure({ message, signInAgain: asksToSignInAgain(error) });
    }
  };

  const googleUrl = `/api/auth/google?returnTo=${encodeURIComponent(location.pathname)}`;
  const canConfirm = !deletion.isLoading && (!hasPassword || password.trim() !== '');

  return (
    <Card className="account-data-card" title={<h2 id={titleId} className="account-data-card__title">{ACCOUNT_CARD_TITLE}</h2>}>
      <section aria-labelledby={titleId}>
        <p className="account-data-card__lead">
          Stáhněte si vše, co o vás uchováváme, jako soubor JSON, nebo svůj účet smažte. Podrobnosti najdete v{' '}
          <Link to={href.privacy('vase-data')}>zásadách ochrany osobních údajů</Link>.
        </p>
        <div className="account-data-card__actions">
          <Button
            icon={<DownloadOutlined aria-hidden="true" />}
            onClick={download}
            disabled={exporting}
            aria-busy={exporting || undefined}
          >
            {exporting ? 'Připravuji...' : 'Stáhnout moje data'}
          </Button>
          <Button danger icon={<DeleteOutlined aria-hidden="true" />} onClick={() => setDialogOpen(true)} disabled={summary.isLoading}>
            Smazat účet
          </Button>
        </div>
      </section>

      <Modal
        open={dialogOpen}
        onCancel={closeDialog}
        afterClose={() => {
          setPassword('');
          setFailure(null);
        }}
        title={<h2 className="account-delete__title">Smazat účet natrvalo?</h2>}
        destroyOnHidden
        footer={
          <div className="account-delete__footer">
            <Button onClick={closeDialog} disabled={deletion.isLoading}>
              Zrušit
            </Button>
            <Button
              danger
              type="primary"
              onClick={confirmDeletion}
              disabled={!canConfirm || lastAdmin}
              aria-busy={deletion.isLoading || undefined}
            >
              {deletion.isLoading ? 'Mazání...' : 'Smazat účet natrvalo'}
            </Button>
          </div>
        }
      >
        <p>Co se stane:</p>
        <ul className="account-delete__list">
          {deletionConsequences(account?.isProvider === true).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="account-delete__warning">Smazání nelze vrátit zpět. Pokud si chcete data ponechat, nejdřív si je stáhněte.</p>
        {lastAdmin ? (
          <Alert type="warning" showIcon title="Jste jediný správce. Než svůj účet smažete, určete jiného správce." />
        ) : hasPassword ? (
          <div className="account-delete__password">
            <label htmlFor={passwordId}>Pro potvrzení zadejte své heslo</label>
            <Input.Password
              id={passwordId}
              value={password}
              autoComplete="current-password"
              onChange={(event) => setPassword(event.target.value)}
              onPressEnter={() => canConfirm && void confirmDeletion()}
            />
          </div>
        ) : (
          <p className="account-delete__google">
            Váš účet nemá heslo. Pokud jste se přes Google přihlásili před více než 15 minutami, přihlaste se prosím znovu.
          </p>
        )}
        {failure && (
          <Alert
            className="account-delete__error"
            type="error"
            showIcon
            role="alert"
            title={failure.message}
            description={failure.signInAgain ? <a href={googleUrl}>Znovu se přihlásit přes Google</a> : undefined}
          />
        )}
      </Modal>
    </Card>
  );
}

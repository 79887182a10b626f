import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import { saveAs } from 'file-saver';
import { useState } from 'react';
import { ReauthenticationCancelled } from '../../shared/reauthentication';
import { useReauthentication } from '../account';
import { PlainButton } from '../../shared/PlainButton';
import { notify } from '../../shared/ui/notify';
import { FileDownloadError } from '../../shared/fileDownload';
import { fetchBackup } from './backup';

/** 'Záloha dat': downloads every table of the application as one JSON file. */
export function BackupCard() {
  const [running, setRunning] = useState(false);
  // An old sign-in is asked for the password again first.
  const reauthentication = useReauthentication();

  const download = async () => {
    setRunning(true);
    try {
      const { blob, fileName } = await reauthentication.run(fetchBackup);
      // FileSaver keeps the blob's URL alive long enough for every browser to take the file over.
      saveAs(blob, fileName);
      await notify('success', { title: 'Záloha byla stažena', description: fileName });
    } catch (error) {
      if (error instanceof ReauthenticationCancelled) return;
      await notify('error', {
        title: 'Nepodařilo se stáhnout zálohu',
        description: error instanceof FileDownloadError ? error.message : 'Zkuste to prosím znovu.',
      });
    } finally {
      setRunning(false);
    }
  };

  return (
    <section className="admin-card admin-backup" aria-labelledby="admin-backup-title">
      <div className="admin-backup__text">
        <h2 id="admin-backup-title" className="admin-card__title">
          Záloha dat
        </h2>
        <p className="admin-card__lead">
          Export všech dat aplikace (uživatelé, dodavatelé, poptávky, hodnocení, kalendář a další) včetně fotek a příloh zpráv jako soubor JSON.
        </p>
      </div>
      <PlainButton
        variant="primary"
        icon={<DownloadOutlined aria-hidden="true" />}
        onClick={download}
        disabled={running}
        aria-busy={running || undefined}
      >
        {running ? 'Generuji...' : 'Stáhnout backup'}
      </PlainButton>
      {reauthentication.dialog}
    </section>
  );
}

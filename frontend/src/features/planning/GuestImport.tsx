import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import { Button, Upload } from 'antd';
import { useState } from 'react';
import { multipart, useImportPlanGuestsMutation } from '../../api';
import type { GuestImportFormDto, GuestImportResultDto } from '../../api';
import { errorMessage } from '../../shared/errors';
import { countOf } from '../../shared/format/text';
import { Notice } from '../../shared/ui/Notice';
import { GUEST_FORMS, ROW_FORMS, importFileProblem } from './guestsModel';

/** The import's outcome: the server's result, or why the file was refused. */
type Outcome = { result: GuestImportResultDto; fileName: string } | { failure: string; fileName: string };

/** The result under the toolbar: how many came in, and each bad row by its line with the reason. */
function ImportOutcome({ outcome, onClose }: { outcome: Outcome; onClose: () => void }) {
  if ('failure' in outcome) {
    return (
      <Notice
        type="error"
        role="alert"
        title={`Soubor ${outcome.fileName} se nepodařilo načíst`}
        description={outcome.failure}
        action={
          <Button size="small" onClick={onClose}>
            Zavřít
          </Button>
        }
      />
    );
  }
  const { imported, errors } = outcome.result;
  return (
    <Notice
      type={errors.length > 0 ? 'warning' : 'success'}
      role="status"
      title={imported > 0 ? `Importováno: ${countOf(imported, GUEST_FORMS)}` : 'Žádný host nebyl importován'}
      description={
        errors.length > 0 && (
          <>
            <p className="guests-import__errors-title">
              {`Přeskočeno: ${countOf(errors.length, ROW_FORMS)}. Opravte je a nahrajte znovu jen tyto řádky, ostatní už v seznamu jsou.`}
            </p>
            <ul className="guests-import__errors" aria-label="Chybné řádky">
              {errors.map((error) => (
                <li key={`${error.line}-${error.message}`}>{`Řádek ${error.line}: ${error.message}`}</li>
              ))}
            </ul>
          </>
        )
      }
      action={
        <Button size="small" onClick={onClose}>
          Zavřít
        </Button>
      }
    />
  );
}

/**
 * 'Importovat CSV': a file of guests (Excel's Czech CSV with ';' in Windows-1250 or UTF-8 does); the server keeps the
 * good rows and reports the bad ones by line number.
 */
export function GuestImportButton({ onOutcome }: { onOutcome: (outcome: Outcome) => void }) {
  const [importGuests, { isLoading }] = useImportPlanGuestsMutation();

  const run = async (file: File) => {
    const problem = importFileProblem(file);
    if (problem) {
      onOutcome({ failure: problem, fileName: file.name });
      return;
    }
    const form = new FormData();
    form.append('file', file, file.name);
    try {
      const result = await importGuests({ guestImportFormDto: multipart<GuestImportFormDto>(form) }).unwrap();
      onOutcome({ result, fileName: file.name });
    } catch (error) {
      onOutcome({ failure: errorMessage(error, 'Zkuste to prosím znovu.'), fileName: file.name });
    }
  };

  return (
    <Upload
      accept=".csv,text/csv,.txt"
      showUploadList={false}
      maxCount={1}
      beforeUpload={(file) => {
        void run(file);
        return false;
      }}
    >
      <Button icon={<UploadOutlined aria-hidden="true" />} loading={isLoading}>
        Importovat CSV
      </Button>
    </Upload>
  );
}

export function useImportOutcome() {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  return { outcome, setOutcome, view: outcome && <ImportOutcome outcome={outcome} onClose={() => setOutcome(null)} /> };
}

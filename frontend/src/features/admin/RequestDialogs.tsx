import { Input } from 'antd';
import { useState } from 'react';
import {
  useAdminDeleteRequestMutation,
  useAdminMarkRequestForDeletionMutation,
  useAdminUpdateRequestNotesMutation,
} from '../../api';
import type { AdminRequestDto } from '../../api';
import { RowActionDialog } from './ActionDialog';

interface RequestDialogProps {
  /** The request the dialog acts on (kept while the dialog closes). */
  request: AdminRequestDto | null;
  open: boolean;
  onClose: () => void;
}

const subject = (request: AdminRequestDto) => <p className="admin-dialog__subject">{`${request.coupleName} – ${request.title}`}</p>;

/** 'Upravit admin poznámky': the internal notes of a request (4 rows); an empty text clears them. */
export function NotesDialog({ request, open, onClose }: RequestDialogProps) {
  const [notes, setNotes] = useState<string | null>(null);
  const [updateNotes, { isLoading }] = useAdminUpdateRequestNotesMutation();
  const value = notes ?? request?.adminNotes ?? '';
  return (
    <RowActionDialog
      row={request}
      open={open}
      onClose={onClose}
      title="Upravit admin poznámky"
      confirmLabel="Uložit"
      pendingLabel="Ukládání..."
      pending={isLoading}
      action={(row) => updateNotes({ id: row.id, adminNotesDto: { notes: value.trim() } }).unwrap()}
      successTitle="Poznámky aktualizovány"
      failureTitle="Nepodařilo se aktualizovat poznámky"
      afterClose={() => setNotes(null)}
    >
      {(row) => (
        <>
          {subject(row)}
          <label htmlFor="admin-notes" className="admin-dialog__label">
            Admin poznámky
          </label>
          <Input.TextArea
            id="admin-notes"
            rows={4}
            autoFocus
            maxLength={2000}
            value={value}
            onChange={(event) => setNotes(event.target.value)}
            placeholder="Interní poznámky k poptávce (vidí je jen administrátoři)"
          />
        </>
      )}
    </RowActionDialog>
  );
}

export const DELETION_REASON_PLACEHOLDER = 'Např. starší než měsíc, splněno, neaktuální';

/** 'Označit pro smazání': a non-blank reason is required (3 rows). */
export function MarkForDeletionDialog({ request, open, onClose }: RequestDialogProps) {
  const [reason, setReason] = useState('');
  const [mark, { isLoading }] = useAdminMarkRequestForDeletionMutation();
  const blank = reason.trim() === '';
  return (
    <RowActionDialog
      row={request}
      open={open}
      onClose={onClose}
      title="Označit poptávku pro smazání"
      confirmLabel="Označit pro smazání"
      pendingLabel="Označování..."
      pending={isLoading}
      danger
      confirmDisabled={blank}
      action={(row) => mark({ id: row.id, markForDeletionDto: { reason: reason.trim() } }).unwrap()}
      successTitle="Poptávka označena pro smazání"
      failureTitle="Nepodařilo se označit poptávku pro smazání"
      afterClose={() => setReason('')}
    >
      {(row) => (
        <>
          {subject(row)}
          <label htmlFor="admin-deletion-reason" className="admin-dialog__label">
            Důvod smazání <span aria-hidden="true">*</span>
          </label>
          <Input.TextArea
            id="admin-deletion-reason"
            rows={3}
            autoFocus
            required
            aria-required="true"
            aria-describedby="admin-deletion-reason-hint"
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            placeholder={DELETION_REASON_PLACEHOLDER}
          />
          <p id="admin-deletion-reason-hint" className="admin-dialog__hint">
            Důvod je povinný. Označenou poptávku pak můžete natrvalo smazat.
          </p>
        </>
      )}
    </RowActionDialog>
  );
}

/** 'Smazat poptávku': permanent deletion of a request marked for deletion. */
export function DeleteRequestDialog({ request, open, onClose }: RequestDialogProps) {
  const [remove, { isLoading }] = useAdminDeleteRequestMutation();
  return (
    <RowActionDialog
      row={request}
      open={open}
      onClose={onClose}
      title="Smazat poptávku"
      confirmLabel="Smazat natrvalo"
      pendingLabel="Mazání..."
      pending={isLoading}
      danger
      action={(row) => remove({ id: row.id }).unwrap()}
      successTitle="Poptávka byla smazána"
      failureTitle="Nepodařilo se smazat poptávku"
    >
      {(row) => (
        <>
          <p>{`Opravdu chcete natrvalo smazat poptávku „${row.title}“ (${row.coupleName})?`}</p>
          {row.deletionReason && <p>{`Důvod označení: ${row.deletionReason}`}</p>}
          <p className="admin-dialog__warning">Tuto akci nelze vrátit zpět.</p>
        </>
      )}
    </RowActionDialog>
  );
}

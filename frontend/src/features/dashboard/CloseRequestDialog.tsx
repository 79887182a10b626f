import { App, Button, Modal, Radio } from 'antd';
import { useState } from 'react';
import type { ServiceRequestDto } from '../../api';
import { errorMessage } from '../../shared/errors';
import { useRequestsUpdateStatusMutation } from '../../api';
import { CLOSE_REASONS } from '../requests';
import type { ClosedStatus } from '../requests';

export interface CloseRequestDialogProps {
  /** The request being closed; null keeps the dialog closed. */
  request: ServiceRequestDto | null;
  open: boolean;
  onClose: () => void;
}

/**
 * 'Uzavřít poptávku': the couple picks the reason (Splněno / Zrušeno / Vyřešeno / Neaktuální) and
 * confirms with 'Uzavřít'; the request leaves the public list.
 */
export function CloseRequestDialog({ request, open, onClose }: CloseRequestDialogProps) {
  const { notification } = App.useApp();
  const [reason, setReason] = useState<ClosedStatus>('fulfilled');
  const [updateStatus, { isLoading }] = useRequestsUpdateStatusMutation();

  const confirm = async () => {
    if (!request) return;
    try {
      await updateStatus({ id: request.id, updateRequestStatusDto: { status: reason } }).unwrap();
      notification.success({ title: 'Poptávka byla uzavřena' });
      onClose();
    } catch (error) {
      notification.error({
        title: 'Poptávku se nepodařilo uzavřít',
        description: errorMessage(error, 'Zkuste to prosím znovu.'),
      });
    }
  };

  return (
    <Modal
      open={open && request !== null}
      onCancel={isLoading ? undefined : onClose}
      afterClose={() => setReason('fulfilled')}
      title={<h2 className="request-dialog__title">Uzavřít poptávku</h2>}
      destroyOnHidden
      footer={
        <div className="close-request__footer">
          <Button onClick={onClose} disabled={isLoading}>
            Zrušit
          </Button>
          <Button type="primary" onClick={confirm} disabled={isLoading} aria-busy={isLoading || undefined}>
            {isLoading ? 'Ukládání...' : 'Uzavřít'}
          </Button>
        </div>
      }
    >
      {request && (
        <p className="close-request__intro">
          {`Poptávka „${request.title}“ zmizí z veřejného seznamu a dodavatelé ji přestanou vidět. Později ji můžete znovu otevřít.`}
        </p>
      )}
      <p id="close-request-reason" className="close-request__label">
        Důvod uzavření
      </p>
      <Radio.Group
        aria-labelledby="close-request-reason"
        className="close-request__reasons"
        value={reason}
        onChange={(event) => setReason(event.target.value as ClosedStatus)}
        options={CLOSE_REASONS}
        vertical
      />
    </Modal>
  );
}

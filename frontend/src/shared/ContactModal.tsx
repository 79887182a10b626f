import MailOutlined from '@ant-design/icons/es/icons/MailOutlined';
import PhoneOutlined from '@ant-design/icons/es/icons/PhoneOutlined';
import { Button, Modal } from 'antd';
import { replyMailto } from './ContactDialog';
import type { ContactDialogProps } from './ContactDialog';
import { telHref } from './contactLinks';
import './requests.css';

/**
 * The spec's 'Kontaktní informace' dialog: the request's title and description and the customer's
 * e-mail, phone and name where present, with 'Poslat e-mail' and 'Zavolat' (only with a phone).
 */
export default function ContactModal({ open, onClose, request }: ContactDialogProps) {
  const contact = request.contactInfo ?? null;
  const footer = [
    contact?.email ? (
      <Button
        key="mail"
        type="primary"
        icon={<MailOutlined aria-hidden="true" />}
        href={replyMailto(contact.email, request.title)}
      >
        Poslat e-mail
      </Button>
    ) : null,
    contact?.phone ? (
      <Button key="call" icon={<PhoneOutlined aria-hidden="true" />} href={telHref(contact.phone)}>
        Zavolat
      </Button>
    ) : null,
  ].filter(Boolean);

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={<h2 className="request-dialog__title">Kontaktní informace</h2>}
      footer={footer.length > 0 ? <div className="contact-dialog__footer">{footer}</div> : null}
      className="contact-dialog"
      destroyOnHidden
    >
      <section className="contact-dialog__request" aria-label="Poptávka">
        <h3 className="contact-dialog__request-title">{request.title}</h3>
        {request.description && <p className="request-dialog__text">{request.description}</p>}
      </section>
      {contact ? (
        <dl className="request-dialog__facts contact-dialog__facts">
          {contact.name && (
            <div className="request-dialog__fact">
              <dt>Jméno</dt>
              <dd>{contact.name}</dd>
            </div>
          )}
          {contact.email && (
            <div className="request-dialog__fact">
              <dt>E-mail</dt>
              <dd>
                <a href={replyMailto(contact.email, request.title)}>{contact.email}</a>
              </dd>
            </div>
          )}
          {contact.phone && (
            <div className="request-dialog__fact">
              <dt>Telefon</dt>
              <dd>
                <a href={telHref(contact.phone)}>{contact.phone}</a>
              </dd>
            </div>
          )}
        </dl>
      ) : (
        <p>Kontaktní údaje nejsou k dispozici.</p>
      )}
    </Modal>
  );
}

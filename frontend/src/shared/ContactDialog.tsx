import { lazy } from 'react';
import type { ContactInfoDto, ServiceRequestDto } from '../api';
import { AntdBoundary } from './antd/AntdBoundary';
import { telHref } from './contactLinks';
import { useOpenedOnce } from './useOpenedOnce';

/** mailto: link answering a request: subject 'Odpověď na poptávku: {title}'. */
export function replyMailto(email: string, title: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(`Odpověď na poptávku: ${title}`)}`;
}

export { telHref };

export interface ContactDialogProps {
  open: boolean;
  onClose: () => void;
  /** The request; its contactInfo is present only for viewers allowed to see it. */
  request: Pick<ServiceRequestDto, 'title' | 'description'> & { contactInfo?: ContactInfoDto | null };
}

// antd's Modal: loaded (with antd's provider) when the dialog first opens, not with the page.
const ContactModal = lazy(() => import('./ContactModal'));

/**
 * The spec's 'Kontaktní informace' dialog: the request's title and description and the customer's
 * e-mail, phone and name where present, with 'Poslat e-mail' and 'Zavolat' (only with a phone).
 * Nothing renders until it is first opened; then it stays (the closing animation, focus return).
 */
export function ContactDialog(props: ContactDialogProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <AntdBoundary>
      <ContactModal {...props} />
    </AntdBoundary>
  );
}

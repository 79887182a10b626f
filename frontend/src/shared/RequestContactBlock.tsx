import { LockOutlined, LoginOutlined, PhoneOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ServiceRequestDto } from '../api';
import { useSession } from '../features/auth/useSession';
import { ContactDialog } from './ContactDialog';
import { LinkButton } from './LinkButton';
import { subscriptionPromptPath, useIsSignedInProvider } from './SubscriptionContactLink';
import './requests.css';

/** Where a visitor returns after signing in: the request's detail on the public list. */
export function requestLoginPath(requestId: number): string {
  return `/login?returnUrl=${encodeURIComponent(`/poptavky?requestId=${requestId}`)}`;
}

export interface RequestContactBlockProps {
  request: ServiceRequestDto;
  /** Overrides the login link (default: back to /poptavky?requestId={id}). */
  loginPath?: string;
}

/**
 * The contact part of a request's detail, by viewer (spec section 6):
 * - allowed to see contacts (the server sent contactInfo): 'Kontakt na zákazníka' opens ContactDialog;
 * - visitor: 'Přihlašte se pro kontakt' and 'Přihlásit se' (back to this request after login);
 * - signed in without an active subscription: 'Předplatné pro kontakt' and a link to subscribe: a
 *   provider to /subscription-management ('Vybrat předplatné'), a couple to the pricing ('Zobrazit ceník').
 */
export function RequestContactBlock({ request, loginPath }: RequestContactBlockProps) {
  const { isAuthenticated } = useSession();
  const isProvider = useIsSignedInProvider();
  const [contactOpen, setContactOpen] = useState(false);

  if (request.canSeeContact && request.contactInfo) {
    return (
      <div className="request-contact request-contact--allowed">
        <Button type="primary" icon={<PhoneOutlined aria-hidden="true" />} onClick={() => setContactOpen(true)}>
          Kontakt na zákazníka
        </Button>
        <ContactDialog open={contactOpen} onClose={() => setContactOpen(false)} request={request} />
      </div>
    );
  }

  if (!isAuthenticated) {
    return (
      <div className="request-contact">
        <Tag className="request-contact__badge" icon={<LockOutlined aria-hidden="true" />}>
          Přihlašte se pro kontakt
        </Tag>
        <p className="request-contact__text">Kontakt na pár uvidíte po přihlášení dodavatelským účtem s předplatným.</p>
        <LinkButton
          to={loginPath ?? requestLoginPath(request.id)}
          type="primary"
          icon={<LoginOutlined aria-hidden="true" />}
        >
          Přihlásit se
        </LinkButton>
      </div>
    );
  }

  return (
    <div className="request-contact">
      <Tag className="request-contact__badge" icon={<LockOutlined aria-hidden="true" />}>
        Předplatné pro kontakt
      </Tag>
      <p className="request-contact__text">
        Kontakty na páry vidí dodavatelé s aktivním předplatným.{' '}
        <Link to={subscriptionPromptPath(isProvider)}>{isProvider ? 'Vybrat předplatné' : 'Zobrazit ceník'}</Link>
      </p>
    </div>
  );
}

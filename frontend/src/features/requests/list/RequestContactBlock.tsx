import LockOutlined from '@ant-design/icons/es/icons/LockOutlined';
import LoginOutlined from '@ant-design/icons/es/icons/LoginOutlined';
import PhoneOutlined from '@ant-design/icons/es/icons/PhoneOutlined';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { ServiceRequestDto } from '../../../api';
import { useSession } from '../../../shared/useSession';
import { ContactDialog } from '../../../shared/ContactDialog';
import { PlainButton, PlainLinkButton } from '../../../shared/PlainButton';
import { Tag } from '../../../shared/ui/Tag';
import { subscriptionPromptPath, useIsSignedInProvider } from '../../../shared/SubscriptionContactLink';
import '../../../shared/requests.css';
import { href } from '../../../shared/paths';

/**
 * Where a visitor returns after signing in: the page they are on when it shows this request (the
 * list keeps its filters and page), else the request's detail on the public list.
 */
export function requestLoginPath(requestId: number, current?: { pathname: string; search: string }): string {
  const here = current && new URLSearchParams(current.search).get('requestId') === String(requestId);
  const back = here ? `${current.pathname}${current.search}` : href.requests({ requestId });
  return href.login({ returnUrl: back });
}

export const DEMO_REQUEST_CONTACT_TEXT = 'Ukázková poptávka slouží jen pro představu, jak poptávky vypadají: kontakt na pár u ní není.';

export interface RequestContactBlockProps {
  request: ServiceRequestDto;
  /** Overrides the login link (default: back to /poptavky?requestId={id}). */
  loginPath?: string;
}

/**
 * The contact part of a request's detail, by viewer (spec section 6):
 * - allowed to see contacts (the server sent contactInfo): 'Kontakt na zákazníka' opens ContactDialog;
 * - visitor: 'Přihlásit se' first (back to this request, on the same filtered list, after login),
 *   then 'Přihlašte se pro kontakt';
 * - signed in without an active subscription: 'Předplatné pro kontakt' and a link to subscribe: a
 *   provider to /subscription-management ('Vybrat předplatné'), a couple to the pricing ('Zobrazit ceník').
 */
export function RequestContactBlock({ request, loginPath }: RequestContactBlockProps) {
  const { isAuthenticated } = useSession();
  const location = useLocation();
  const isProvider = useIsSignedInProvider();
  const [contactOpen, setContactOpen] = useState(false);

  if (request.isDemo) {
    return (
      <div className="request-contact">
        <p className="request-contact__text">{DEMO_REQUEST_CONTACT_TEXT}</p>
      </div>
    );
  }

  if (request.canSeeContact && request.contactInfo) {
    return (
      <div className="request-contact request-contact--allowed">
        <PlainButton variant="primary" icon={<PhoneOutlined aria-hidden="true" />} onClick={() => setContactOpen(true)}>
          Kontakt na zákazníka
        </PlainButton>
        <ContactDialog open={contactOpen} onClose={() => setContactOpen(false)} request={request} />
      </div>
    );
  }

  if (!isAuthenticated) {
    return (
      <div className="request-contact">
        <PlainLinkButton
          to={loginPath ?? requestLoginPath(request.id, location)}
          variant="primary"
          icon={<LoginOutlined aria-hidden="true" />}
        >
          Přihlásit se
        </PlainLinkButton>
        <Tag className="request-contact__badge" icon={<LockOutlined aria-hidden="true" />}>
          Přihlašte se pro kontakt
        </Tag>
        <p className="request-contact__text">Kontakt na pár uvidíte po přihlášení dodavatelským účtem s předplatným.</p>
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

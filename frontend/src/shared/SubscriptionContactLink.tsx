import LockOutlined from '@ant-design/icons/es/icons/LockOutlined';
import { Link } from 'react-router-dom';
import { useAccountProviderQuery } from '../api';
import { useSession } from './useSession';
import './requests.css';
import { href, paths } from './paths';

/**
 * Where the prompt to subscribe for contacts leads: a signed-in provider straight to
 * /subscription-management, visitors and couples to the pricing on the home page.
 */
export function subscriptionPromptPath(isProvider: boolean): string {
  return isProvider ? paths.subscriptionManagement : href.home('pricing');
}

/** True for a signed-in user with a provider profile (the own-profile call is cached and shared). */
export function useIsSignedInProvider(): boolean {
  const { isAuthenticated } = useSession();
  const profile = useAccountProviderQuery(undefined, { skip: !isAuthenticated });
  return isAuthenticated && Boolean(profile.data);
}

/** The 'Předplatné pro kontakt' badge of a request without visible contacts, as a link to subscribe. */
export function SubscriptionContactLink({ provider }: { provider: boolean }) {
  return (
    <Link to={subscriptionPromptPath(provider)} className="subscription-badge">
      <LockOutlined aria-hidden="true" />
      Předplatné pro kontakt
    </Link>
  );
}

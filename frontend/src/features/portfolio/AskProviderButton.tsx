import MessageOutlined from '@ant-design/icons/es/icons/MessageOutlined';
import { lazy, useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAccountProviderQuery } from '../../api';
import { AntdBoundary } from '../../shared/antd/AntdBoundary';
import { PlainButton } from '../../shared/PlainButton';
import { useOpenedOnce } from '../../shared/useOpenedOnce';
import { useSession } from '../../shared/useSession';
import { href } from '../../shared/paths';

/** The dialog (antd) loads on the first click: the button sits on the public portfolio, which renders without antd. */
const AskProviderDialog = lazy(() => import('./AskProviderDialog'));

export interface AskProviderButtonProps {
  providerId: number;
  providerName: string;
  /** Drawn as the main action (the portfolio's first contact button). */
  primary?: boolean;
}

/**
 * 'Zeptat se' on a provider's public portfolio: a signed-in user writes a question in a dialog, which
 * starts (or continues) the question thread with the provider and opens it in /zpravy; a visitor goes
 * to /login and comes back here (a tap before the session is known waits for it). Not shown on the provider's own
 * profile.
 */
export function AskProviderButton({ providerId, providerName, primary = false }: AskProviderButtonProps) {
  const { isAuthenticated, isLoading } = useSession();
  const ownProfile = useAccountProviderQuery(undefined, { skip: !isAuthenticated });
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const mounted = useOpenedOnce(open);
  // A tap before the session is known (the button is drawn before it) is answered once it is.
  const [tappedEarly, setTappedEarly] = useState(false);

  const answerTap = useCallback(() => {
    if (isAuthenticated) setOpen(true);
    else navigate(href.login({ returnUrl: `${pathname}${search}` }));
  }, [isAuthenticated, navigate, pathname, search]);

  useEffect(() => {
    if (!tappedEarly || isLoading) return;
    setTappedEarly(false);
    answerTap();
  }, [tappedEarly, isLoading, answerTap]);

  if (isAuthenticated && ownProfile.data?.id === providerId) return null;

  const onClick = () => {
    if (isLoading) setTappedEarly(true);
    else answerTap();
  };

  return (
    <>
      <PlainButton
        variant={primary ? 'primary' : 'default'}
        icon={<MessageOutlined aria-hidden="true" />}
        aria-haspopup={isAuthenticated ? 'dialog' : undefined} onClick={onClick}>
        Zeptat se
      </PlainButton>
      {mounted && (
        <AntdBoundary>
          <AskProviderDialog open={open} onClose={() => setOpen(false)} providerId={providerId} providerName={providerName} />
        </AntdBoundary>
      )}
    </>
  );
}

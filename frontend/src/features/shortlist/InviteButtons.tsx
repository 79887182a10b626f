import { Send } from 'lucide-react';
import { useState } from 'react';
import { lazyOnOpen } from '../../shared/lazyOnOpen';
import { PlainButton } from '../../shared/PlainButton';
import { useSession } from '../../shared/useSession';
import type { InviteDialogProps } from './InviteDialog';
import { INVITE_TITLE } from './shortlistModel';
import { heartViewer } from './useShortlistHearts';

/** The invitation dialog (antd) loads on its first opening: its buttons sit on plain pages (the portfolio). */
export const LazyInviteDialog = lazyOnOpen<InviteDialogProps>(() => import('./InviteDialog').then((module) => module.default));

/** 'Pozvat k nabídce' on a provider's portfolio, for a signed-in couple only: invites this one provider to a request. */
export function InviteProviderButton({ providerId, providerName }: { providerId: number; providerName: string }) {
  const [open, setOpen] = useState(false);
  if (heartViewer(useSession()) !== 'couple') return null;
  return (
    <>
      <PlainButton icon={<Send size={16} aria-hidden="true" focusable="false" />} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {INVITE_TITLE}
      </PlainButton>
      <LazyInviteDialog
        open={open}
        onClose={() => setOpen(false)}
        candidates={[{ id: providerId, companyName: providerName }]}
        initialSelected={[providerId]}
      />
    </>
  );
}

/** 'Pozvat dodavatele' on the couple's own active request: invites providers of the shortlist to it. */
export function InviteToRequestButton({ requestId }: { requestId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <PlainButton icon={<Send size={16} aria-hidden="true" focusable="false" />} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Pozvat dodavatele
      </PlainButton>
      <LazyInviteDialog open={open} onClose={() => setOpen(false)} requestId={requestId} />
    </>
  );
}

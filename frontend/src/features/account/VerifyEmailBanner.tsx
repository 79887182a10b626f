import { useAuthResendVerificationMutation } from '../../api';
import { errorMessage } from '../../shared/errors';
import { PlainButton } from '../../shared/PlainButton';
import { notify } from '../../shared/ui/notify';
import './accountSecurity.css';

/**
 * Under the top bar for a signed-in account whose e-mail is not verified yet: it works, but what
 * needs a proven address (requests sent to it attached to the account, the request confirmation
 * skip) waits for the link. 'Poslat odkaz znovu' mails a new one. Plain (no antd) and rendered with the
 * page, not after it: a banner that came later would push the page down.
 */
/** What the banner says the link is for: a couple's requests wait for it, a provider proves the account's address. */
export const VERIFY_TEXTS = {
  couple: 'dokud ho neotevřete, nepřipojíme k účtu poptávky zadané na tento e-mail.',
  provider: 'otevřete ho a potvrďte, že adresa patří vám: posíláme na ni upozornění na zprávy od párů, potvrzení plateb a odkaz pro obnovení hesla.',
} as const;

export default function VerifyEmailBanner({ email, provider = false }: { email: string; provider?: boolean }) {
  const [resend, { isLoading }] = useAuthResendVerificationMutation();
  const onResend = async () => {
    try {
      const result = await resend().unwrap();
      await notify('success', { title: 'Odkaz je na cestě', description: result.message });
    } catch (error) {
      await notify('error', { title: 'Odkaz se nepodařilo poslat', description: errorMessage(error, 'Zkuste to prosím znovu.') });
    }
  };
  return (
    <aside className="verify-banner" aria-label="Ověření e-mailu">
      <p>
        <strong>Ověřte prosím svůj e-mail.</strong> {`Na adresu ${email} jsme poslali odkaz; ${provider ? VERIFY_TEXTS.provider : VERIFY_TEXTS.couple}`}
      </p>
      <PlainButton size="small" onClick={onResend} loading={isLoading}>
        Poslat odkaz znovu
      </PlainButton>
    </aside>
  );
}

import CloseOutlined from '@ant-design/icons/es/icons/CloseOutlined';
import { useSearchParams } from 'react-router-dom';
import { PlainButton } from './PlainButton';
import { Notice } from './ui/Notice';

/** The callback's flag (GOOGLE_PASSWORD_CLEARED on the server) after Google took over an unverified account. */
export const GOOGLE_PASSWORD_CLEARED = 'heslo-zruseno';

/**
 * After a Google sign-in linked an account whose e-mail had never been verified: its password was
 * cleared and its other sessions ended, since whoever set them had not proven the address. Shown
 * until closed, then the flag leaves the URL.
 */
export function GoogleLinkNotice() {
  const [params, setParams] = useSearchParams();
  if (params.get('google') !== GOOGLE_PASSWORD_CLEARED) return null;
  const dismiss = () => {
    const next = new URLSearchParams(params);
    next.delete('google');
    setParams(next, { replace: true });
  };
  return (
    <Notice
      type="warning"
      className="google-link-notice"
      title="Účet jsme propojili s vaším Googlem"
      description="E-mail tohoto účtu nebyl ověřený, a tak jsme zrušili heslo, které k němu někdo nastavil, a ukončili všechna ostatní přihlášení. Přihlašujte se přes Google, nebo si nové heslo nastavte v sekci „Nastavit heslo“ (u dodavatele v Nastavení profilu)."
      action={<PlainButton variant="text" size="small" icon={<CloseOutlined aria-hidden="true" />} aria-label="Zavřít" onClick={dismiss} />}
    />
  );
}

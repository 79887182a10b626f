import { Link } from 'react-router-dom';
import { SUPPORT_REPLY_HOURS } from './siteInfo';
import { paths } from '../../shared/paths';

export const FAQ_TITLE = 'Často kladené otázky';

/**
 * The FAQ's lead. `live`: on the page, the contact link is a router link; without it, the boot screen's
 * inert copy (index.html holds it as plain HTML; app/bootScreen.test.tsx keeps the two identical).
 */
export function FaqLead({ live = false }: { live?: boolean }) {
  const contact = 'Napište nám';
  return (
    <p>
      Odpovědi na nejčastější dotazy párů i dodavatelů. Nenašli jste, co hledáte?{' '}
      {live ? <Link to={paths.contact}>{contact}</Link> : <a href={paths.contact}>{contact}</a>}, odpovíme do{' '}
      {SUPPORT_REPLY_HOURS} hodin.
    </p>
  );
}

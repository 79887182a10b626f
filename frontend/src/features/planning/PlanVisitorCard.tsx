import { href, paths } from '../../shared/paths';
import { PlainLinkButton } from '../../shared/PlainButton';
import { Card } from '../../shared/ui/Card';

export const VISITOR_TITLE = 'Svatební plán si uložíte s účtem';

/**
 * /muj-plan for a visitor (e.g. from a request's manage link): what the plan is, and sign-in or registration that
 * come back here. Requests sent with the same e-mail join the new account.
 */
export function PlanVisitorCard() {
  const back = { returnUrl: paths.plan };
  return (
    <Card className="plan-card plan-visitor" title={<h2 className="plan-card__title">{VISITOR_TITLE}</h2>}>
      <p>
        Úkoly seřazené podle data svatby, rozpočet, který se sám doplní z přijatých nabídek, a seznam hostů s odpověďmi na pozvánku.
        Plán můžete sdílet s partnerem nebo partnerkou.
      </p>
      <p>Poptávky, které jste odeslali se stejným e-mailem, najdete po registraci ve svém účtu.</p>
      <div className="plan-card__actions">
        <PlainLinkButton variant="primary" to={href.login({ ...back, mode: 'register' })}>
          Vytvořit účet
        </PlainLinkButton>
        <PlainLinkButton to={href.login(back)}>Přihlásit se</PlainLinkButton>
      </div>
    </Card>
  );
}

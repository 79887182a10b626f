import { App, Button } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useJoinPlanMutation } from '../../api';
import { errorMessage, errorStatus } from '../../shared/errors';
import { paths } from '../../shared/paths';
import { Card } from '../../shared/ui/Card';
import { Notice } from '../../shared/ui/Notice';
import { useSession } from '../../shared/useSession';
import { COUPLES_ONLY_TEXT } from './planModel';
import './planning.css';

export const JOIN_TITLE = 'Společný svatební plán';
export const MISSING_TOKEN_TEXT = 'Odkaz je neúplný. Otevřete ho prosím celý z pozvánky, nebo si řekněte o nový.';

/**
 * /muj-plan/pripojit?token=…, a partner's invitation (signed-in route: a visitor signs in or registers first and comes
 * back). Joining is a click, not the page's load: the link is single use. The server's reasons (expired, used, the plan
 * full, a plan of one's own) are shown as it words them.
 */
export default function PlanJoinPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const session = useSession();
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const [join, { isLoading }] = useJoinPlanMutation();
  const [problem, setProblem] = useState<{ message: string; ownPlan: boolean } | null>(null);

  const accept = async () => {
    setProblem(null);
    try {
      await join({ joinPlanDto: { token } }).unwrap();
      notification.success({ title: 'Jste v plánu', description: 'Plán teď sdílíte s partnerem.' });
      navigate(paths.plan, { replace: true });
    } catch (error) {
      setProblem({
        message: errorMessage(error, 'Připojit se nepodařilo. Zkuste to prosím znovu.'),
        ownPlan: errorStatus(error) === 409 && /opusťte/i.test(errorMessage(error, '')),
      });
    }
  };

  let body;
  if (session.isProvider) body = <p>{COUPLES_ONLY_TEXT}</p>;
  else if (!token) body = <Notice type="warning" role="alert" title={MISSING_TOKEN_TEXT} />;
  else {
    body = (
      <>
        <p>Partner nebo partnerka vás zve do společného svatebního plánu: úkoly, rozpočet i hosté budou pro vás oba stejné.</p>
        {problem && (
          <Notice
            type="error"
            role="alert"
            title={problem.message}
            description={problem.ownPlan ? <Link to={paths.plan}>Otevřít můj plán</Link> : undefined}
          />
        )}
        <div className="plan-card__actions">
          <Button type="primary" loading={isLoading} onClick={() => void accept()}>
            Připojit se k plánu
          </Button>
        </div>
      </>
    );
  }

  return (
    <div className="page plan-page plan-join">
      <h1 className="plan-page__title">{JOIN_TITLE}</h1>
      <Card className="plan-card">{body}</Card>
    </div>
  );
}

import { CheckCircleFilled, DashboardOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useRef } from 'react';
import type { CreateServiceRequestResponseDto } from '../../../api';
import { LinkButton } from '../../../shared/LinkButton';
import { paths } from '../../../shared/paths';
import './requestSent.css';

export interface RequestSentProps {
  answer: CreateServiceRequestResponseDto;
  /** The contact e-mail the request was sent with. */
  email: string;
  signedIn: boolean;
  /** 'Zadat další poptávku': the empty form again. */
  onAnother: () => void;
}

/**
 * What the couple sees once the request is sent (issue 51, item 6), in place of the form: that it
 * arrived and what happens next, first of all the e-mail to check (an unconfirmed request is listed
 * only after its link is opened). Takes the focus, so a screen reader and a phone's view land on it.
 */
export function RequestSent({ answer, email, signedIn, onAnother }: RequestSentProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, []);
  const unconfirmed = answer.status === 'unconfirmed';

  return (
    <div className="request-sent">
      <CheckCircleFilled className="request-sent__icon" aria-hidden="true" />
      <h3 ref={heading} tabIndex={-1} className="request-sent__title">
        {unconfirmed ? 'Poptávka je odeslaná. Teď ji potvrďte v e-mailu' : 'Poptávka je odeslaná a zveřejněná'}
      </h3>
      {!unconfirmed && <p className="request-sent__lead">{answer.message}</p>}

      <h4 className="request-sent__next-title">Co bude dál</h4>
      <ol className="request-sent__steps">
        {unconfirmed && (
          <li>
            <strong>Zkontrolujte e-mail {email}.</strong> {answer.emailInfo} Pokud zpráva nepřišla, podívejte se i do hromadné
            pošty nebo spamu.
            {answer.devConfirmLink && (
              <>
                {' '}
                <a href={answer.devConfirmLink}>Potvrdit poptávku (vývojový režim)</a>
              </>
            )}
          </li>
        )}
        <li>
          <strong>Dodavatelé vám pošlou nabídky.</strong>{' '}
          {unconfirmed
            ? 'Po potvrzení poptávku uvidí ověření dodavatelé z vaší lokality a ozvou se s nabídkou. O každé vám dáme vědět e-mailem.'
            : `${answer.emailInfo} Ověření dodavatelé ji už vidí a ozvou se s nabídkou; o každé vám dáme vědět e-mailem.`}
        </li>
        <li>
          <strong>Porovnejte nabídky a vyberte.</strong>{' '}
          {signedIn
            ? 'Nabídky najdete na svém přehledu, kde je porovnáte, napíšete dodavatelům a jednu přijmete.'
            : 'Nabídky najdete přes odkaz pro správu poptávky, který vám pošleme e-mailem po potvrzení. Tam je porovnáte, napíšete dodavatelům a jednu přijmete.'}
        </li>
      </ol>

      <div className="request-sent__actions">
        {signedIn && (
          <LinkButton to={paths.dashboard} type="primary" icon={<DashboardOutlined aria-hidden="true" />}>
            Přejít na přehled
          </LinkButton>
        )}
        <Button icon={<PlusOutlined aria-hidden="true" />} onClick={onAnother}>
          Zadat další poptávku
        </Button>
      </div>
    </div>
  );
}

import { MessageOutlined, StarOutlined } from '@ant-design/icons';
import { useProvidersGetQuery } from '../../api';
import type { OfferDto } from '../../api';
import { LinkButton } from '../../shared/LinkButton';
import { conversationPath, formatOfferPrice } from '../../shared/offerFormat';
import { href } from '../../shared/paths';
import { endSentence } from '../../shared/format';
import './offers.css';

export interface BookedNextStepsProps {
  /** The accepted offer. */
  chosen: OfferDto;
  headingLevel: 3 | 4 | 5;
  /** The manage page opens the conversation inline under the offer: no link to /zpravy then. */
  inlineThread: boolean;
}

/** 'tel:+420777123456' from '+420 777 123 456'. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The provider's public contacts (the portfolio shows them to everyone), once loaded. */
function ProviderContacts({ providerId }: { providerId: number }) {
  const query = useProvidersGetQuery({ id: providerId });
  const provider = query.data;
  if (!provider) {
    return (
      <div className="offers-next__fact">
        <dt>Kontakt</dt>
        <dd>{query.isError ? 'Kontakt najdete na profilu dodavatele.' : 'Načítání kontaktu…'}</dd>
      </div>
    );
  }
  const { phone, email } = provider.contact;
  return (
    <>
      {phone && (
        <div className="offers-next__fact">
          <dt>Telefon</dt>
          <dd>
            <a href={telHref(phone)}>{phone}</a>
          </dd>
        </div>
      )}
      <div className="offers-next__fact">
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${email}`}>{email}</a>
        </dd>
      </div>
      {provider.website && (
        <div className="offers-next__fact">
          <dt>Web</dt>
          <dd>
            <a href={provider.website} target="_blank" rel="noopener noreferrer">
              {provider.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
            </a>
          </dd>
        </div>
      )}
    </>
  );
}

/**
 * 'Co dál' on a booked request (issue 51, item 8): the chosen provider, the agreed price and the
 * provider's contacts, the next steps and that a review can follow the wedding. The booking's own
 * state, deposit and document are in the bookings above the offers (features/bookings,
 * CoupleBookings): this panel points there instead of saying it again.
 */
export function BookedNextSteps({ chosen, headingLevel, inlineThread }: BookedNextStepsProps) {
  const Heading = `h${headingLevel}` as const;
  const name = chosen.provider.companyName;
  const headingId = `offer-${chosen.id}-next`;
  return (
    <section className="offers-next" aria-labelledby={headingId}>
      <Heading id={headingId} className="offers-next__title">
        Co dál
      </Heading>
      <p className="offers-panel__booked">{`${endSentence(`Vybrali jste nabídku dodavatele ${name}`)} Ostatním dodavatelům jsme poděkovali.`}</p>
      <dl className="offers-next__facts">
        <div className="offers-next__fact">
          <dt>Dodavatel</dt>
          <dd>{name}</dd>
        </div>
        <div className="offers-next__fact">
          <dt>Dohodnutá cena</dt>
          <dd>
            <strong>{formatOfferPrice(chosen)}</strong>
          </dd>
        </div>
        <ProviderContacts providerId={chosen.provider.id} />
      </dl>
      <ol className="offers-next__steps">
        <li>
          <strong>Rezervace:</strong> co se s ní právě děje, případnou zálohu a potvrzení rezervace najdete výše u rezervace.
        </li>
        <li>
          <strong>{`${name} se vám ozve`}</strong> a domluví s vámi průběh dne.
          {inlineThread
            ? ' Napsat můžete i vy, tlačítkem Napsat zprávu u nabídky.'
            : ' Napsat můžete i vy, ve zprávách.'}
        </li>
        <li>
          <strong>Po svatbě</strong> můžete dodavatele ohodnotit na jeho profilu. Vaše recenze pomůže dalším párům s výběrem.
        </li>
      </ol>
      <div className="offers-next__actions">
        {!inlineThread && (
          <LinkButton to={conversationPath(chosen.conversationId)} type="primary" icon={<MessageOutlined aria-hidden="true" />}>
            Napsat dodavateli
          </LinkButton>
        )}
        <LinkButton to={href.portfolio(chosen.provider.id)} icon={<StarOutlined aria-hidden="true" />}>
          Profil a hodnocení
        </LinkButton>
      </div>
    </section>
  );
}

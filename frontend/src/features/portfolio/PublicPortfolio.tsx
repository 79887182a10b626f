// Icons by path and the plain kit: the public portfolio renders without antd (its dialogs and forms load it).
import GlobalOutlined from '@ant-design/icons/es/icons/GlobalOutlined';
import MailOutlined from '@ant-design/icons/es/icons/MailOutlined';
import PhoneOutlined from '@ant-design/icons/es/icons/PhoneOutlined';
import { Award, Clock, MapPin, MessageSquareReply, Wallet } from 'lucide-react';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { api, useAppDispatch, useProvidersGetQuery } from '../../api';
import type { PublicProviderDto } from '../../api';
import { Avatar } from '../../shared/Avatar';
import { BackLink } from '../../shared/BackLink';
import { useCategoryLookup } from '../../shared/categoryLookup';
import { CategoryIcon } from '../../shared/CategoryIcon';
import { displayUrl, externalHref, mailtoHref, telHref } from '../../shared/contactLinks';
import { CopyButton } from '../../shared/CopyButton';
import { errorStatus } from '../../shared/errors';
import { DEMO_PROVIDER_LABEL, experienceText, socialLinks } from '../../shared/ProviderCard';
import { RatingInline } from '../../shared/RatingSummary';
import { RetryAlert } from '../../shared/RetryAlert';
import { Spinner } from '../../shared/Spinner';
import { Tag } from '../../shared/ui/Tag';
import { AskProviderButton } from './AskProviderButton';
import { responseShareText, responseTimeText } from '../../shared/format/response';
import { PublicAvailability, PublicProjects } from './PublicPortfolioSections';
import { ReviewsSection } from '../reviews';
import { InviteProviderButton, ShortlistHeart } from '../shortlist';
import { paths } from '../../shared/paths';

/** Subject of the 'Kontaktovat' e-mail. */
export const CONTACT_SUBJECT = 'Poptávka svatebních služeb (Svatby)';

/** /portfolio?provider={id}: a supplier's public portfolio (listed or not). */
export function PublicPortfolio({ providerId }: { providerId: number }) {
  const query = useProvidersGetQuery({ id: providerId });
  const provider = query.data;

  if (query.isError) {
    const status = errorStatus(query.error);
    if (status === 404 || status === 400) return <PortfolioNotFound />;
    return (
      <div className="page portfolio-page">
        <BackLink to={paths.providers}>Zpět na dodavatele</BackLink>
        <RetryAlert title="Portfolio se nepodařilo načíst" error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  if (!provider) {
    return (
      <div className="page portfolio-page">
        <BackLink to={paths.providers}>Zpět na dodavatele</BackLink>
        <div className="portfolio-loading" role="status">
          <Spinner />
          <span className="sr-only">Načítání portfolia…</span>
        </div>
      </div>
    );
  }
  return <PortfolioView provider={provider} />;
}

/** An unknown (or malformed) provider id. */
export function PortfolioNotFound() {
  return (
    <div className="page portfolio-page">
      <BackLink to={paths.providers}>Zpět na dodavatele</BackLink>
      <div className="portfolio-card portfolio-not-found">
        <h1 className="portfolio-not-found__title">Portfolio nenalezeno</h1>
        <p>Dodavatel s tímto ID nebyl nalezen.</p>
      </div>
    </div>
  );
}

/**
 * Counts this visit in the provider's "Zobrazení" (the server counts a visitor once a day, never the owner).
 * Dispatched untracked: the mutation hook would re-render the whole page on its pending and done states.
 */
function useRecordView(providerId: number) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    // A view that cannot be counted must not disturb the page.
    dispatch(api.endpoints.portfolioRecordView.initiate({ id: providerId }, { track: false }))
      .unwrap()
      .catch(() => undefined);
  }, [providerId, dispatch]);
}

/**
 * The answered share is shown once the provider has answered something: a new provider's '0 %' would
 * only punish it for being new (the signals reward the responsive ones).
 */
export function showsResponseShare(provider: Pick<PublicProviderDto, 'responseShare'>): boolean {
  return typeof provider.responseShare === 'number' && provider.responseShare > 0;
}

/** A tel: / mailto: link drawn as a button (antd's Button with href, plain). */
function ContactLink({ href, primary, icon, children }: { href: string; primary: boolean; icon: ReactNode; children: ReactNode }) {
  return (
    <a href={href} className={`plain-btn ${primary ? 'plain-btn--primary' : 'plain-btn--default'}`}>
      <span className="plain-btn__icon">{icon}</span>
      <span>{children}</span>
    </a>
  );
}

function PortfolioView({ provider }: { provider: PublicProviderDto }) {
  useRecordView(provider.id);
  const { names, icons } = useCategoryLookup();
  const { phone, email } = provider.contact;
  const website = externalHref(provider.website);
  const socials = socialLinks(provider);

  return (
    <div className="page portfolio-page">
      <BackLink to={paths.providers}>Zpět na dodavatele</BackLink>

      <div className="portfolio-top">
        <header className="portfolio-card portfolio-hero">
          <div className="portfolio-hero__title-row">
            <Avatar name={provider.businessName} imageUrl={provider.profileImageUrl} size={72} />
            <h1 className="portfolio-hero__title">{provider.businessName}</h1>
            {provider.isDemo && <Tag className="portfolio-demo-tag">{DEMO_PROVIDER_LABEL}</Tag>}
            <ShortlistHeart providerId={provider.id} providerName={provider.businessName} />
          </div>
          <RatingInline rating={provider.rating} reviewCount={provider.reviewCount} bookingReviewCount={provider.bookingReviewCount} small={false} />
          {provider.description && <p className="portfolio-hero__description">{provider.description}</p>}
          <dl className="portfolio-facts">
            <div className="portfolio-fact">
              <dt>
                <MapPin size={18} aria-hidden="true" focusable="false" />
                <span className="sr-only">Oblast působení</span>
              </dt>
              <dd>{provider.location}</dd>
            </div>
            {provider.yearsExperience !== null && (
              <div className="portfolio-fact">
                <dt>
                  <Award size={18} aria-hidden="true" focusable="false" />
                  <span className="sr-only">Zkušenosti</span>
                </dt>
                <dd>{experienceText(provider.yearsExperience)}</dd>
              </div>
            )}
            <div className="portfolio-fact">
              <dt>
                <Wallet size={18} aria-hidden="true" focusable="false" />
                <span className="sr-only">Cena</span>
              </dt>
              <dd>{provider.priceRange}</dd>
            </div>
            {typeof provider.responseMinutesMedian === 'number' && (
              <div className="portfolio-fact portfolio-fact--signal">
                <dt>
                  <Clock size={18} aria-hidden="true" focusable="false" />
                  <span className="sr-only">Rychlost odpovědi</span>
                </dt>
                <dd>{responseTimeText(provider.responseMinutesMedian)}</dd>
              </div>
            )}
            {showsResponseShare(provider) && (
              <div className="portfolio-fact portfolio-fact--signal">
                <dt>
                  <MessageSquareReply size={18} aria-hidden="true" focusable="false" />
                  <span className="sr-only">Odpovědi na poptávky</span>
                </dt>
                <dd>{responseShareText(provider.responseShare ?? 0)}</dd>
              </div>
            )}
          </dl>
        </header>

        <aside className="portfolio-card portfolio-contact" aria-labelledby="portfolio-contact-title">
          <h2 id="portfolio-contact-title" className="portfolio-contact__title">
            Kontakt
          </h2>
          <div className="portfolio-contact__buttons">
            {/* First and main: a question inside Svatby (hidden on the provider's own profile); demo providers have nobody to answer. */}
            {!provider.isDemo && <AskProviderButton primary providerId={provider.id} providerName={provider.businessName} />}
            {!provider.isDemo && <InviteProviderButton providerId={provider.id} providerName={provider.businessName} />}
            {phone && (
              <ContactLink primary={provider.isDemo} icon={<PhoneOutlined aria-hidden="true" />} href={telHref(phone)}>
                Zavolat
              </ContactLink>
            )}
            <ContactLink primary={provider.isDemo && !phone} icon={<MailOutlined aria-hidden="true" />} href={mailtoHref(email, CONTACT_SUBJECT)}>
              Kontaktovat
            </ContactLink>
          </div>
          <dl className="portfolio-contact__rows">
            {phone && (
              <div className="portfolio-contact__row">
                <dt>Telefon</dt>
                <dd>
                  <CopyButton kind="phone" value={phone} />
                </dd>
              </div>
            )}
            <div className="portfolio-contact__row">
              <dt>E-mail</dt>
              <dd>
                <CopyButton kind="email" value={email} />
              </dd>
            </div>
          </dl>
          {(website || socials.length > 0) && (
            <ul className="portfolio-links" aria-label="Web a sociální sítě">
              {website && (
                <li>
                  <a href={website} target="_blank" rel="noopener noreferrer" className="portfolio-link">
                    <GlobalOutlined aria-hidden="true" />
                    <span>{displayUrl(website)}</span>
                  </a>
                </li>
              )}
              {socials.map((social) => (
                <li key={social.label}>
                  <a href={social.href} target="_blank" rel="noopener noreferrer" className="portfolio-link">
                    {social.icon}
                    <span>{social.label}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </aside>
      </div>

      <section className="portfolio-section" aria-labelledby="services-title">
        <h2 id="services-title" className="portfolio-section__title">
          Služby
        </h2>
        {provider.services.length > 0 ? (
          <ul className="portfolio-services">
            {provider.services.map((id) => (
              <li key={id} className="portfolio-service">
                <CategoryIcon name={icons.get(id) ?? 'sparkles'} size={20} />
                <span>{names.get(id) ?? id}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="portfolio-muted">Dodavatel zatím neuvedl své služby.</p>
        )}
      </section>

      <PublicProjects providerId={provider.id} projectCount={provider.projectCount} />

      <PublicAvailability providerId={provider.id} />

      <ReviewsSection provider={provider} />
    </div>
  );
}

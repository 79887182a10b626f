import { Modal, Skeleton } from 'antd';
import { CategoryIcon } from '../../../shared/CategoryIcon';
import { formatDate, formatWeddingDate } from '../../../shared/format';
import { RequestContactBlock } from './RequestContactBlock';
import { useCategoryLookup } from './RequestCard';
import type { RequestDetailDialogProps } from './RequestDetailDialog';
import { ServiceTags } from '../../../shared/ServiceTags';
import { DemoRequestBadge } from './DemoRequestBadge';
import { RequestAnswers } from './RequestAnswers';
import { ProviderOfferSection } from '../../offers';
import '../../../shared/requests.css';

/**
 * A request's detail (antd Modal: focus trapped, Esc closes, focus returns to the opener):
 * category, created date, full description, wedding date, place, budget, every requested service,
 * the viewer-dependent contact block and, for a signed-in provider, the offer ('Poslat nabídku' or
 * the own offer with its state and actions). Loaded lazily by RequestDetailDialog.
 */
export default function RequestDetailModal({
  open,
  onClose,
  request,
  loading = false,
  categories,
  loginPath,
  afterClose,
}: RequestDetailDialogProps) {
  const fallback = useCategoryLookup();
  const lookup = categories ?? fallback;
  const showSkeleton = loading || !request;

  return (
    <Modal
      open={open}
      onCancel={onClose}
      afterClose={afterClose}
      footer={null}
      width={{ xs: '100%', sm: 640 }}
      className="request-dialog"
      title={<h2 className="request-dialog__title">{showSkeleton ? 'Načítání poptávky…' : request.title}</h2>}
    >
      {showSkeleton ? (
        <div role="status" aria-live="polite">
          <span className="sr-only">Načítání poptávky…</span>
          <Skeleton active paragraph={{ rows: 6 }} title={false} />
        </div>
      ) : (
        <div className="request-dialog__body">
          <p className="request-dialog__category">
            <CategoryIcon name={lookup.icons.get(request.categoryId) ?? 'sparkles'} size={18} />
            <span>{request.category}</span>
            {request.isDemo && <DemoRequestBadge />}
          </p>
          <dl className="request-dialog__facts">
            <div className="request-dialog__fact">
              <dt>Přidáno</dt>
              <dd>{formatDate(request.createdAt)}</dd>
            </div>
            <div className="request-dialog__fact">
              <dt>Datum svatby</dt>
              <dd>{formatWeddingDate(request.weddingDate)}</dd>
            </div>
            <div className="request-dialog__fact">
              <dt>Místo</dt>
              <dd>{request.location}</dd>
            </div>
            <div className="request-dialog__fact">
              <dt>Rozpočet</dt>
              <dd>{request.budget}</dd>
            </div>
          </dl>
          <section className="request-dialog__section" aria-labelledby={`request-${request.id}-description`}>
            <h3 id={`request-${request.id}-description`} className="request-dialog__heading">
              Popis
            </h3>
            <p className="request-dialog__text">{request.description || 'Bez popisu.'}</p>
          </section>
          <section className="request-dialog__section" aria-labelledby={`request-${request.id}-services`}>
            <h3 id={`request-${request.id}-services`} className="request-dialog__heading">
              Požadované služby
            </h3>
            {request.services.length > 0 ? (
              <ServiceTags ids={request.services} names={lookup.names} max={request.services.length} />
            ) : (
              <p className="request-dialog__text">Neuvedeno</p>
            )}
          </section>
          {(request.details ?? []).length > 0 && (
            <section className="request-dialog__section" aria-labelledby={`request-${request.id}-answers`}>
              <h3 id={`request-${request.id}-answers`} className="request-dialog__heading">
                Upřesnění
              </h3>
              <RequestAnswers details={request.details} className="request-answers--full" />
            </section>
          )}
          <section className="request-dialog__section" aria-labelledby={`request-${request.id}-contact`}>
            <h3 id={`request-${request.id}-contact`} className="request-dialog__heading">
              Kontakt
            </h3>
            <RequestContactBlock request={request} loginPath={loginPath} />
          </section>
          <ProviderOfferSection request={request} />
        </div>
      )}
    </Modal>
  );
}

import { DeleteOutlined, EditOutlined, EyeOutlined, LoginOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Skeleton } from 'antd';
import { Card } from '../../../shared/ui/Card';
import { FolderOpen } from 'lucide-react';
import { useState } from 'react';
import { usePortfolioDeleteMutation, usePortfolioOwnListQuery, usePortfolioOwnViewsQuery } from '../../../api';
import type { PortfolioItemDto, ProviderProfileDto } from '../../../api';
import { BackLink } from '../../../shared/BackLink';
import { useCategoryLookup } from '../../../shared/categoryLookup';
import { formatNumber } from '../../../shared/format';
import { errorMessage } from '../../../shared/errors';
import { FullPageSpinner } from '../../../shared/FullPageSpinner';
import { LinkButton } from '../../../shared/LinkButton';
import { portfolioPath } from '../../../shared/ProviderCard';
import { useAverageRating } from '../../../shared/useAverageRating';
import { useSession } from '../../../shared/useSession';
// With the workspace's stylesheet (workspace-page), which this page uses as well.
import { ProviderGate } from '../ProviderGate';
import { PortfolioItemCard } from './PortfolioItemCard';
import { PortfolioItemModal } from './PortfolioItemModal';
import { MAX_ITEMS, PORTFOLIO_MESSAGES } from './portfolioItemModel';
import { RetryAlert } from '../../../shared/RetryAlert';
import './portfolioItems.css';
import { href, paths } from '../../../shared/paths';

/** Where a visitor returns after signing in. */
export const OWN_PORTFOLIO_LOGIN_PATH = href.login({ returnUrl: paths.portfolio });

export const OWN_PORTFOLIO_TITLE = 'Moje portfolio';

/**
 * /portfolio without ?provider (seed 001, "Own portfolio"): a visitor gets only a login prompt, a
 * signed-in user without a provider profile a note with a link to the registration, a provider the
 * stat tiles, the projects (edit, delete) and the add / edit modal.
 */
export function OwnPortfolio() {
  const { isAuthenticated, isLoading } = useSession();

  if (isLoading) return <FullPageSpinner />;
  if (!isAuthenticated) {
    return (
      <div className="page page--narrow portfolio-page">
        <Card className="portfolio-own">
          <h1 className="portfolio-own__title">{OWN_PORTFOLIO_TITLE}</h1>
          <p>Pro zobrazení a správu svého portfolia se přihlaste.</p>
          <LinkButton to={OWN_PORTFOLIO_LOGIN_PATH} type="primary" icon={<LoginOutlined aria-hidden="true" />}>
            Přihlásit se
          </LinkButton>
        </Card>
      </div>
    );
  }

  return (
    <ProviderGate title={OWN_PORTFOLIO_TITLE} back={{ to: paths.home, label: 'Zpět na dashboard' }}>
      {(profile) => <OwnPortfolioManager profile={profile} />}
    </ProviderGate>
  );
}

/** The modal keeps its item while it closes (so that its title does not change mid-animation). */
interface ModalState {
  open: boolean;
  item: PortfolioItemDto | null;
  /** Counts the openings: each gets a fresh form. */
  session: number;
}

function OwnPortfolioManager({ profile }: { profile: ProviderProfileDto }) {
  const query = usePortfolioOwnListQuery();
  const views = usePortfolioOwnViewsQuery();
  const rating = useAverageRating(profile);
  const [remove] = usePortfolioDeleteMutation();
  const { names } = useCategoryLookup();
  const { modal, notification } = App.useApp();
  const [modalState, setModalState] = useState<ModalState>({ open: false, item: null, session: 0 });
  const items = query.data ?? [];
  const featured = items.filter((item) => item.featured).length;
  const full = items.length >= MAX_ITEMS;

  const openAdd = () => setModalState((current) => ({ open: true, item: null, session: current.session + 1 }));
  const openEdit = (item: PortfolioItemDto) => setModalState((current) => ({ open: true, item, session: current.session + 1 }));

  const confirmDelete = (item: PortfolioItemDto) => {
    modal.confirm({
      title: PORTFOLIO_MESSAGES.deleteConfirm,
      content: item.title,
      okText: 'Smazat',
      cancelText: 'Zrušit',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await remove({ itemId: item.id }).unwrap();
          notification.success({ title: PORTFOLIO_MESSAGES.deleted });
        } catch (error) {
          notification.error({ title: PORTFOLIO_MESSAGES.deleteFailed, description: errorMessage(error, 'Zkuste to prosím znovu.') });
        }
      },
    });
  };

  const stats = [
    { label: 'Celkem projektů', value: query.data ? String(items.length) : '–' },
    { label: 'Doporučené', value: query.data ? String(featured) : '–' },
    { label: 'Zobrazení', value: views.data ? formatNumber(views.data.total) : '–' },
    { label: 'Hodnocení', value: rating.loading ? '–' : rating.value },
  ];

  return (
    <div className="page workspace-page">
      <BackLink to={paths.home}>Zpět na dashboard</BackLink>
      <header className="own-head">
        <div>
          <h1 className="workspace-page__title">{OWN_PORTFOLIO_TITLE}</h1>
          <p className="workspace-page__lead">{`Projekty firmy ${profile.companyName}, které uvidí páry ve vašem veřejném portfoliu.`}</p>
        </div>
        <div className="own-head__actions">
          <LinkButton to={portfolioPath(profile.id)} icon={<EyeOutlined aria-hidden="true" />}>
            Zobrazit veřejné portfolio
          </LinkButton>
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden="true" />}
            onClick={openAdd}
            disabled={full}
            aria-describedby={full ? 'own-portfolio-full' : undefined}
          >
            Přidat projekt
          </Button>
        </div>
      </header>
      {full && (
        <Alert id="own-portfolio-full" type="info" showIcon className="own-full" title={PORTFOLIO_MESSAGES.full} />
      )}

      <dl className="own-stats" aria-label="Statistiky portfolia">
        {stats.map((stat) => (
          <div key={stat.label} className="own-stat">
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>

      <section className="portfolio-section" aria-labelledby="own-projects-title">
        <h2 id="own-projects-title" className="portfolio-section__title">
          Co už jsme vytvořili
        </h2>
        {query.isError ? (
          <RetryAlert
            title="Projekty se nepodařilo načíst"
            error={query.error}
            fallback="Zkuste to prosím znovu."
            small
            onRetry={() => query.refetch()}
          />
        ) : !query.data ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : items.length === 0 ? (
          <div className="portfolio-empty">
            <FolderOpen size={32} aria-hidden="true" focusable="false" className="portfolio-empty__icon" />
            <p className="portfolio-empty__title">Zatím nemáte žádné projekty.</p>
            <p>Přidejte svatby a akce, na kterých jste pracovali – páry tak uvidí, co umíte.</p>
            <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={openAdd}>
              Přidat první projekt
            </Button>
          </div>
        ) : (
          <ul className="pf-items">
            {items.map((item) => (
              <li key={item.id}>
                <PortfolioItemCard
                  item={item}
                  categoryNames={names}
                  actions={
                    <>
                      <Button icon={<EditOutlined aria-hidden="true" />} onClick={() => openEdit(item)} aria-label={`Upravit projekt ${item.title}`}>
                        Upravit
                      </Button>
                      <Button
                        danger
                        icon={<DeleteOutlined aria-hidden="true" />}
                        onClick={() => confirmDelete(item)}
                        aria-label={`Smazat projekt ${item.title}`}
                      >
                        Smazat
                      </Button>
                    </>
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <PortfolioItemModal
        open={modalState.open}
        item={modalState.item}
        session={modalState.session}
        onClose={() => setModalState((current) => ({ ...current, open: false }))}
      />
    </div>
  );
}

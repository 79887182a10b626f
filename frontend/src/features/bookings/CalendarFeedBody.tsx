import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import LinkOutlined from '@ant-design/icons/es/icons/LinkOutlined';
import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import { useId, useState } from 'react';
import { useCalendarFeedGetQuery, useCalendarFeedRegenerateMutation, useCalendarFeedRevokeMutation } from '../../api';
import { CopyButton } from '../../shared/CopyButton';
import { errorMessage } from '../../shared/errors';
import { formatDate } from '../../shared/format';
import { PlainButton } from '../../shared/PlainButton';
import { RetryAlert } from '../../shared/RetryAlert';
import { confirm } from '../../shared/ui/confirm';
import { notify } from '../../shared/ui/notify';
import { CalendarFeedLoading } from './CalendarFeedPanel';

/**
 * The panel's address and its actions (see CalendarFeedPanel): the server keeps only the address's hash, so the address
 * shows once, right after it is made, with a copy button; later the panel says the address works and offers a new one
 * (the old one stops working) or revoking it.
 */
export default function CalendarFeedBody() {
  const feed = useCalendarFeedGetQuery();
  const [regenerate, regenerating] = useCalendarFeedRegenerateMutation();
  const [revoke, revoking] = useCalendarFeedRevokeMutation();
  // The address from the answer that made it: the later reads no longer carry it.
  const [freshUrl, setFreshUrl] = useState<string | null>(null);
  const urlId = useId();
  const url = freshUrl ?? feed.data?.url ?? null;
  const active = Boolean(url) || Boolean(feed.data?.active);

  const create = async () => {
    try {
      const made = await regenerate().unwrap();
      setFreshUrl(made.url);
      await notify('success', { title: active ? 'Nový odkaz je připravený' : 'Odkaz je připravený', description: 'Zkopírujte ho do svého kalendáře.' });
    } catch (error) {
      await notify('error', { title: 'Odkaz se nepodařilo vytvořit', description: errorMessage(error, 'Zkuste to prosím znovu.') });
    }
  };

  const askNew = () =>
    confirm({
      title: 'Vytvořit nový odkaz?',
      content: 'Dosavadní odkaz přestane fungovat a kalendáře, které ho odebírají, se přestanou aktualizovat. Nový odkaz do nich pak vložte znovu.',
      okText: 'Vytvořit nový odkaz',
      onOk: create,
    });

  const askRevoke = () =>
    confirm({
      title: 'Zrušit odkaz na kalendář?',
      content: 'Odkaz přestane fungovat a kalendáře, které ho odebírají, se přestanou aktualizovat. Nový můžete kdykoli vytvořit.',
      okText: 'Zrušit odkaz',
      cancelText: 'Ponechat odkaz',
      danger: true,
      onOk: async () => {
        try {
          await revoke().unwrap();
          setFreshUrl(null);
          await notify('success', { title: 'Odkaz byl zrušen' });
        } catch (error) {
          await notify('error', { title: 'Odkaz se nepodařilo zrušit', description: errorMessage(error, 'Zkuste to prosím znovu.') });
        }
      },
    });

  if (feed.isLoading) return <CalendarFeedLoading />;
  if (feed.isError && !feed.data) {
    return (
      <RetryAlert title="Odkaz se nepodařilo načíst" error={feed.error} onRetry={() => feed.refetch()} retrying={feed.isFetching} small />
    );
  }
  if (!active) {
    return (
      <>
        <p className="calendar-feed__note">Zatím nemáte odkaz na kalendář.</p>
        <div className="calendar-feed__actions">
          <PlainButton variant="primary" icon={<LinkOutlined aria-hidden="true" />} loading={regenerating.isLoading} onClick={() => void create()}>
            Vytvořit odkaz
          </PlainButton>
        </div>
        <CalendarFeedHelp />
      </>
    );
  }
  return (
    <>
      {url ? (
        <>
          <label htmlFor={urlId} className="calendar-feed__label">
            Váš soukromý odkaz
          </label>
          <div className="calendar-feed__url">
            <input
              id={urlId}
              className="calendar-feed__input"
              type="text"
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton kind="link" value={url} showValue={false} className="calendar-feed__copy" />
          </div>
          <p className="calendar-feed__note">
            Zkopírujte si ho teď: z bezpečnostních důvodů ho později znovu neukážeme. Nikomu ho neposílejte, kdo ho má, uvidí
            vaše rezervace.
          </p>
        </>
      ) : (
        <p className="calendar-feed__note">
          {`Odkaz na kalendář je aktivní${feed.data?.createdAt ? ` (vytvořen ${formatDate(feed.data.createdAt)})` : ''}. `}
          Z bezpečnostních důvodů ho znovu neukážeme; pokud ho nemáte uložený, vytvořte nový.
        </p>
      )}
      <div className="calendar-feed__actions">
        <PlainButton icon={<ReloadOutlined aria-hidden="true" />} loading={regenerating.isLoading} onClick={() => void askNew()}>
          Vytvořit nový odkaz
        </PlainButton>
        <PlainButton danger icon={<DeleteOutlined aria-hidden="true" />} loading={revoking.isLoading} onClick={() => void askRevoke()}>
          Zrušit odkaz
        </PlainButton>
      </div>
      <CalendarFeedHelp />
    </>
  );
}

/** How to subscribe to the address in Google and Apple Calendar. */
function CalendarFeedHelp() {
  return (
    <div className="calendar-feed__help">
      <h3 className="calendar-feed__help-title">Jak odkaz přidat</h3>
      <p className="calendar-feed__help-name">Google Kalendář</p>
      <p>
        Na počítači otevřete calendar.google.com, u položky „Další kalendáře“ klikněte na +, zvolte „Z adresy URL“ a vložte
        odkaz. Google kalendář obnovuje po několika hodinách; v telefonu se pak ukáže sám.
      </p>
      <p className="calendar-feed__help-name">Apple Kalendář</p>
      <p>
        V iPhonu otevřete Nastavení → Kalendář → Účty → Přidat účet → Jiné → Přidat odebíraný kalendář a vložte odkaz. Na Macu
        v aplikaci Kalendář zvolte Soubor → Nový odebíraný kalendář.
      </p>
    </div>
  );
}

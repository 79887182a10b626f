import { screen, waitFor, within } from '@testing-library/react';
import { saveAs } from 'file-saver';
import { describe, expect, it, vi } from 'vitest';
import type { ConversationThreadDto, MessageDto, MessageReportDto } from '../../api';
import type { MockApi } from '../../test/renderApp';
import { AUDIT_ACTION_LABELS } from './adminParams';
import { auditDetails, auditTarget } from './AuditTab';
import { adminApi, pageOf, renderAdmin, setUpAdminTests, setupUser, urlsOf } from '../../test/adminTestKit';

setUpAdminTests();

vi.mock('file-saver', () => ({ saveAs: vi.fn() }));

function makeMessage(overrides: Partial<MessageDto> = {}): MessageDto {
  return {
    id: 501,
    conversationId: 7,
    senderSide: 'provider',
    body: 'Zaplaťte zálohu převodem na můj soukromý účet, ušetříte poplatky.',
    createdAt: '2026-11-20T09:00:00.000Z',
    attachments: [{ id: 90, fileName: 'smlouva.pdf', contentType: 'application/pdf', sizeBytes: 250_000 }],
    mine: false,
    reportedByMe: false,
    ...overrides,
  };
}

function makeReport(overrides: Partial<MessageReportDto> = {}): MessageReportDto {
  return {
    id: 5,
    reason: 'scam',
    note: 'Chce platbu mimo Svatby.',
    createdAt: '2026-11-21T10:00:00.000Z',
    resolvedAt: null,
    reporterSide: 'couple',
    message: makeMessage(),
    conversationId: 7,
    providerId: 12,
    providerName: 'Foto Novák',
    requestId: 40,
    requestTitle: 'Fotograf na zámek',
    sender: { userId: 31, name: 'Foto Novák', email: 'info@fotonovak.cz', blocked: false, blockTarget: 'account' },
    ...overrides,
  };
}

const reports = [
  makeReport(),
  makeReport({
    id: 6,
    reason: 'offensive',
    note: null,
    reporterSide: 'provider',
    message: makeMessage({ id: 610, conversationId: 9, senderSide: 'couple', body: 'Jste podvodníci!', attachments: [] }),
    conversationId: 9,
    providerId: 13,
    providerName: 'Hudba Praha',
    requestId: null,
    requestTitle: null,
    sender: { userId: 44, name: 'Lucie Malá', email: 'lucie@example.cz', blocked: true, blockTarget: 'account' },
  }),
  makeReport({
    id: 7,
    reason: 'spam',
    note: null,
    reporterSide: 'provider',
    message: makeMessage({ id: 700, conversationId: 11, senderSide: 'couple', body: '', attachments: [] }),
    conversationId: 11,
    sender: { userId: null, name: 'Karolína a Ondřej', email: 'karolina@example.cz', blocked: false, blockTarget: 'link' },
  }),
  makeReport({
    id: 8,
    reason: 'other',
    note: null,
    reporterSide: 'provider',
    message: makeMessage({ id: 800, conversationId: 12, senderSide: 'couple', body: 'Stará zpráva smazaného účtu', attachments: [] }),
    conversationId: 12,
    requestId: 41,
    requestTitle: 'Kapela na svatbu',
    sender: { userId: null, name: 'Smazaný účet', email: null, blocked: false, blockTarget: null },
  }),
];

const thread: ConversationThreadDto = {
  conversation: {
    id: 7,
    side: 'couple',
    counterpart: { name: 'Foto Novák', imageUrl: null, providerId: 12 },
    request: { id: 40, title: 'Fotograf na zámek' },
    offerId: 3,
    offerStatus: 'sent',
    offers: [],
    lastMessage: null,
    unreadCount: 0,
    lastMessageAt: '2026-11-20T09:00:00.000Z',
  },
  messages: [
    makeMessage({ id: 499, senderSide: 'provider', body: 'Dobrý den, posílám nabídku.', attachments: [], createdAt: '2026-11-19T09:00:00.000Z' }),
    makeMessage({ id: 500, senderSide: 'couple', body: 'Děkujeme, jak se platí záloha?', attachments: [], createdAt: '2026-11-19T12:00:00.000Z' }),
    makeMessage(),
  ],
  hasOlder: false,
};

/** The row of a sender's name. */
const rowOf = (name: string) => screen.getAllByText(name, { selector: 'strong' })[0].closest('tr') as HTMLTableRowElement;
const reportsApi = (extra: MockApi = {}) => adminApi({ 'GET /api/admin/message-reports': { status: 200, body: pageOf(reports) }, ...extra });

// Whole-panel renders with antd tables and dialogs: slow on a busy machine.
describe('/admin messages tab', { timeout: 30_000 }, () => {
  it('shows the open count in the label and lists each report with its fields', async () => {
    const user = setupUser();
    const { fetchMock } = renderAdmin('/admin', reportsApi());
    // The open count is asked for before the tab is opened.
    expect(await screen.findByRole('tab', { name: 'Zprávy (4)' })).toHaveAttribute('aria-selected', 'false');
    const countCall = urlsOf(fetchMock).find((url) => url.pathname === '/api/admin/message-reports');
    expect(Object.fromEntries(countCall?.searchParams ?? [])).toEqual({ page: '1', pageSize: '1', status: 'open' });

    await user.click(screen.getByRole('tab', { name: 'Zprávy (4)' }));
    await screen.findByText('lucie@example.cz');
    const first = rowOf('Foto Novák');
    expect(first).toHaveTextContent('Zaplaťte zálohu převodem na můj soukromý účet');
    expect(first).toHaveTextContent('1 příloha');
    expect(within(first).getByText('Podvod')).toBeInTheDocument();
    expect(first).toHaveTextContent('Chce platbu mimo Svatby.');
    expect(first).toHaveTextContent('Pár');
    expect(first).toHaveTextContent('info@fotonovak.cz');
    expect(first).toHaveTextContent('Fotograf na zámek');
    expect(first).toHaveTextContent('21. 11. 2026');
    expect(within(first).queryByText('Zablokován')).not.toBeInTheDocument();
    const firstButtons = within(first).getAllByRole('button').map((button) => button.textContent?.trim());
    expect(firstButtons).toEqual(expect.arrayContaining(['Zobrazit konverzaci', 'Ponechat', 'Zablokovat odesílatele']));
    expect(firstButtons).not.toContain('Odblokovat odesílatele');

    const second = rowOf('Lucie Malá');
    expect(within(second).getByText('Urážlivé')).toBeInTheDocument();
    expect(second).toHaveTextContent('Dodavatel');
    expect(second).toHaveTextContent('Hudba Praha');
    expect(second).toHaveTextContent('Dotaz z portfolia');
    expect(within(second).getByText('Zablokován')).toBeInTheDocument();
    const secondButtons = within(second).getAllByRole('button').map((button) => button.textContent?.trim());
    expect(secondButtons).toContain('Odblokovat odesílatele');
    expect(secondButtons).not.toContain('Zablokovat odesílatele');

    // A couple without an account (manage link) is blocked by its request's link (issue 43, item 7).
    const third = rowOf('Karolína a Ondřej');
    expect(third).toHaveTextContent('Bez účtu, píše přes odkaz poptávky');
    expect(third).toHaveTextContent('Bez textu');
    expect(within(third).getByText('Spam')).toBeInTheDocument();
    const thirdButtons = within(third).getAllByRole('button').map((button) => button.textContent?.trim());
    expect(thirdButtons).toEqual(expect.arrayContaining(['Zobrazit konverzaci', 'Ponechat', 'Zablokovat odesílatele']));
    expect(thirdButtons).not.toContain('Odblokovat odesílatele');

    // Nothing to block (a deleted account's message).
    const fourth = rowOf('Smazaný účet');
    expect(fourth).toHaveTextContent('Nelze zablokovat');
    const fourthButtons = within(fourth).getAllByRole('button').map((button) => button.textContent?.trim());
    expect(fourthButtons).not.toContain('Zablokovat odesílatele');
    expect(fourthButtons).not.toContain('Odblokovat odesílatele');
  });

  it('blocks a couple without an account by its link, with its e-mail unless unticked, after a confirmation', async () => {
    const user = setupUser();
    const sent: unknown[] = [];
    renderAdmin(
      '/admin?zalozka=zpravy',
      reportsApi({
        'POST /api/admin/message-reports/7/resolve': (body) => {
          sent.push(body);
          return { status: 200, body: { message: 'Odesílatel byl zablokován' } };
        },
      }),
    );
    await screen.findByText('karolina@example.cz');
    await user.click(within(rowOf('Karolína a Ondřej')).getByRole('button', { name: 'Zablokovat odesílatele' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zablokovat odesílatele' });
    expect(dialog).toHaveTextContent('Pár nemá účet a píše přes odkaz pro správu poptávky.');
    const mailbox = within(dialog).getByRole('checkbox', { name: /Zablokovat i e-mailovou adresu \(i další poptávky z ní\): karolina@example\.cz/ });
    expect(mailbox).toBeChecked();
    const confirm = within(dialog).getByRole('button', { name: 'Zablokovat' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Důvod/), 'Urážky přes odkaz');
    await user.click(mailbox);
    expect(mailbox).not.toBeChecked();
    // Nothing is sent before the confirmation.
    expect(sent).toEqual([]);
    await user.click(confirm);
    expect(await screen.findByText('Odesílatel byl zablokován')).toBeInTheDocument();
    expect(sent).toEqual([{ action: 'block', reason: 'Urážky přes odkaz', mailbox: false }]);
  });

  it("lifts a link-only sender's block through its request", async () => {
    const user = setupUser();
    const sent: unknown[] = [];
    const blockedLink = makeReport({
      ...reports[2],
      resolvedAt: '2026-11-22T10:00:00.000Z',
      sender: { ...reports[2].sender, blocked: true },
    });
    renderAdmin(
      '/admin?zalozka=zpravy',
      adminApi({
        'GET /api/admin/message-reports': { status: 200, body: pageOf([blockedLink]) },
        'PUT /api/admin/service-requests/40/messaging-block': (body) => {
          sent.push(body);
          return {
            status: 200,
            body: {
              requestId: 40,
              blocked: false,
              linkBlocked: false,
              mailboxBlocked: false,
              blockedAt: null,
              blockedReason: null,
              message: 'Posílání zpráv z poptávky bylo odblokováno',
            },
          };
        },
      }),
    );
    await screen.findByText('karolina@example.cz');
    const row = rowOf('Karolína a Ondřej');
    expect(within(row).getByText('Zablokován')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Odblokovat odesílatele' }));
    const dialog = await screen.findByRole('dialog', { name: 'Odblokovat odesílatele' });
    expect(dialog).toHaveTextContent('Pár bude moci znovu psát přes odkaz pro správu poptávky');
    await user.click(within(dialog).getByRole('button', { name: 'Odblokovat' }));
    expect(await screen.findByText('Posílání zpráv z poptávky bylo odblokováno')).toBeInTheDocument();
    expect(sent).toEqual([{ blocked: false }]);
  });

  it('blocks the sender only with a reason, and sends it', async () => {
    const user = setupUser();
    const sent: unknown[] = [];
    renderAdmin(
      '/admin?zalozka=zpravy',
      reportsApi({
        'POST /api/admin/message-reports/5/resolve': (body) => {
          sent.push(body);
          return { status: 200, body: { message: 'Odesílatel byl zablokován' } };
        },
      }),
    );
    await screen.findByText('info@fotonovak.cz');
    await user.click(within(rowOf('Foto Novák')).getByRole('button', { name: 'Zablokovat odesílatele' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zablokovat odesílatele' });
    expect(dialog).toHaveTextContent('Zablokovaný dodavatel nemůže posílat nabídky ani zprávy.');
    const confirm = within(dialog).getByRole('button', { name: 'Zablokovat' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Důvod/), '   ');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Důvod/), 'Platby mimo Svatby ');
    await user.click(confirm);
    expect(await screen.findByText('Odesílatel byl zablokován')).toBeInTheDocument();
    expect(sent).toEqual([{ action: 'block', reason: 'Platby mimo Svatby' }]);
  });

  it('dismisses a report (keeps the message)', async () => {
    const user = setupUser();
    const sent: unknown[] = [];
    renderAdmin(
      '/admin?zalozka=zpravy',
      reportsApi({
        'POST /api/admin/message-reports/5/resolve': (body) => {
          sent.push(body);
          return { status: 200, body: { message: 'Nahlášení bylo zamítnuto' } };
        },
      }),
    );
    await screen.findByText('info@fotonovak.cz');
    await user.click(within(rowOf('Foto Novák')).getByRole('button', { name: 'Ponechat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ponechat zprávu' });
    expect(dialog).toHaveTextContent('Zpráva zůstane v konverzaci beze změny');
    await user.click(within(dialog).getByRole('button', { name: 'Ponechat' }));
    expect(await screen.findByText('Nahlášení bylo zamítnuto')).toBeInTheDocument();
    expect(sent).toEqual([{ action: 'dismiss' }]);
  });

  it('unblocks a blocked sender after a confirmation', async () => {
    const user = setupUser();
    const sent: unknown[] = [];
    renderAdmin(
      '/admin?zalozka=zpravy',
      reportsApi({
        'PUT /api/admin/users/44/messaging-block': (body) => {
          sent.push(body);
          return {
            status: 200,
            body: { userId: 44, blocked: false, blockedAt: null, blockedReason: null, message: 'Blokace byla zrušena' },
          };
        },
      }),
    );
    await screen.findByText('lucie@example.cz');
    await user.click(within(rowOf('Lucie Malá')).getByRole('button', { name: 'Odblokovat odesílatele' }));
    const dialog = await screen.findByRole('dialog', { name: 'Odblokovat odesílatele' });
    await user.click(within(dialog).getByRole('button', { name: 'Odblokovat' }));
    expect(await screen.findByText('Blokace byla zrušena')).toBeInTheDocument();
    expect(sent).toEqual([{ blocked: false }]);
  });

  it('opens the whole conversation with the reported message marked', async () => {
    const user = setupUser();
    const { fetchMock } = renderAdmin(
      '/admin?zalozka=zpravy',
      reportsApi({
        'GET /api/admin/conversations/7/messages': { status: 200, body: thread },
        'GET /api/conversations/7/attachments/90': { status: 200, body: { pdf: true } },
      }),
    );
    await screen.findByText('info@fotonovak.cz');
    await user.click(within(rowOf('Foto Novák')).getByRole('button', { name: 'Zobrazit konverzaci' }));
    const drawer = await screen.findByRole('dialog', { name: 'Konverzace: Foto Novák' });
    const list = await within(drawer).findByRole('list', { name: 'Zprávy konverzace' });
    const items = within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Dobrý den, posílám nabídku.');
    expect(items[1]).toHaveTextContent('Děkujeme, jak se platí záloha?');
    expect(items[2]).toHaveAttribute('aria-current', 'true');
    expect(items[2]).toHaveTextContent('Nahlášená zpráva');
    expect(items[0]).not.toHaveTextContent('Nahlášená zpráva');
    expect(drawer).toHaveTextContent('Fotograf na zámek');
    expect(drawer).toHaveTextContent('Chce platbu mimo Svatby.');
    expect(urlsOf(fetchMock).some((url) => url.pathname === '/api/admin/conversations/7/messages')).toBe(true);

    // The attachment comes through the private download route (the mock answers it as JSON).
    await user.click(within(items[2]).getByRole('link', { name: /Stáhnout přílohu smlouva\.pdf/ }));
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveAs).mock.calls[0][1]).toBe('smlouva.pdf');
    expect(urlsOf(fetchMock).some((url) => url.pathname === '/api/conversations/7/attachments/90')).toBe(true);
  });

  it('keeps the resolved filter in the URL and asks the server for it', async () => {
    const { fetchMock } = renderAdmin('/admin?zalozka=zpravy&stav-zprav=resolved', reportsApi());
    await screen.findByText('info@fotonovak.cz');
    await waitFor(() => {
      const calls = urlsOf(fetchMock).filter((url) => url.pathname === '/api/admin/message-reports');
      expect(calls.map((url) => Object.fromEntries(url.searchParams))).toContainEqual({ page: '1', pageSize: '20', status: 'resolved' });
    });
  });

  it('names the message decisions and their targets in the audit log', () => {
    expect([
      AUDIT_ACTION_LABELS['message-report.dismiss'],
      AUDIT_ACTION_LABELS['message-report.block'],
      AUDIT_ACTION_LABELS['user.messaging-block'],
      AUDIT_ACTION_LABELS['user.messaging-unblock'],
      AUDIT_ACTION_LABELS['request.messaging-block'],
      AUDIT_ACTION_LABELS['request.messaging-unblock'],
    ]).toEqual([
      'Ponechání nahlášené zprávy',
      'Zablokování odesílatele zprávy',
      'Zablokování zpráv a nabídek účtu',
      'Odblokování zpráv a nabídek účtu',
      'Zablokování zpráv z poptávky bez účtu',
      'Odblokování zpráv z poptávky bez účtu',
    ]);
    expect(auditDetails({ blockedRequestId: 40, blockedMailbox: true, reason: 'Urážky' })).toBe(
      'Zablokovaný odkaz poptávky: 40 · Zablokovaná e-mailová adresa: ano · Důvod: Urážky',
    );
    expect(auditTarget({ targetType: 'message_report', targetId: '5' })).toBe('Nahlášení zprávy #5');
    expect(auditTarget({ targetType: 'user', targetId: '31' })).toBe('Účet #31');
  });
});

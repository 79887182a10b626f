import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveAs } from 'file-saver';
import { api } from '../../api';
import { ConversationThread } from './ConversationThread';
import { formEntries, makeMessage, makeThread, renderComponent, signedInApi } from '../../test/conversationsTestKit';
import type { ConversationsApi } from '../../test/conversationsTestKit';
import { formatMessageTime } from './conversationModel';

vi.mock('file-saver', () => ({ saveAs: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
});

const offerMessage = makeMessage({
  id: 100,
  body: 'Dobrý den, posílám nabídku.',
  attachments: [{ id: 3, fileName: 'nabidka.pdf', contentType: 'application/pdf', sizeBytes: 1_250_000 }],
});
const ownReply = makeMessage({ id: 101, senderSide: 'couple', mine: true, body: 'Děkujeme, ozveme se.', createdAt: '2026-03-02T10:00:00.000Z' });
const notice = makeMessage({ id: 102, senderSide: 'system', body: 'Pár nabídku přijal.', createdAt: '2026-03-03T08:00:00.000Z' });

function threadApi(extra: ConversationsApi = {}): ConversationsApi {
  return signedInApi({
    'GET /api/conversations/5/messages': { status: 200, body: makeThread([offerMessage, ownReply, notice]) },
    ...extra,
  });
}

const composer = () => screen.getByRole('textbox', { name: 'Zpráva' });
const fileInput = () => document.querySelector<HTMLInputElement>('.composer input[type="file"]') as HTMLInputElement;

describe('ConversationThread', () => {
  it('shows who and what, the messages by side, the notice and the attachment, and downloads it', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderComponent(
      <ConversationThread conversationId={5} />,
      threadApi({ 'GET /api/conversations/5/attachments/3': { status: 200, body: 'PDF' } }),
    );

    const heading = await screen.findByRole('heading', { level: 2, name: 'Studio Bílý závoj' });
    expect(within(heading).getByRole('link')).toHaveAttribute('href', '/portfolio?provider=12');
    expect(screen.getByText('Fotograf na svatbu v Brně')).toBeInTheDocument();
    expect(screen.getByText('Nabídka')).toBeInTheDocument();

    const log = screen.getByRole('log', { name: 'Zprávy s Studio Bílý závoj' });
    const theirs = within(log).getByText('Dobrý den, posílám nabídku.').closest('li') as HTMLElement;
    expect(theirs).toHaveClass('msg--theirs');
    expect(theirs).toHaveTextContent(formatMessageTime(offerMessage.createdAt));
    expect(within(log).getByText('Děkujeme, ozveme se.').closest('li')).toHaveClass('msg--mine');
    expect(within(log).getByText('Pár nabídku přijal.').closest('li')).toHaveClass('msg--system');
    // Only the other side's message can be reported.
    expect(within(log).getAllByRole('button', { name: /^Nahlásit/ })).toHaveLength(1);

    const attachment = within(theirs).getByRole('link', { name: 'Stáhnout přílohu nabidka.pdf (1,2 MB)' });
    expect(attachment).toHaveAttribute('href', '/api/conversations/5/attachments/3');
    await user.click(attachment);
    await waitFor(() => expect(saveAs).toHaveBeenCalledWith(expect.anything(), 'nabidka.pdf'));
    expect(callsTo('GET', '/api/conversations/5/attachments/3')).toHaveLength(1);
    // Nothing was unread: no read mark.
    expect(callsTo('POST', '/api/conversations/5/read')).toHaveLength(0);
  });

  it('sends the text and the files as one multipart message and clears the composer', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderComponent(
      <ConversationThread conversationId={5} />,
      threadApi({ 'POST /api/conversations/5/messages': { status: 201, body: makeMessage({ id: 103, mine: true, senderSide: 'couple' }) } }),
    );
    await screen.findByRole('heading', { name: 'Studio Bílý závoj' });
    const send = screen.getByRole('button', { name: /Odeslat/ });
    expect(send).toBeDisabled();

    await user.type(composer(), '  Máte volno 14. 6.?  ');
    await user.upload(fileInput(), [
      new File(['%PDF'], 'pudorys.pdf', { type: 'application/pdf' }),
      new File(['png'], 'inspirace.png', { type: 'image/png' }),
    ]);
    expect(await screen.findByText('pudorys.pdf')).toBeInTheDocument();
    await user.click(send);

    await waitFor(() => expect(callsTo('POST', '/api/conversations/5/messages')).toHaveLength(1));
    expect(formEntries(callsTo('POST', '/api/conversations/5/messages')[0].body)).toEqual([
      ['body', 'Máte volno 14. 6.?'],
      ['files', '<file>'],
      ['files', '<file>'],
    ]);
    await waitFor(() => expect(composer()).toHaveValue(''));
    // The list leaves with antd's animation.
    await waitFor(() => expect(screen.queryByText('pudorys.pdf')).not.toBeInTheDocument());
    // The sent message refreshes the thread.
    await waitFor(() => expect(callsTo('GET', '/api/conversations/5/messages')).toHaveLength(2));
  });

  it('keeps the text when sending fails and shows why (a blocked account)', async () => {
    const user = userEvent.setup();
    const blocked = 'Váš účet má zablokované posílání zpráv a nabídek. Napište nám přes kontaktní formulář.';
    renderComponent(
      <ConversationThread conversationId={5} />,
      threadApi({ 'POST /api/conversations/5/messages': { status: 403, body: { statusCode: 403, message: blocked } } }),
    );
    await screen.findByRole('heading', { name: 'Studio Bílý závoj' });
    await user.type(composer(), 'Dobrý den');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByRole('alert')).toHaveTextContent(`Zprávu se nepodařilo odeslat: ${blocked}`);
    expect(composer()).toHaveValue('Dobrý den');
  });

  it('refuses other file types, large files and a fourth file before sending', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderComponent(<ConversationThread conversationId={5} />, threadApi());
    await screen.findByRole('heading', { name: 'Studio Bílý závoj' });

    await user.upload(fileInput(), new File(['doc'], 'smlouva.docx', { type: 'application/msword' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('smlouva.docx: Přiložit lze jen PDF nebo obrázek JPG, PNG či WebP');
    expect(screen.queryByText('smlouva.docx')).not.toBeInTheDocument();

    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'velke.jpg', { type: 'image/jpeg' });
    await user.upload(fileInput(), big);
    expect(await screen.findByRole('alert')).toHaveTextContent('velke.jpg: Příloha může mít nejvýše 10 MB');

    await user.upload(fileInput(), [1, 2, 3, 4].map((n) => new File(['x'], `foto${n}.jpg`, { type: 'image/jpeg' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ke zprávě lze přiložit nejvýše 3 soubory');
    expect(screen.getByText('foto3.jpg')).toBeInTheDocument();
    expect(screen.queryByText('foto4.jpg')).not.toBeInTheDocument();
  });

  it('marks the thread read when it shows unread messages, and again when a new one arrives', async () => {
    let thread = makeThread([offerMessage], { unreadCount: 1 });
    const { callsTo, store } = renderComponent(
      <ConversationThread conversationId={5} />,
      threadApi({
        'GET /api/conversations/5/messages': () => ({ status: 200, body: thread }),
        'POST /api/conversations/5/read': () => {
          thread = { ...thread, conversation: { ...thread.conversation, unreadCount: 0 } };
          return { status: 204 };
        },
      }),
    );
    await screen.findByText('Dobrý den, posílám nabídku.');
    await waitFor(() => expect(callsTo('POST', '/api/conversations/5/read')).toHaveLength(1));
    expect(callsTo('POST', '/api/conversations/5/read')[0].body).toEqual({});
    await waitFor(() => expect(callsTo('GET', '/api/conversations/5/messages')).toHaveLength(2));

    // The event stream's refresh brings a new message from the other side.
    thread = makeThread([offerMessage, makeMessage({ id: 104, body: 'Ještě doplním ceník.' })], { unreadCount: 1 });
    act(() => {
      store.dispatch(api.util.invalidateTags(['Conversations']));
    });
    expect(await screen.findByText('Ještě doplním ceník.')).toBeInTheDocument();
    await waitFor(() => expect(callsTo('POST', '/api/conversations/5/read')).toHaveLength(2));
  });

  it('reports a message with a reason and a note, then shows it reported', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderComponent(
      <ConversationThread conversationId={5} />,
      threadApi({ 'POST /api/messages/100/reports': { status: 201, body: { message: 'Děkujeme, zprávu prověříme' } } }),
    );
    await user.click(await screen.findByRole('button', { name: 'Nahlásit zprávu od Studio Bílý závoj' }));
    // The report dialog is a lazy chunk (the button also sits on the public portfolio).
    const dialog = await screen.findByRole('dialog', { name: 'Nahlásit zprávu' }, { timeout: 10_000 });
    const reasons = within(dialog).getByRole('radiogroup', { name: 'Proč zprávu nahlašujete?' });
    expect(within(reasons).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Spam nebo reklama',
      'Urážlivý obsah',
      'Podvod',
      'Jiný důvod',
    ]);
    const send = within(dialog).getByRole('button', { name: 'Odeslat' });
    expect(send).toBeDisabled();
    await user.click(within(reasons).getByRole('radio', { name: 'Podvod' }));
    await user.type(within(dialog).getByLabelText('Poznámka (nepovinná)'), ' Chce zálohu na cizí účet. ');
    await user.click(send);

    expect(await screen.findByText('Děkujeme, zprávu prověříme')).toBeInTheDocument();
    expect(callsTo('POST', '/api/messages/100/reports')[0].body).toEqual({ reason: 'scam', note: 'Chce zálohu na cizí účet.' });
    expect(await screen.findByText('Nahlášeno')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Nahlásit zprávu/ })).not.toBeInTheDocument();
  });

  it('shows a message reported before as reported', async () => {
    renderComponent(
      <ConversationThread conversationId={5} />,
      threadApi({ 'GET /api/conversations/5/messages': { status: 200, body: makeThread([{ ...offerMessage, reportedByMe: true }]) } }),
    );
    expect(await screen.findByText('Nahlášeno')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Nahlásit/ })).not.toBeInTheDocument();
  });

  it('pages back with before = the oldest message', async () => {
    const user = userEvent.setup();
    const older = makeMessage({ id: 60, body: 'Starší dotaz na termín.', createdAt: '2026-02-20T12:00:00.000Z', senderSide: 'couple', mine: true });
    const { callsTo } = renderComponent(
      <ConversationThread conversationId={5} />,
      threadApi({
        'GET /api/conversations/5/messages': (_body, call) =>
          call.query.get('before') === '100'
            ? { status: 200, body: makeThread([older], {}, false) }
            : { status: 200, body: makeThread([offerMessage, ownReply], {}, true) },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Načíst starší' }));
    expect(await screen.findByText('Starší dotaz na termín.')).toBeInTheDocument();
    expect(callsTo('GET', '/api/conversations/5/messages').map((call) => call.query.get('before'))).toEqual([null, '100']);
    expect(screen.getByText('Dobrý den, posílám nabídku.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Načíst starší' })).not.toBeInTheDocument());
  });

  it('acts through the manage link: the token on reads, sends, read marks and attachments', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderComponent(
      <ConversationThread conversationId={5} token="tok-123" />,
      {
        'GET /api/auth/user': { status: 401, body: { statusCode: 401, message: 'Nepřihlášen' } },
        'GET /api/conversations/5/messages': { status: 200, body: makeThread([offerMessage], { unreadCount: 1 }) },
        'POST /api/conversations/5/read': { status: 204 },
        'POST /api/conversations/5/messages': { status: 201, body: makeMessage({ id: 105, mine: true, senderSide: 'couple' }) },
      },
    );
    expect(await screen.findByRole('link', { name: /Stáhnout přílohu nabidka.pdf/ })).toHaveAttribute(
      'href',
      '/api/conversations/5/attachments/3?token=tok-123',
    );
    expect(callsTo('GET', '/api/conversations/5/messages')[0].query.get('token')).toBe('tok-123');
    await waitFor(() => expect(callsTo('POST', '/api/conversations/5/read')[0]?.body).toEqual({ token: 'tok-123' }));
    await user.type(composer(), 'Dobrý den');
    await user.click(screen.getByRole('button', { name: /Odeslat/ }));
    await waitFor(() => expect(callsTo('POST', '/api/conversations/5/messages')).toHaveLength(1));
    expect(formEntries(callsTo('POST', '/api/conversations/5/messages')[0].body)).toEqual([
      ['body', 'Dobrý den'],
      ['token', 'tok-123'],
    ]);
  });

  it('says when the conversation does not exist', async () => {
    renderComponent(
      <ConversationThread conversationId={77} />,
      signedInApi({ 'GET /api/conversations/77/messages': { status: 404, body: { statusCode: 404, message: 'Konverzace nenalezena' } } }),
    );
    expect(await screen.findByText('Konverzace nenalezena')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ContactMessageDto } from '../../api';
import type { MockApi, MockReply } from '../../test/renderApp';
import ContactPage from './ContactPage';
import { contactErrorText } from './contactForm';
import { renderPage } from '../../test/pagesTestKit';

type User = ReturnType<typeof userEvent.setup>;

const OK_REPLY: MockReply = {
  status: 200,
  body: { message: 'Zpráva odeslána', detail: 'Odpovíme vám do 24 hodin na jana@example.cz.' },
};

/** The contact endpoint answering `reply`, recording the bodies it received. */
function contactApi(reply: MockReply | MockReply[]) {
  const bodies: unknown[] = [];
  const replies = Array.isArray(reply) ? [...reply] : null;
  const api: MockApi = {
    'POST /api/contact': (body) => {
      bodies.push(body);
      return replies ? (replies.shift() ?? OK_REPLY) : (reply as MockReply);
    },
  };
  return { api, bodies };
}

async function chooseSubject(user: User, label: string) {
  await user.click(screen.getByLabelText('Předmět'));
  await user.click(await screen.findByText(label, { selector: '.ant-select-item-option-content' }));
}

async function fillForm(user: User, values: { name: string; email: string; subject: string; message: string }) {
  await user.type(screen.getByLabelText('Jméno'), values.name);
  await user.type(screen.getByLabelText('E-mail'), values.email);
  await chooseSubject(user, values.subject);
  await user.type(screen.getByLabelText('Zpráva'), values.message);
}

/** The subject select (its shown value). */
const subjectSelect = () => screen.getByLabelText('Předmět').closest('.ant-select');

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Odeslat zprávu' }));

describe('/kontakt', { timeout: 30_000 }, () => {
  it('has the title, labelled fields, the e-mail, the 24 h promise, social links and a QR code of the site', () => {
    renderPage(<ContactPage />, '/kontakt');
    expect(screen.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Napište nám' });
    expect(within(form).getByLabelText('Jméno')).toBeInTheDocument();
    expect(within(form).getByLabelText('E-mail')).toHaveAttribute('type', 'email');
    expect(within(form).getByLabelText('Předmět')).toHaveAttribute('role', 'combobox');
    expect(within(form).getByLabelText('Zpráva').tagName).toBe('TEXTAREA');

    expect(screen.getByRole('link', { name: 'podpora@svatby.cz' })).toHaveAttribute('href', 'mailto:podpora@svatby.cz');
    expect(screen.getByText(/Odpovídáme do 24 hodin/)).toBeInTheDocument();
    for (const network of ['Instagram', 'Facebook']) {
      const link = screen.getByRole('link', { name: network });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const qr = screen.getByRole('img', { name: `QR kód s adresou ${window.location.origin}` });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(screen.getByText(/Naskenujte kód telefonem/)).toBeInTheDocument();
  });

  it('offers the six subjects', async () => {
    const user = userEvent.setup();
    renderPage(<ContactPage />, '/kontakt');
    await user.click(screen.getByLabelText('Předmět'));
    const options = await screen.findAllByText(/./, { selector: '.ant-select-item-option-content' });
    expect(options.map((o) => o.textContent)).toEqual([
      'Obecný dotaz',
      'Technická podpora',
      'Platby a předplatné',
      'Spolupráce',
      'Zpětná vazba',
      'Jiné',
    ]);
  });

  it('requires every field, with Czech messages, and sends nothing', async () => {
    const user = userEvent.setup();
    const { api, bodies } = contactApi(OK_REPLY);
    renderPage(<ContactPage />, '/kontakt', api);
    await submit(user);
    for (const message of ['Zadejte své jméno', 'Zadejte platný email', 'Vyberte předmět zprávy', 'Napište zprávu']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(bodies).toHaveLength(0);
  });

  it('rejects an e-mail without the right format and a message of spaces', async () => {
    const user = userEvent.setup();
    const { api, bodies } = contactApi(OK_REPLY);
    renderPage(<ContactPage />, '/kontakt', api);
    await fillForm(user, { name: 'Jana', email: 'jana@', subject: 'Jiné', message: '   ' });
    await submit(user);
    expect(await screen.findByText('Zadejte platný email')).toBeInTheDocument();
    expect(await screen.findByText('Napište zprávu')).toBeInTheDocument();
    expect(screen.queryByText('Zadejte své jméno')).not.toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it("sends the message, shows 'Zpráva odeslána' with the server's detail, and lets the user write another", async () => {
    const user = userEvent.setup();
    const { api, bodies } = contactApi(OK_REPLY);
    renderPage(<ContactPage />, '/kontakt', api);
    await fillForm(user, {
      name: ' Jana Nováková ',
      email: 'jana@example.cz',
      subject: 'Platby a předplatné',
      message: 'Jak zruším předplatné?',
    });
    await submit(user);

    const heading = await screen.findByRole('heading', { level: 2, name: 'Zpráva odeslána' });
    expect(screen.getByText('Odpovíme vám do 24 hodin na jana@example.cz.')).toBeInTheDocument();
    await waitFor(() => expect(heading).toHaveFocus());
    const expected: ContactMessageDto = {
      name: 'Jana Nováková',
      email: 'jana@example.cz',
      subject: 'billing',
      message: 'Jak zruším předplatné?',
    };
    expect(bodies).toEqual([expected]);
    expect(screen.queryByRole('button', { name: 'Odeslat zprávu' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Napsat další zprávu' }));
    expect(screen.getByLabelText('Jméno')).toHaveValue(' Jana Nováková ');
    expect(screen.getByLabelText('E-mail')).toHaveValue('jana@example.cz');
    expect(screen.getByLabelText('Zpráva')).toHaveValue('');
    expect(subjectSelect()).not.toHaveTextContent('Platby a předplatné');
  });

  it('shows the 429 message and keeps what was typed; a retry then succeeds', async () => {
    const user = userEvent.setup();
    const { api, bodies } = contactApi([
      { status: 429, body: { statusCode: 429, message: 'Příliš mnoho pokusů. Zkuste to prosím znovu za chvíli.' } },
      OK_REPLY,
    ]);
    renderPage(<ContactPage />, '/kontakt', api);
    await fillForm(user, { name: 'Jana', email: 'jana@example.cz', subject: 'Spolupráce', message: 'Dobrý den' });
    await submit(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Zprávu se nepodařilo odeslat');
    expect(alert).toHaveTextContent('Příliš mnoho pokusů. Zkuste to prosím znovu za chvíli.');
    expect(screen.getByLabelText('Jméno')).toHaveValue('Jana');
    expect(screen.getByLabelText('E-mail')).toHaveValue('jana@example.cz');
    expect(subjectSelect()).toHaveTextContent('Spolupráce');
    expect(screen.getByLabelText('Zpráva')).toHaveValue('Dobrý den');
    expect(screen.queryByText('Zpráva odeslána')).not.toBeInTheDocument();

    await submit(user);
    expect(await screen.findByRole('heading', { name: 'Zpráva odeslána' })).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
  });

  it("shows a 400's message at the form and at the field it names, keeping the values", async () => {
    const user = userEvent.setup();
    const { api } = contactApi({
      status: 400,
      body: {
        statusCode: 400,
        message: 'Zadejte platný email',
        errors: [{ field: 'email', message: 'Zadejte platný email' }],
      },
    });
    renderPage(<ContactPage />, '/kontakt', api);
    await fillForm(user, { name: 'Jana', email: 'jana@example.cz', subject: 'Obecný dotaz', message: 'Dotaz' });
    await submit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Zadejte platný email');
    const emailItem = screen.getByLabelText('E-mail').closest('.ant-form-item');
    await waitFor(() => expect(emailItem).toHaveClass('ant-form-item-has-error'));
    expect(screen.getByLabelText('E-mail')).toHaveValue('jana@example.cz');
    expect(screen.getByLabelText('Zpráva')).toHaveValue('Dotaz');
  });
});

describe('contactErrorText', () => {
  it('uses the server message, or a Czech fallback for network errors and empty answers', () => {
    expect(contactErrorText({ status: 400, data: { statusCode: 400, message: 'Napište zprávu' } })).toBe(
      'Napište zprávu',
    );
    expect(contactErrorText({ status: 429, data: null })).toMatch(/příliš mnoho zpráv/);
    expect(contactErrorText({ status: 'FETCH_ERROR', error: 'TypeError' })).toMatch(/připojení k internetu/);
    expect(contactErrorText({ status: 500, data: 'oops' })).toBe(
      'Zprávu se nepodařilo odeslat. Zkuste to prosím znovu.',
    );
  });
});

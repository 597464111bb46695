import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredSession } from '../../../app/auth/session';
import { apiError, mockApi } from '../../../test/mock-api';
import { ADMIN_SESSION, BUYER_SESSION, renderApp, SELLER_SESSION } from '../../../test/render';
import { openChat } from '../../../shared/chat-events';
import { changeLanguage } from '../../../app/i18n';

const CHAT_PATH = '/api/employee/chat';
const NAMELESS_SELLER: StoredSession = {
  token: SELLER_SESSION.token,
  userType: 'seller',
  userDetails: {
    sellerId: 4,
    sellerEmail: 'x@example.et',
    sellerFirstName: '',
    sellerLastName: '',
  },
};

async function openPanel() {
  await userEvent.click(await screen.findByRole('button', { name: 'Chat assistant' }));
  return screen.findByRole('dialog', { name: 'Gebeya assistant' });
}

const input = () => screen.getByRole('textbox', { name: 'Type your message' });
const log = () => screen.getByRole('log', { name: 'Conversation with the assistant' });

async function say(text: string) {
  await userEvent.type(input(), `${text}{Enter}`);
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('Chat widget', () => {
  it('is not there for visitors', async () => {
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'About' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Chat assistant' })).not.toBeInTheDocument();
  });

  it.each<[StoredSession, string]>([
    [SELLER_SESSION, 'Hello Abebe! How can I assist you today?'],
    [BUYER_SESSION, 'Hello Hanna! How can I assist you today?'],
    [ADMIN_SESSION, 'Hello Selam! How can I assist you today?'],
    [NAMELESS_SELLER, 'Hello there! How can I assist you today?'],
  ])('greets the user by first name, with the focus in the message box', async (session, text) => {
    renderApp('/', session);
    const panel = await openPanel();
    expect(within(panel).getByText(text)).toBeInTheDocument();
    await waitFor(() => expect(input()).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Chat assistant' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('keeps Send disabled while the message is empty and answers an empty send', async () => {
    const calls = mockApi({});
    renderApp('/', SELLER_SESSION);
    await openPanel();
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await userEvent.type(input(), '   ');
    expect(send).toBeDisabled();
    await userEvent.type(input(), '{Enter}');
    expect(within(log()).getByText('Please enter a message.')).toBeInTheDocument();
    await userEvent.type(input(), 'hi');
    expect(send).toBeEnabled();
    expect(calls.filter((call) => call.path === CHAT_PATH)).toHaveLength(0);
  });

  it('asks the server and shows its reply with newlines and in-app links', async () => {
    const calls = mockApi({
      [`POST ${CHAT_PATH}`]: () => [
        200,
        { reply: 'Your balance is 0 ETB.\nTop up at /seller/chapa. See also /nowhere/else.' },
      ],
    });
    const { router } = renderApp('/seller/subscribe', SELLER_SESSION);
    await openPanel();
    await userEvent.type(input(), 'what is my balance');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    const link = await within(log()).findByRole('link', { name: '/seller/chapa' });
    expect(link).toHaveAttribute('href', '/seller/chapa');
    expect(within(log()).queryByRole('link', { name: '/nowhere/else' })).not.toBeInTheDocument();
    expect(link.parentElement).toHaveTextContent('Your balance is 0 ETB.\nTop up at', {
      normalizeWhitespace: false,
    });
    expect(within(log()).getByText('what is my balance')).toBeInTheDocument();
    expect(input()).toHaveValue('');

    const request = calls.find((call) => call.path === CHAT_PATH);
    expect(request?.headers.get('x-access-token')).toBe(SELLER_SESSION.token);
    expect(request?.body).toEqual({
      message: 'what is my balance',
      currentPath: '/seller/subscribe',
      language: 'en',
      userDetails: {
        isLogged: true,
        isSeller: true,
        isBuyer: false,
        isEmployee: false,
        isAdmin: false,
        isManager: false,
        userType: 'seller',
        employeeRole: null,
      },
    });

    await userEvent.click(link);
    expect(router.location.pathname).toBe('/seller/chapa');
  });

  it.each<[string, () => void, string]>([
    [
      'a server error',
      () => mockApi({ [`POST ${CHAT_PATH}`]: () => apiError(500, 'Internal server error') }),
      'Error: Unable to get a response.',
    ],
    [
      'no connection',
      () => vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch'))),
      'Error: Unable to get a response.',
    ],
    [
      'too many messages',
      () =>
        mockApi({
          [`POST ${CHAT_PATH}`]: () =>
            apiError(429, 'You are sending messages too quickly. Please wait a minute.'),
        }),
      'You are sending messages too quickly. Please wait a minute.',
    ],
  ])('answers %s in the conversation', async (_case, arrange, text) => {
    arrange();
    renderApp('/', BUYER_SESSION);
    await openPanel();
    await say('hello');
    expect(await within(log()).findByText(text)).toBeInTheDocument();
  });

  it('shows that the assistant is typing and sends nothing more meanwhile', async () => {
    let answer: (reply: [number, unknown]) => void = () => undefined;
    const calls = mockApi({
      [`POST ${CHAT_PATH}`]: () => new Promise((resolve) => (answer = resolve)),
    });
    renderApp('/', SELLER_SESSION);
    await openPanel();
    await say('hello');
    expect(await screen.findByRole('status')).toHaveTextContent('The assistant is typing…');
    await userEvent.type(input(), 'again');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.type(input(), '{Enter}');
    expect(calls.filter((call) => call.path === CHAT_PATH)).toHaveLength(1);
    act(() => answer([200, { reply: 'Hello Abebe!' }]));
    expect(await within(log()).findByText('Hello Abebe!')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('closes on its header, on Escape and on a click outside', async () => {
    renderApp('/', SELLER_SESSION);
    const toggle = await screen.findByRole('button', { name: 'Chat assistant' });

    await openPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await openPanel();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();

    await openPanel();
    await userEvent.click(input());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('navigates on a command it may follow, and says where', async () => {
    const calls = mockApi({});
    const { router } = renderApp('/', SELLER_SESSION);
    await openPanel();
    await say('take me to the seller dashboard');
    expect(within(log()).getByText('Taking you to Seller dashboard.')).toBeInTheDocument();
    await waitFor(() => expect(router.location.pathname).toBe('/seller/adminPost'));
    expect(calls.filter((call) => call.path === CHAT_PATH)).toHaveLength(0);
    // The conversation stays open across the move.
    expect(within(log()).getByText('take me to the seller dashboard')).toBeInTheDocument();
  });

  it('refuses a page the user may not open, naming who may', async () => {
    const { router } = renderApp('/', BUYER_SESSION);
    await openPanel();
    await say('open seller dashboard');
    // The path inside the reply is a link, so the text spans elements.
    expect(log()).toHaveTextContent(
      "You don't have permission to access /seller/adminPost. Required: Seller",
    );
    expect(within(log()).getByRole('link', { name: '/seller/adminPost' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/');
  });

  it('keeps the conversation while moving around and across a reload, and drops it on sign-out', async () => {
    mockApi({ [`POST ${CHAT_PATH}`]: () => [200, { reply: 'Your balance is 0 ETB.' }] });
    const first = renderApp('/', SELLER_SESSION);
    await openPanel();
    await say('what is my balance');
    await within(log()).findByText('Your balance is 0 ETB.');
    await act(() => first.router.navigate('/about'));
    expect(await screen.findByRole('heading', { name: 'About Gebeya' })).toBeInTheDocument();
    expect(within(log()).getByText('Your balance is 0 ETB.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    await openPanel();
    expect(within(log()).getByText('Your balance is 0 ETB.')).toBeInTheDocument();
    expect(screen.queryByText(/How can I assist you today/)).not.toBeInTheDocument();

    // A reload: the stored conversation comes back for the same user.
    first.unmount();
    sessionStorage.setItem(
      'chat',
      JSON.stringify({
        owner: 'seller:1',
        messages: [{ sender: 'bot', text: 'Your balance is 0 ETB.' }],
      }),
    );
    renderApp('/', SELLER_SESSION);
    await openPanel();
    expect(within(log()).getByText('Your balance is 0 ETB.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Chat assistant' })).not.toBeInTheDocument(),
    );
    expect(sessionStorage.getItem('chat')).toBeNull();
  });

  it('opens from anywhere in the app (About’s Live Chat)', async () => {
    renderApp('/', BUYER_SESSION);
    await screen.findByRole('button', { name: 'Chat assistant' });
    act(() => openChat());
    expect(await screen.findByRole('dialog', { name: 'Gebeya assistant' })).toBeInTheDocument();
  });

  describe('in Amharic', () => {
    beforeEach(() => changeLanguage('am'));
    afterEach(() => changeLanguage('en'));

    async function openAmharicPanel() {
      await userEvent.click(await screen.findByRole('button', { name: 'የውይይት ረዳት' }));
      await screen.findByRole('dialog', { name: 'የገበያ ረዳት' });
    }
    const amharicInput = () => screen.getByRole('textbox', { name: 'መልእክትዎን ይጻፉ' });
    const amharicLog = () => screen.getByRole('log', { name: 'ከረዳቱ ጋር የሚደረግ ውይይት' });

    it.each<[string, StoredSession, string]>([
      ['the admin', ADMIN_SESSION, '/employee/seller/history'],
      ['a seller', SELLER_SESSION, '/seller/history'],
    ])('takes %s to their own history on "ወደ ታሪክ ውሰደኝ"', async (_, session, path) => {
      const calls = mockApi({});
      const { router } = renderApp('/', session);
      await openAmharicPanel();
      await userEvent.type(amharicInput(), 'ወደ ታሪክ ውሰደኝ{Enter}');
      expect(within(amharicLog()).getByText('ወደ ታሪክ እየወሰድኩዎት ነው።')).toBeInTheDocument();
      await waitFor(() => expect(router.location.pathname).toBe(path));
      expect(calls.filter((call) => call.path === CHAT_PATH)).toHaveLength(0);
    });

    it('shows a buyer the cars for rent on "መኪና ለኪራይ አሳየኝ"', async () => {
      mockApi({});
      const { router } = renderApp('/', BUYER_SESSION);
      await openAmharicPanel();
      await userEvent.type(amharicInput(), 'መኪና ለኪራይ አሳየኝ{Enter}');
      expect(within(amharicLog()).getByText('ወደ የሚከራዩ መኪኖች እየወሰድኩዎት ነው።')).toBeInTheDocument();
      await waitFor(() => expect(router.location.pathname).toBe('/getCarRent'));
    });

    it('asks the server in Amharic and shows its Amharic answer', async () => {
      const calls = mockApi({
        [`POST ${CHAT_PATH}`]: () => [200, { reply: 'ሒሳብዎ 0 ብር ነው።' }],
      });
      renderApp('/', SELLER_SESSION);
      await openAmharicPanel();
      await userEvent.type(amharicInput(), 'ሒሳቤ ስንት ነው?{Enter}');
      expect(await within(amharicLog()).findByText('ሒሳብዎ 0 ብር ነው።')).toBeInTheDocument();
      const request = calls.find((call) => call.path === CHAT_PATH);
      expect(request?.body).toMatchObject({ message: 'ሒሳቤ ስንት ነው?', language: 'am' });
    });
  });
});

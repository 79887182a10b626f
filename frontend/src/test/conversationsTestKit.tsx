import type { ReactElement } from 'react';
import type { ConversationSummaryDto, ConversationThreadDto, MessageDto, UserDto } from '../api';
import { routes } from '../app/router';
import { renderRoutes } from './renderRoutes';
import { visitorApi } from './renderApp';
import { mockRecordingApi, type RecordingApi } from './recordingApi';
export type { RecordedCall } from './recordingApi';
import { SessionProvider } from '../features/auth/SessionProvider';

/**
 * Test kit of the conversations (and the other issue-19 parts of the shell): an in-memory API that
 * records every call with its query and body (JSON parsed, multipart as a FormData), and DTO
 * builders. Only imported by *.test.tsx files.
 */


export type ConversationsApi = RecordingApi;

export const coupleUser: UserDto = {
  id: 7,
  email: 'klara@example.cz',
  firstName: 'Klára',
  lastName: 'Horáková',
  profileImageUrl: null,
  isAdmin: false,
  emailVerified: true,
  hasPassword: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};

/** A signed-in couple (no provider profile, not an admin). */
export function signedInApi(extra: ConversationsApi = {}): ConversationsApi {
  return {
    ...visitorApi,
    'GET /api/auth/user': { status: 200, body: coupleUser },
    'GET /api/isAdmin': { status: 403, body: { statusCode: 403, message: 'Zakázáno' } },
    'GET /api/provider/profile': { status: 404, body: { statusCode: 404, message: 'Profil dodavatele nenalezen' } },
    'GET /api/conversations/unread': { status: 200, body: { unreadMessages: 0, conversations: 0 } },
    ...extra,
  };
}

export function makeSummary(overrides: Partial<ConversationSummaryDto> = {}): ConversationSummaryDto {
  return {
    id: 5,
    side: 'couple',
    counterpart: { name: 'Studio Bílý závoj', imageUrl: null, providerId: 12 },
    request: { id: 40, title: 'Fotograf na svatbu v Brně' },
    offerId: 9,
    offerStatus: 'sent',
    offers: [],
    lastMessage: { body: 'Dobrý den, posílám nabídku.', senderSide: 'provider', createdAt: '2026-03-02T09:05:00.000Z' },
    unreadCount: 0,
    lastMessageAt: '2026-03-02T09:05:00.000Z',
    ...overrides,
  };
}

export function makeMessage(overrides: Partial<MessageDto> = {}): MessageDto {
  return {
    id: 100,
    conversationId: 5,
    senderSide: 'provider',
    body: 'Dobrý den, posílám nabídku.',
    createdAt: '2026-03-02T09:05:00.000Z',
    attachments: [],
    mine: false,
    reportedByMe: false,
    ...overrides,
  };
}

export function makeThread(messages: MessageDto[], conversation: Partial<ConversationSummaryDto> = {}, hasOlder = false): ConversationThreadDto {
  return { conversation: makeSummary(conversation), messages, hasOlder };
}


/** Replaces fetch with the in-memory API; the recorded calls and a filter by method and path. */
export const mockConversationsApi = mockRecordingApi;

/** Renders one component (with the session, antd and a router at `path`). */
export function renderComponent(element: ReactElement, api: ConversationsApi, path = '/') {
  const mock = mockConversationsApi(api);
  return { ...renderRoutes([{ path: '*', element: <SessionProvider>{element}</SessionProvider> }], path), ...mock };
}

/** Renders the whole app (layout, lazy routes) at `path`. */
export function renderAppAt(path: string, api: ConversationsApi) {
  const mock = mockConversationsApi(api);
  return { ...renderRoutes(routes, path), ...mock };
}

/**
 * The entries of a FormData as [name, text | '<file>'] pairs (the file names do not survive jsdom's
 * FormData becoming Node's request body; buildMessageForm's own test checks them).
 */
export function formEntries(body: unknown): [string, string][] {
  // Duck-typed: the parsed request body is Node's FormData, not jsdom's global one.
  const form = body as { entries?: () => IterableIterator<[string, unknown]> } | undefined;
  if (!form || typeof form.entries !== 'function') throw new Error('Expected a multipart body');
  return [...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : '<file>']);
}

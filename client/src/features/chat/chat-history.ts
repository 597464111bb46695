import type { StoredSession } from '../../app/auth/session';

/** One line of the conversation, as the spec names it. */
export interface ChatMessage {
  sender: 'bot' | 'user';
  text: string;
}

const STORAGE_KEY = 'chat';
/** Enough to scroll back through; older lines are dropped so storage stays small. */
export const KEPT_MESSAGES = 100;

/** Whose conversation it is: another account signing in on the tab starts afresh. */
export function ownerOf(session: StoredSession): string {
  switch (session.userType) {
    case 'seller':
      return `seller:${session.userDetails.sellerId}`;
    case 'buyer':
      return `buyer:${session.userDetails.buyerId}`;
    case 'employee':
      return `employee:${session.userDetails.employeeId}`;
  }
}

function isMessage(value: unknown): value is ChatMessage {
  const message = value as Partial<ChatMessage> | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    (message.sender === 'bot' || message.sender === 'user') &&
    typeof message.text === 'string'
  );
}

/** The tab's conversation of this owner (it survives a reload); anything else reads as empty. */
export function loadHistory(owner: string, storage: Storage = sessionStorage): ChatMessage[] {
  try {
    const stored = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as {
      owner?: unknown;
      messages?: unknown;
    } | null;
    if (stored?.owner !== owner || !Array.isArray(stored.messages)) return [];
    return stored.messages.filter(isMessage);
  } catch {
    return [];
  }
}

export function saveHistory(
  owner: string,
  messages: ChatMessage[],
  storage: Storage = sessionStorage,
): void {
  try {
    storage.setItem(
      STORAGE_KEY,
      JSON.stringify({ owner, messages: messages.slice(-KEPT_MESSAGES) }),
    );
  } catch {
    // Storage full or blocked: the conversation still lives on in memory.
  }
}

export function clearHistory(storage: Storage = sessionStorage): void {
  storage.removeItem(STORAGE_KEY);
}

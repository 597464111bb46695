/** The chat widget listens for this event, so any page (About's Live Chat) can open it. */
export const OPEN_CHAT_EVENT = 'gebeya:open-chat';

// The widget loads after the page: a request made before it listens waits here for it.
let requested = false;

export function openChat(): void {
  requested = true;
  window.dispatchEvent(new Event(OPEN_CHAT_EVENT));
}

/** Whether the chat was asked to open since the last call. */
export function takeChatRequest(): boolean {
  const was = requested;
  requested = false;
  return was;
}

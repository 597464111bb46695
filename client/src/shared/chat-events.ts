/** The chat widget listens for this event, so any page (About's Live Chat) can open it. */
export const OPEN_CHAT_EVENT = 'gebeya:open-chat';

export function openChat(): void {
  window.dispatchEvent(new Event(OPEN_CHAT_EVENT));
}

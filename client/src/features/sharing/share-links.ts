/** What is shared: the page's address and a line saying what it is. */
export interface ShareTarget {
  url: string;
  text: string;
}

/** Telegram's share page: the user picks a chat, the link comes with the text under it. */
export function telegramShareUrl({ url, text }: ShareTarget): string {
  return `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`;
}

/** WhatsApp takes one message: the text, then the link (WhatsApp previews the link). */
export function whatsappShareUrl({ url, text }: ShareTarget): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text}\n${url}`)}`;
}

/** The address of a page of this site, as others open it. */
export function absolutePageUrl(path: string, origin = window.location.origin): string {
  return new URL(path, origin).toString();
}

/** Whether the browser offers its own share sheet (phones, mostly). */
export function canShareNatively(target: ShareTarget): boolean {
  if (typeof navigator.share !== 'function') return false;
  return typeof navigator.canShare !== 'function' || navigator.canShare(target);
}

/**
 * Copies the text to the clipboard; where the Clipboard API is missing (plain http), through a
 * selected text field. False when neither worked.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall back below
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.appendChild(field);
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}

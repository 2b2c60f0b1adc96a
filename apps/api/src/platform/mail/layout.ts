/** Escapes text placed inside the HTML of a mail. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

interface MailExtras {
  /** A link drawn as a button, with its address also written out for clients that hide buttons. */
  action?: { label: string; url: string };
  /** Paragraphs after the action. */
  after?: string[];
}

const paragraph = (text: string) => `<p style="margin:0 0 12px">${escapeHtml(text)}</p>`;

/** A plain, table-free HTML body that mail clients render consistently. */
export function mailHtml(shopName: string, paragraphs: string[], extras: MailExtras = {}): string {
  const { action, after = [] } = extras;
  const button = action
    ? `<p style="margin:20px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#188f4b;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px">${escapeHtml(action.label)}</a></p>` +
      `<p style="margin:0 0 12px;font-size:13px;color:#55605a;word-break:break-all">${escapeHtml(action.url)}</p>`
    : '';
  const body = paragraphs.map(paragraph).join('') + button + after.map(paragraph).join('');
  return (
    `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#1a1f1c;max-width:560px;margin:0 auto;padding:24px">` +
    `<p style="font-size:18px;font-weight:bold;color:#188f4b;margin:0 0 16px">${escapeHtml(shopName)}</p>${body}` +
    `<p style="margin:24px 0 0;color:#55605a;font-size:13px">Este es un mensaje automático; no es necesario responderlo.</p></body></html>`
  );
}

/** Escapes text placed inside the HTML of a mail. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A plain, table-free HTML body that mail clients render consistently. */
export function mailHtml(shopName: string, paragraphs: string[]): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 12px">${escapeHtml(p)}</p>`).join('');
  return (
    `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#1a1f1c;max-width:560px;margin:0 auto;padding:24px">` +
    `<p style="font-size:18px;font-weight:bold;color:#188f4b;margin:0 0 16px">${escapeHtml(shopName)}</p>${body}` +
    `<p style="margin:24px 0 0;color:#55605a;font-size:13px">Este es un mensaje automático; no es necesario responderlo.</p></body></html>`
  );
}

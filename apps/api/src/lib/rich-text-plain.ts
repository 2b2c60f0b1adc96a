/**
 * Rich text as a person reads it in a spreadsheet cell, and back: the catalogue export writes a
 * description as text (paragraphs as blank lines, list items as '• ' lines), and the upload takes
 * either that text or HTML (issue 34, item 15).
 */

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : '';
    }
    return NAMED[name.toLowerCase()] ?? entity;
  });

/** Sanitized HTML (lib/html.ts) as plain text: blocks become paragraphs, list items '• ' lines. */
export function richTextToPlain(html: string): string {
  const text = html
    .replace(/\r\n?/g, '\n')
    .replace(/\n/g, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '• ')
    .replace(/<\/(li|tr)>/gi, '\n')
    .replace(/<\/(td|th)>/gi, ' ')
    .replace(/<\/?(p|div|h[1-6]|blockquote|table|ul|ol|hr)\b[^>]*>/gi, '\n\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .replace(/[ \t]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A cell holding markup: at least one tag ('<p>', '</strong>', '<br/>'), not a lone '<5 W'. */
export const looksLikeHtml = (text: string): boolean =>
  /<\/?[a-z][a-z0-9]*(\s[^<>]*)?\/?>/i.test(text);

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text as safe HTML: a paragraph per blank-line block, line breaks kept. */
export function plainToRichText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .map(escapeHtml)
        .join('<br>'),
    )
    .filter(Boolean)
    .map((block) => `<p>${block}</p>`)
    .join('');
}

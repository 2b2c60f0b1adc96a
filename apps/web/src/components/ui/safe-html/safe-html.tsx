import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { cx } from '../../../utils/cx';
import styles from './safe-html.module.css';

interface SafeHtmlProps {
  html: string;
  className?: string;
}

/**
 * HTML written in the dashboard (product and brand descriptions). The server sanitizes it on
 * write; it is sanitized again here, on render, so a row that slipped past cannot run script
 * (docs/architecture.md, departure 8).
 */
const browserSanitizer = (html: string) =>
  DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] });
let sanitize = browserSanitizer;

/**
 * The server has no DOM for DOMPurify: when it draws a first view (entry-server.tsx) it passes
 * its own sanitizer, the one every description went through on write.
 */
export const setHtmlSanitizer = (next: (html: string) => string) => {
  sanitize = next;
};

export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitize(html), [html]);
  if (!clean.trim()) return null;
  return (
    <div className={cx(styles.prose, className)} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}

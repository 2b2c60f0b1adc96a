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
 * (DESIGN.md departure 8).
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(
    () =>
      DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] }),
    [html],
  );
  if (!clean.trim()) return null;
  return (
    <div className={cx(styles.prose, className)} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}

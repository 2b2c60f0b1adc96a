import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isInternalUrl } from '../../../lib/file-url';

interface ContentLinkProps {
  url: string | undefined;
  className?: string;
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * An item's link: shop pages through the router, anything else as a plain link (external ones
 * open in a new tab). Without a url the content is shown unlinked.
 */
export function ContentLink({ url, className, children, ...rest }: ContentLinkProps) {
  if (!url) return <div className={className}>{children}</div>;
  if (isInternalUrl(url)) {
    return (
      <Link to={url} className={className} aria-label={rest['aria-label']}>
        {children}
      </Link>
    );
  }
  const external = /^https?:/i.test(url);
  return (
    <a
      href={url}
      className={className}
      aria-label={rest['aria-label']}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}

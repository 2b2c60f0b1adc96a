import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Brings the element the address's #hash names into view once `ready` (the page's data drawn).
 * The browser's own jump happens before a page that loads its data has drawn the target, and the
 * router's scroll restoration then starts the page at its top, so a link such as
 * "Configuraciones › Correo SMTP" would land far above its section without this.
 */
export function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);
}

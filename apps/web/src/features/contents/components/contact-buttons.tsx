import { useState, type CSSProperties } from 'react';
import { MessageCircle, X } from 'lucide-react';
import { CONTENT_SECTIONS } from '@shop/shared';
import { Image } from '../../../components/ui/image/image';
import { fileUrl } from '../../../lib/file-url';
import { useContentSection } from '../api/get-contents';
import { sectionItems } from '../utils/content-items';
import styles from './contact-buttons.module.css';

/**
 * The floating buttons are stacked 84 px apart (docs/architecture.md, "Contract: constants and
 * limits").
 */
export const CONTACT_SPACING_PX = 84;

/** The 'Contact Us' items as round buttons at the bottom right (WhatsApp, phone, e-mail...). */
export function ContactButtons() {
  const { data: section } = useContentSection(CONTENT_SECTIONS.contactUs);
  const items = sectionItems(section).filter((item) => item.url);
  // On phones the stack of three would cover the text: one button opens it (the CSS shows the
  // toggle and hides the closed stack below 768 px only).
  const [open, setOpen] = useState(false);
  if (items.length === 0) return null;
  return (
    <div className={styles.contact} data-open={open || undefined}>
      <button
        type="button"
        className={`${styles.button} ${styles.toggle}`}
        aria-expanded={open}
        aria-controls="contact-buttons"
        aria-label={open ? 'Cerrar contacto' : 'Contáctenos'}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <X size={22} aria-hidden="true" /> : <MessageCircle size={22} aria-hidden="true" />}
      </button>
      <ul id="contact-buttons" role="list" aria-label="Contáctenos" className={styles.stack}>
        {items.map((item, index) => {
          const external = /^https?:/i.test(item.url ?? '');
          return (
            <li
              key={`${index}-${item.name}`}
              className={styles.slot}
              style={{ '--offset': `${index * CONTACT_SPACING_PX}px` } as CSSProperties}
            >
              <a
                href={item.url}
                className={styles.button}
                aria-label={item.name}
                title={item.name}
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {item.image ? (
                  <Image
                    className={styles.icon}
                    src={fileUrl('content', item.image)}
                    alt=""
                    width={56}
                    height={56}
                    loading="eager"
                  />
                ) : (
                  <MessageCircle size={28} aria-hidden="true" />
                )}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

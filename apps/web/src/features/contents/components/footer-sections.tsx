import { CONTENT_SECTIONS } from '@shop/shared';
import { Image } from '../../../components/ui/image/image';
import { Skeleton } from '../../../components/ui/skeleton/skeleton';
import { useErrorToast } from '../../../hooks/use-error-toast';
import { fileUrl } from '../../../lib/file-url';
import { useContentSection } from '../api/get-contents';
import { FOOTER_ERROR } from '../utils/messages';
import { ContentLink } from './content-link';
import styles from './footer-sections.module.css';

/** The 'Footer' section: one column per group, its items as links (with their icon if any). */
export function FooterSections() {
  const { data: section, isPending, isError } = useContentSection(CONTENT_SECTIONS.footer);
  useErrorToast(isError, FOOTER_ERROR);

  if (isPending) {
    return (
      <>
        {[0, 1].map((column) => (
          <div key={column} className={styles.column} aria-hidden="true">
            <Skeleton width={120} height={16} />
            <Skeleton width={180} height={16} />
            <Skeleton width={150} height={16} />
          </div>
        ))}
      </>
    );
  }
  const groups = section?.content.filter((group) => group.contents.length > 0) ?? [];
  return (
    <>
      {groups.map((group, index) => (
        <div key={`${index}-${group.name}`} className={styles.column}>
          <h2 className={styles.heading}>{group.name}</h2>
          <ul role="list" className={styles.links}>
            {group.contents.map((item, itemIndex) => (
              <li key={`${itemIndex}-${item.name}`}>
                <ContentLink url={item.url} className={styles.link}>
                  {item.image ? (
                    <Image
                      className={styles.icon}
                      src={fileUrl('content', item.image)}
                      alt=""
                      width={20}
                      height={20}
                    />
                  ) : null}
                  <span>{item.name}</span>
                </ContentLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

import { useId, type CSSProperties } from 'react';
import { CONTENT_SECTIONS, type ContentGroup } from '@shop/shared';
import { Image } from '../../../components/ui/image/image';
import { Skeleton } from '../../../components/ui/skeleton/skeleton';
import { fileUrl } from '../../../lib/file-url';
import { cx } from '../../../utils/cx';
import { useContentSection } from '../api/get-contents';
import { gridColumns } from '../utils/content-items';
import { ContentLink } from './content-link';
import styles from './home-sections.module.css';

/** The 'Home' section: each group a titled grid of 2 to 6 columns; highlighted groups stand out. */
export function HomeSections() {
  const { data: section, isPending } = useContentSection(CONTENT_SECTIONS.home);
  if (isPending) {
    return (
      <div className={styles.sections} aria-hidden="true">
        <Skeleton width={240} height={28} />
        <div className={styles.grid} style={columnsStyle(4)}>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className={styles.skeletonCard} height="auto" radius="md" />
          ))}
        </div>
      </div>
    );
  }
  const groups = section?.content.filter((group) => group.contents.length > 0) ?? [];
  if (groups.length === 0) return null;
  return (
    <div className={styles.sections}>
      {groups.map((group, index) => (
        <HomeGroup key={`${index}-${group.name}`} group={group} />
      ))}
    </div>
  );
}

/** Phones show at most 2 columns and tablets 3; the full count from 1024 px. */
function columnsStyle(count: number): CSSProperties {
  const columns = gridColumns(count);
  return {
    '--cols-sm': Math.min(columns, 2),
    '--cols-md': Math.min(columns, 3),
    '--cols-lg': columns,
  } as CSSProperties;
}

function HomeGroup({ group }: { group: ContentGroup }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cx(styles.group, group.isHighlighted && styles.highlighted)}
    >
      <h2 id={titleId} className={styles.title}>
        {group.name}
      </h2>
      <ul role="list" className={styles.grid} style={columnsStyle(group.contents.length)}>
        {group.contents.map((item, index) => (
          <li key={`${index}-${item.name}`}>
            <ContentLink url={item.url} className={styles.card}>
              {item.image ? (
                <Image
                  className={styles.image}
                  src={fileUrl('content', item.image)}
                  alt=""
                  width={480}
                  height={360}
                />
              ) : null}
              <span className={styles.name}>{item.name}</span>
            </ContentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

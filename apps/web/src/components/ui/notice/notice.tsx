import type { ReactNode } from 'react';
import { CircleAlert, Info } from 'lucide-react';
import { cx } from '../../../utils/cx';
import styles from './notice.module.css';

interface NoticeProps {
  tone?: 'info' | 'danger';
  title?: string;
  children: ReactNode;
}

/**
 * A message kept on the page beside its toast, for what the user must still act on (check the
 * mail, ask for a new link). A danger notice is an alert, read out as soon as it appears.
 */
export function Notice({ tone = 'info', title, children }: NoticeProps) {
  const Icon = tone === 'danger' ? CircleAlert : Info;
  return (
    <div
      className={cx(styles.notice, tone === 'danger' && styles.danger)}
      role={tone === 'danger' ? 'alert' : 'status'}
    >
      <Icon size={20} aria-hidden="true" />
      <div className={styles.noticeBody}>
        {title ? <p className={styles.noticeTitle}>{title}</p> : null}
        {children}
      </div>
    </div>
  );
}

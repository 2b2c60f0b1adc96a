import type { ReactNode } from 'react';
import styles from './home-layout.module.css';

interface HomeLayoutProps {
  banner: ReactNode;
  intro: ReactNode;
  sections: ReactNode;
  /** The invitation to sign in (anonymous visitors only). */
  login: ReactNode;
  /** The floating contact buttons. */
  contact: ReactNode;
}

/** The home page's order: banners, who we are, the content groups, the sign-in invitation. */
export function HomeLayout({ banner, intro, sections, login, contact }: HomeLayoutProps) {
  return (
    <div className={styles.home}>
      <div className={styles.banner}>{banner}</div>
      {intro}
      <div className={styles.content}>
        {sections}
        {login}
      </div>
      {contact}
    </div>
  );
}

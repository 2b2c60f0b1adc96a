import { useSession } from '../../features/auth/api/get-session';
import { useLoginPanel } from '../../features/auth/hooks/use-login-panel';
import { useConfig } from '../../features/config/api/get-config';
import { BannerCarousel } from '../../features/contents/components/banner-carousel';
import { ContactButtons } from '../../features/contents/components/contact-buttons';
import { HomeSections } from '../../features/contents/components/home-sections';
import { LoginBlock } from '../../features/contents/components/login-block';
import { HomeLayout } from '../../features/home/components/home-layout';
import { ValueProposition } from '../../features/home/components/value-proposition';
import { usePageMeta } from '../../lib/page-meta';

/** '/': banners, the shop's promise, the 'Home' groups, the sign-in block, contact buttons. */
export function HomeRoute() {
  const { data: config } = useConfig();
  const { data: user, isPending } = useSession();
  const loginPanel = useLoginPanel();
  // The shop's name and its general description (index.html): what a search shows for the home.
  usePageMeta({});

  return (
    <HomeLayout
      banner={<BannerCarousel />}
      intro={<ValueProposition shopName={config?.shopName} />}
      sections={<HomeSections />}
      login={isPending || user ? null : <LoginBlock onSignIn={() => loginPanel.open()} />}
      contact={<ContactButtons />}
    />
  );
}

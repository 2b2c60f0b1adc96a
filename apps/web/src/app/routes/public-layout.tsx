import { lazy, Suspense, useCallback, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, type Location } from 'react-router';
import { BrandLogo } from '../../components/layouts/brand-logo';
import { Footer } from '../../components/layouts/footer';
import { Header } from '../../components/layouts/header';
import { MobileMenu } from '../../components/layouts/mobile-menu';
import { PageSkeleton } from '../../components/layouts/page-skeleton';
import { PolicyOpenerContext, type PolicySection } from '../../components/layouts/policy-opener';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/layouts/skip-link';
import { LoginPanel } from '../../features/auth/components/login-panel';
import { LoginPanelProvider } from '../../features/auth/components/login-panel-provider';
import { SettingsMenu } from '../../features/auth/components/settings-menu';
import { useLoginPanel } from '../../features/auth/hooks/use-login-panel';
import { useSessionExpiry } from '../../features/auth/hooks/use-session-expiry';
import { BrandPicker } from '../../features/brands/components/brand-picker';
import { CategoryAccordion } from '../../features/categories/components/category-accordion';
import { CategoryBar } from '../../features/categories/components/category-bar';
import { useConfig } from '../../features/config/api/get-config';
import { ThemeToggleItem } from '../../features/config/components/theme-toggle-item';
import { FooterSections } from '../../features/contents/components/footer-sections';
import { LoginArt } from '../../features/contents/components/login-art';
import { SearchForm } from '../../features/search/components/search-form';
import { TrmBadge } from '../../features/trm/components/trm-badge';
import styles from './public-layout.module.css';
import { AccountShortcut } from '../../features/auth/components/account-shortcut';
import { CartLink } from '../../features/cart/components/cart-link';
import { WishlistLink } from '../../features/wishlist/components/wishlist-link';
import { useSearchSuggestions } from './use-search-suggestions';
import { useViewer } from './use-viewer';
import { UnsavedChangesGuard } from '../../components/ui/unsaved-changes/unsaved-changes-guard';

// The counted cart reads the cart with its zod schema: a chunk of its own, for customers only.
const CustomerCartLink = lazy(async () => ({
  default: (await import('../../features/cart/components/customer-cart-link')).CustomerCartLink,
}));

// The policies' long text loads the first time a visitor opens them.
const PolicyModal = lazy(async () => ({
  default: (await import('../../features/policies/components/policy-modal')).PolicyModal,
}));

// The registration forms (and their city list) load only when someone opens register mode.
const RegistrationPanel = lazy(async () => ({
  default: (await import('../../features/registration/components/registration-panel'))
    .RegistrationPanel,
}));

/**
 * Where a page's scroll position is kept. Every full page load starts on an entry keyed 'default',
 * so keyed by that the position of one loaded page was restored on the next page loaded: such an
 * entry is keyed by its address instead, and the entries of in-app navigation keep their own key,
 * so back and forward still restore where the visitor was.
 */
const scrollKey = (location: Location) =>
  location.key === 'default' ? `${location.pathname}${location.search}` : location.key;

/** Header, page and footer of the storefront; the overlays they open live here too. */
export function PublicLayoutRoute() {
  return (
    <LoginPanelProvider>
      <PublicLayout />
    </LoginPanelProvider>
  );
}

/** The cart with its count and, signed in, the wishlist; then 'Ingresar' or 'Mi cuenta'. */
function HeaderShortcuts() {
  const { viewer } = useViewer();
  const { pathname } = useLocation();
  return (
    <>
      {viewer === null ? null : <WishlistLink />}
      {viewer === null ? (
        <CartLink />
      ) : (
        <Suspense fallback={<CartLink />}>
          {/* Mounted again on each page: a cart an order has emptied (marked stale, not refetched
              by the page that placed it) is counted afresh on the next one. */}
          <CustomerCartLink key={pathname} viewer={viewer} />
        </Suspense>
      )}
      <AccountShortcut />
    </>
  );
}

function PublicLayout() {
  const { data: config } = useConfig();
  const loginPanel = useLoginPanel();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [policy, setPolicy] = useState<PolicySection | null>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useSessionExpiry();

  const logo = <BrandLogo brand={config} />;
  const themeToggle = <ThemeToggleItem />;

  return (
    <PolicyOpenerContext value={setPolicy}>
      <ScrollRestoration getKey={scrollKey} />
      <SkipLink />
      <Header
        logo={logo}
        trm={<TrmBadge />}
        search={<SearchForm addon={<BrandPicker />} useSuggestions={useSearchSuggestions} />}
        shortcuts={<HeaderShortcuts />}
        settings={<SettingsMenu themeToggle={themeToggle} />}
        categoryBar={<CategoryBar />}
        isMenuOpen={isMenuOpen}
        onOpenMenu={() => setMenuOpen(true)}
      />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        <Outlet />
        <UnsavedChangesGuard />
      </main>
      <Footer
        shopName={config?.shopName}
        onOpenPolicy={() => setPolicy('terms')}
        sections={<FooterSections />}
      />

      <MobileMenu
        open={isMenuOpen}
        onClose={closeMenu}
        logo={logo}
        trm={<TrmBadge />}
        settings={<SettingsMenu themeToggle={themeToggle} onAction={closeMenu} />}
        search={
          <SearchForm
            addon={<BrandPicker onNavigate={closeMenu} />}
            onSearched={closeMenu}
            useSuggestions={useSearchSuggestions}
          />
        }
        categories={<CategoryAccordion onNavigate={closeMenu} />}
      />
      <LoginPanel
        art={<LoginArt />}
        registration={
          <Suspense fallback={<PageSkeleton />}>
            <RegistrationPanel onDone={loginPanel.close} />
          </Suspense>
        }
      />
      {policy !== null && (
        <Suspense fallback={null}>
          <PolicyModal
            section={policy}
            shopName={config?.shopName ?? ''}
            onClose={() => setPolicy(null)}
          />
        </Suspense>
      )}
    </PolicyOpenerContext>
  );
}

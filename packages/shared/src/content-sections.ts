// The names of the content sections; zod-free, for the storefront's first download.
export const CONTENT_SECTIONS = {
  mainBanner: 'Main Banner',
  home: 'Home',
  login: 'Login',
  contactUs: 'Contact Us',
  footer: 'Footer',
} as const;

/** A name the storefront looks a section up by. */
export type StorefrontSectionName = (typeof CONTENT_SECTIONS)[keyof typeof CONTENT_SECTIONS];

const STOREFRONT_NAMES: readonly string[] = Object.values(CONTENT_SECTIONS);

/**
 * How the dashboard names the sections the storefront reads. Their stored names stay the spec's,
 * since the storefront finds each by that name; staff read them in Spanish.
 */
export const CONTENT_SECTION_LABELS: Record<StorefrontSectionName, string> = {
  [CONTENT_SECTIONS.mainBanner]: 'Banner principal',
  [CONTENT_SECTIONS.home]: 'Inicio',
  [CONTENT_SECTIONS.login]: 'Ingreso',
  [CONTENT_SECTIONS.contactUs]: 'Contáctenos',
  [CONTENT_SECTIONS.footer]: 'Pie de página',
};

/** Whether the storefront reads the section of this name: renaming it would silently hide that part. */
export const isStorefrontSection = (name: string): name is StorefrontSectionName =>
  STOREFRONT_NAMES.includes(name);

/** The section's name as staff read it: the Spanish label of a storefront section, else its name. */
export const sectionLabel = (name: string): string =>
  isStorefrontSection(name) ? CONTENT_SECTION_LABELS[name] : name;

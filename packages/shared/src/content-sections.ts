// The names of the content sections; zod-free, for the storefront's first download.
export const CONTENT_SECTIONS = {
  mainBanner: 'Main Banner',
  home: 'Home',
  login: 'Login',
  contactUs: 'Contact Us',
  footer: 'Footer',
} as const;

/**
 * How the dashboard names the sections the storefront reads. Their stored names stay the spec's,
 * since the storefront finds each by that name; staff read them in Spanish.
 */
export const CONTENT_SECTION_LABELS: Record<string, string> = {
  [CONTENT_SECTIONS.mainBanner]: 'Banner principal',
  [CONTENT_SECTIONS.home]: 'Inicio',
  [CONTENT_SECTIONS.login]: 'Ingreso',
  [CONTENT_SECTIONS.contactUs]: 'Contáctenos',
  [CONTENT_SECTIONS.footer]: 'Pie de página',
};

/** Whether the storefront reads the section of this name: renaming it would silently hide that part. */
export const isStorefrontSection = (name: string): boolean =>
  Object.hasOwn(CONTENT_SECTION_LABELS, name);

/** The section's name as staff read it: the Spanish label of a storefront section, else its name. */
export const sectionLabel = (name: string): string => CONTENT_SECTION_LABELS[name] ?? name;

import { CONTENT_SECTIONS, isStorefrontSection, type StorefrontSectionName } from '@shop/shared';

/** Where the storefront shows each section it reads by name (CONTENT_SECTIONS). */
const USES: Record<StorefrontSectionName, string> = {
  [CONTENT_SECTIONS.mainBanner]: 'Carrusel de la página de inicio',
  [CONTENT_SECTIONS.home]: 'Grupos de la página de inicio',
  [CONTENT_SECTIONS.login]: 'Imagen y texto de la página de ingreso',
  [CONTENT_SECTIONS.contactUs]: 'Botones de contacto',
  [CONTENT_SECTIONS.footer]: 'Enlaces del pie de página',
};

/** What the storefront does with a section of this name, or null when it does not read it. */
export const storefrontUse = (name: string): string | null =>
  isStorefrontSection(name) ? USES[name] : null;

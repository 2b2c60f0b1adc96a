/**
 * The two-level tree of the demo shop. Names keep their accents: search folds them, so "camara"
 * still finds "Cámaras IP".
 */
export const DEMO_CATEGORIES = [
  { name: 'Redes', subcategories: ['Routers', 'Switches', 'Puntos de acceso', 'Radioenlaces'] },
  {
    name: 'Seguridad electrónica',
    subcategories: ['Cámaras IP', 'Grabadores NVR/DVR', 'Control de acceso'],
  },
  {
    name: 'Cableado estructurado',
    subcategories: ['Cable UTP', 'Patch cords', 'Patch panels', 'Gabinetes y racks'],
  },
  { name: 'Energía', subcategories: ['UPS', 'Reguladores', 'PDU'] },
  { name: 'Telefonía IP', subcategories: ['Teléfonos IP', 'Centrales IP', 'Diademas'] },
  { name: 'Seguridad informática', subcategories: ['Firewalls', 'Licencias'] },
  { name: 'Cómputo y movilidad', subcategories: ['Portátiles', 'Celulares y tabletas'] },
] as const;

export type DemoSubcategory = (typeof DEMO_CATEGORIES)[number]['subcategories'][number];

/** The level-1 category a subcategory belongs to. */
export function parentOf(subcategory: DemoSubcategory): string {
  const parent = DEMO_CATEGORIES.find((c) =>
    (c.subcategories as readonly string[]).includes(subcategory),
  );
  if (!parent) throw new Error(`No demo category holds "${subcategory}"`);
  return parent.name;
}

/**
 * The words a person reads for the API's field names: an answer that names a field says
 * «Imagen principal», never 'product_url' (issue 34, item 13). Zod-free, like messages.ts.
 */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  product_url: 'Imagen principal',
  views_url: 'Imágenes adicionales',
  images: 'Imágenes',
  name: 'Nombre',
  model: 'Modelo',
  sku: 'SKU',
  description: 'Descripción',
  caracteristics: 'Características',
  price: 'Precio',
  vat: 'IVA',
  ivaClass: 'Clase de IVA',
  stock: 'Stock',
  minimumStock: 'Stock mínimo',
  brand: 'Marca',
  categories: 'Categorías',
  available: 'Disponible',
  dataSheetURL: 'Ficha técnica',
  system: 'Sistema',
  email: 'Correo',
  identificationNumber: 'NIT o documento',
  businessName: 'Razón social',
  billingEmail: 'Correo de facturación',
  urlRUT: 'RUT',
  fullName: 'Nombre completo',
  contactPhone: 'Teléfono de contacto',
  position: 'Cargo',
  primaryAddress: 'Dirección principal',
  secondaryAddress: 'Dirección secundaria',
  location: 'Ciudad',
  clientType: 'Tipo de cliente',
  clientStatus: 'Estado',
  roles: 'Roles',
  permissions: 'Permisos',
  comments: 'Comentarios',
  level: 'Nivel',
  parentCategoryId: 'Categoría padre',
  content: 'Contenido',
};

/** The field's Spanish label; a key the shop does not know (a client's typo) is shown as sent. */
export const fieldLabel = (field: string): string => FIELD_LABELS[field] ?? field;

import { IVA_CLASSES, IVA_CLASS_LABELS } from '@shop/shared';

/**
 * The columns of the product sheet: the template, the export and the upload all read this list,
 * so a file the shop writes is a file it reads back (ADR 010). Headers are matched by name, so an
 * admin may reorder or hide optional columns.
 */
export type ColumnKey =
  | 'sku'
  | 'name'
  | 'model'
  | 'brand'
  | 'category'
  | 'subcategory'
  | 'description'
  | 'caracteristics'
  | 'price'
  | 'vat'
  | 'ivaClass'
  | 'stock'
  | 'minimumStock'
  | 'available'
  | 'mainImage'
  | 'extraImages'
  | 'dataSheetURL'
  | 'exportedStock';

export interface SheetColumn {
  key: ColumnKey;
  header: string;
  required: boolean;
  width: number;
  /** What the 'Instrucciones' sheet says about the format. */
  format: string;
  example: string | number;
  numFmt?: string;
}

export const PRODUCT_SHEET_NAME = 'Productos';
export const INSTRUCTIONS_SHEET_NAME = 'Instrucciones';

export const SHEET_COLUMNS: readonly SheetColumn[] = [
  {
    key: 'sku',
    header: 'SKU',
    required: true,
    width: 18,
    format:
      'Código único del producto (hasta 100 caracteres). Si ya existe en la tienda, la fila actualiza ese producto; si no, lo crea. No se puede repetir dentro del archivo.',
    example: 'RB750GR3',
  },
  {
    key: 'name',
    header: 'Nombre',
    required: true,
    width: 36,
    format: 'Nombre del producto (hasta 200 caracteres).',
    example: 'Router MikroTik hEX',
  },
  {
    key: 'model',
    header: 'Modelo',
    required: true,
    width: 18,
    format: 'Modelo del fabricante (hasta 200 caracteres).',
    example: 'RB750Gr3',
  },
  {
    key: 'brand',
    header: 'Marca',
    required: true,
    width: 16,
    format:
      'Nombre de una marca que ya exista en la tienda (Dashboard → Marcas), sin importar mayúsculas.',
    example: 'MikroTik',
  },
  {
    key: 'category',
    header: 'Categoría',
    required: true,
    width: 20,
    format: 'Nombre de una categoría de nivel 1 que ya exista (Dashboard → Categorías).',
    example: 'Redes',
  },
  {
    key: 'subcategory',
    header: 'Subcategoría',
    required: false,
    width: 20,
    format:
      'Opcional. Nombre de una categoría de nivel 2 que pertenezca a la categoría de la columna anterior. Vacía: un producto nuevo queda sin subcategoría; uno existente conserva la suya si sigue en la misma categoría.',
    example: 'Routers',
  },
  {
    key: 'description',
    header: 'Descripción',
    required: true,
    width: 50,
    format:
      'Texto o HTML sencillo (párrafos, negritas, listas), hasta 32.000 caracteres. En texto, una línea en blanco separa párrafos (Alt+Enter dentro de la celda). La exportación la escribe como texto: si no la cambia, el producto conserva su formato. El HTML se limpia al guardar como en el formulario; si al limpiarlo no queda texto (por ejemplo, solo un <script>), la fila tiene error.',
    example: 'Router de 5 puertos Gigabit con RouterOS.',
  },
  {
    key: 'caracteristics',
    header: 'Características',
    required: true,
    width: 40,
    format:
      'Al menos una. Una por línea (Alt+Enter dentro de la celda); si la celda no tiene saltos de línea se separan por comas, como en el formulario. Una sola característica que contenga comas se escribe terminada en salto de línea.',
    example: '5 puertos Gigabit, PoE pasivo, RouterOS nivel 4',
  },
  {
    key: 'price',
    header: 'Precio (COP)',
    required: true,
    width: 16,
    format: 'Precio base en pesos colombianos, número entero sin decimales ni IVA (ej. 289900).',
    example: 289900,
    numFmt: '#,##0',
  },
  {
    key: 'vat',
    header: 'IVA (%)',
    required: true,
    width: 10,
    format:
      'Tarifa de IVA en porcentaje: solo 0 (excluido), 5 o 19. Escriba el número sin el signo % (19 para el 19 %); una celda con formato de porcentaje de Excel (19%) también vale.',
    example: 19,
    numFmt: '0',
  },
  {
    key: 'ivaClass',
    header: 'Clase de IVA',
    required: false,
    width: 30,
    format: `Opcional. Cómo se grava el producto: ${IVA_CLASSES.map((c) => `«${IVA_CLASS_LABELS[c]}» (${c})`).join(', ')}; se escribe el nombre o el código. Los computadores personales y los celulares o tabletas no pagan IVA mientras su precio antes de IVA no supere 50 y 22 UVT; por encima pagan 19 %, y su IVA (%) es 19. Con esta columna, IVA (%) puede quedar vacía; si se llenan ambas deben coincidir. Vacía o sin esta columna: la clase sale del IVA (%) (19, 5 o 0), y un producto existente de computador o celular con IVA 19 conserva su clase.`,
    example: IVA_CLASS_LABELS.GENERAL,
  },
  {
    key: 'stock',
    header: 'Stock',
    required: true,
    width: 10,
    format: 'Unidades disponibles, número entero mayor o igual a 0.',
    example: 25,
    numFmt: '#,##0',
  },
  {
    key: 'minimumStock',
    header: 'Stock mínimo',
    required: false,
    width: 12,
    format:
      'Opcional. Con este stock o menos el producto aparece en Monitorear Stock. Vacía: 0 para un producto nuevo; uno existente conserva el suyo.',
    example: 5,
    numFmt: '#,##0',
  },
  {
    key: 'available',
    header: 'Disponible',
    required: false,
    width: 11,
    format:
      "Opcional: 'Sí' o 'No'. Un producto no disponible no se vende en la tienda. Vacía: 'Sí' para un producto nuevo; uno existente conserva el suyo.",
    example: 'Sí',
  },
  {
    key: 'mainImage',
    header: 'Imagen principal (URL)',
    required: false,
    width: 40,
    format:
      'Opcional. Dirección web (http o https) de la imagen, o la dirección /api/files/product/… que muestra Dashboard → Imágenes. Vacía o sin esta columna: un producto nuevo queda sin imagen (la tienda muestra la imagen genérica); uno existente conserva la suya.',
    example: 'https://example.com/imagenes/rb750gr3.png',
  },
  {
    key: 'extraImages',
    header: 'Imágenes adicionales (URL)',
    required: false,
    width: 40,
    format:
      'Opcional. Hasta 20 direcciones de imágenes separadas por comas o saltos de línea. Vacía: un producto existente conserva las suyas.',
    example: 'https://example.com/imagenes/rb750gr3-atras.png',
  },
  {
    key: 'dataSheetURL',
    header: 'Ficha técnica (URL)',
    required: false,
    width: 34,
    format:
      'Opcional. Dirección web (http o https) de la ficha técnica. Vacía: un producto existente conserva la suya.',
    example: 'https://example.com/fichas/rb750gr3.pdf',
  },
  {
    key: 'exportedStock',
    header: 'Stock al exportar',
    required: false,
    width: 16,
    format:
      "La escribe la exportación del catálogo: el stock del producto en ese momento. No la modifique. Si la fila trae el mismo Stock que 'Stock al exportar', el stock del producto no se toca (se conservan las ventas hechas desde la exportación); si cambia el Stock, se guarda solo si el producto aún tiene el stock de la exportación; si no, la fila tiene error y debe volver a exportar. Vacía o sin esta columna (plantilla llenada a mano): el Stock es el valor que se guarda.",
    example: 25,
    numFmt: '#,##0',
  },
];

export const COLUMN_BY_KEY = Object.fromEntries(SHEET_COLUMNS.map((c) => [c.key, c])) as Record<
  ColumnKey,
  SheetColumn
>;

/** Header text as typed by a person: case, accents and spacing do not matter. */
export const headerKey = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** The stored IVA as the IVA column writes it: 0.19 → 19, at most 2 decimals (4 as a fraction). */
export const vatPercent = (vat: number) => Math.round(vat * 10_000) / 100;

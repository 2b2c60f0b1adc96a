import type { SeedProduct } from './seed-product';

/**
 * Computers, phones and tablets: the goods of art. 424 num. 5 E.T., excluded from IVA while the
 * unit price before IVA is within 50 UVT (computers) or 22 UVT (phones and tablets); of 2026,
 * $ 2.618.700 and $ 1.152.228 (the exact product, not art. 868's rounding: docs/taxes.md). The customer's price is the base price plus the client
 * type's percentage (the demo's final customer pays 20 % more): one of each kind stays under its
 * cap for every client type and one is above it for every client type.
 */
export const COMPUTING_PRODUCTS: SeedProduct[] = [
  {
    // 1.990.000 × 1,20 = 2.388.000 for the final customer: under 50 UVT, no IVA.
    sku: 'LEN-IP3-15',
    model: 'IdeaPad Slim 3 15IRU9',
    name: 'Portátil de 15,6" Core i5 con 16 GB de RAM',
    brand: 'Lenovo',
    subcategory: 'Portátiles',
    price: 1_990_000,
    stock: 18,
    minimumStock: 4,
    drawing: 'laptop',
    ivaClass: 'COMPUTER',
    caracteristics: [
      'Procesador Intel Core i5 de 13.ª generación',
      '16 GB de RAM y SSD de 512 GB',
      'Pantalla Full HD de 15,6"',
      'Windows 11 Home',
    ],
    summary:
      'Portátil para el personal administrativo y los técnicos que documentan instalaciones en campo.',
    highlights: [
      'Wi-Fi 6 y Bluetooth 5.2',
      'Cámara HD con obturador de privacidad',
      'Batería para una jornada de trabajo',
    ],
  },
  {
    // 3.490.000 × 1,08 = 3.769.200 even for a distributor: above 50 UVT, IVA 19 %.
    sku: 'LEN-T14-G5',
    model: 'ThinkPad T14 Gen 5',
    name: 'Portátil empresarial de 14" Core Ultra 7 con 32 GB de RAM',
    brand: 'Lenovo',
    subcategory: 'Portátiles',
    price: 3_490_000,
    stock: 9,
    minimumStock: 2,
    drawing: 'laptop',
    ivaClass: 'COMPUTER',
    caracteristics: [
      'Procesador Intel Core Ultra 7',
      '32 GB de RAM y SSD de 1 TB',
      'Pantalla WUXGA de 14"',
      'Windows 11 Pro',
    ],
    summary:
      'Portátil empresarial para ingenieros de redes: puertos completos, teclado resistente y garantía en sitio.',
    highlights: [
      'Puerto RJ45 Gigabit integrado',
      'Lector de huella y chip TPM 2.0',
      'Probado con estándares militares MIL-STD-810H',
    ],
  },
  {
    // 849.000 × 1,20 = 1.018.800 for the final customer: under 22 UVT, no IVA.
    sku: 'SAM-A35-128',
    model: 'Galaxy A35 5G',
    name: 'Celular Galaxy A35 5G de 128 GB',
    brand: 'Samsung',
    subcategory: 'Celulares y tabletas',
    price: 849_000,
    stock: 30,
    minimumStock: 6,
    drawing: 'smartphone',
    ivaClass: 'SMART_MOBILE',
    caracteristics: [
      'Pantalla Super AMOLED de 6,6"',
      '8 GB de RAM y 128 GB de almacenamiento',
      'Red 5G y Wi-Fi 6',
      'Batería de 5.000 mAh',
    ],
    summary:
      'Celular para técnicos y vendedores en campo, con la seguridad empresarial Knox para administrarlo.',
    highlights: [
      'Resistente al agua y al polvo (IP67)',
      'Doble SIM con eSIM',
      'Cuatro años de actualizaciones',
    ],
  },
  {
    // 1.390.000 × 1,08 = 1.501.200 even for a distributor: above 22 UVT, IVA 19 %.
    sku: 'LEN-TAB-P12',
    model: 'Tab P12',
    name: 'Tableta de 12,7" con 8 GB de RAM y lápiz',
    brand: 'Lenovo',
    subcategory: 'Celulares y tabletas',
    price: 1_390_000,
    stock: 12,
    minimumStock: 3,
    drawing: 'tablet',
    ivaClass: 'SMART_MOBILE',
    caracteristics: [
      'Pantalla 3K de 12,7"',
      '8 GB de RAM y 128 GB de almacenamiento',
      'Lápiz Tab Pen Plus incluido',
      'Wi-Fi 6',
    ],
    summary:
      'Tableta para levantar planos, diagramas de red y actas de entrega de obra directamente en sitio.',
    highlights: [
      'Cuatro parlantes JBL con Dolby Atmos',
      'Cámara frontal de 13 MP para videollamadas',
      'Se conecta como segunda pantalla del portátil',
    ],
  },
];

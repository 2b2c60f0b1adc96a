import type { IvaClass } from '@shop/shared';
import type { DemoBrandName } from './brands';
import type { DemoSubcategory } from './categories';

/** Line drawings in seed-data/images/product, one per kind of device (`<drawing>.svg`). */
export type Drawing =
  | 'router-desktop'
  | 'router-rack'
  | 'switch-desktop'
  | 'switch-rack'
  | 'access-point'
  | 'radio-dish'
  | 'radio-panel'
  | 'camera-dome'
  | 'camera-bullet'
  | 'nvr'
  | 'access-control'
  | 'cable-box'
  | 'patch-cord'
  | 'patch-panel'
  | 'rack-cabinet'
  | 'rack-open'
  | 'ups-tower'
  | 'ups-rack'
  | 'regulator'
  | 'pdu'
  | 'ip-phone'
  | 'ip-pbx'
  | 'headset'
  | 'firewall'
  | 'license'
  | 'laptop'
  | 'smartphone'
  | 'tablet';

/** Extra gallery pictures: a close-up of a drawing, or the rear panel of an appliance. */
export type View = `${Drawing}-detail` | `${Drawing}-rear`;

/** One demo product as written by hand; the seed turns it into a `NewProduct`. */
export interface SeedProduct {
  /** The distributor's own code: brand prefix and the manufacturer's part number. */
  sku: string;
  model: string;
  name: string;
  brand: DemoBrandName;
  subcategory: DemoSubcategory;
  /** Whole pesos before VAT and before the client type's percentage. */
  price: number;
  stock: number;
  minimumStock: number;
  drawing: Drawing;
  views?: View[];
  caracteristics: string[];
  /** First paragraph of the description. */
  summary: string;
  /** The description's bullet list. */
  highlights: string[];
  dataSheetURL?: string;
  /**
   * How IVA applies (docs/taxes.md): GENERAL (19 %) unless given. Personal computers and
   * smartphones or tablets are excluded up to 50 and 22 UVT (art. 424 num. 5 E.T.).
   */
  ivaClass?: IvaClass;
  /** Only for the discontinued ones. */
  available?: false;
}

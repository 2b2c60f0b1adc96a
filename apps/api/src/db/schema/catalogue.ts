import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { IVA_CLASSES } from '@shop/shared';
import { inList } from './sql-list';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const brands = pgTable('brands', {
  id: serial().primaryKey(),
  name: text().notNull().unique(),
  title: text().notNull().default(''),
  // Sanitized HTML (docs/architecture.md, departure 8).
  description: text().notNull().default(''),
  logo: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const categories = pgTable(
  'categories',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    level: smallint().notNull(),
    parentCategoryId: integer().references((): AnyPgColumn => categories.id, {
      onDelete: 'restrict',
    }),
  },
  (t) => [
    unique('categories_name_parent_unique').on(t.name, t.parentCategoryId),
    index('categories_parent_idx').on(t.parentCategoryId),
    check(
      'categories_level_parent_check',
      sql`(${t.level} = 1 and ${t.parentCategoryId} is null) or (${t.level} = 2 and ${t.parentCategoryId} is not null)`,
    ),
  ],
);

export interface ProductImages {
  product_url: string;
  views_url: string[];
}

export const products = pgTable(
  'products',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    model: text().notNull(),
    /** One code whatever its case: unique on lower(sku) (products_sku_lower_unique, ADR 010). */
    sku: text().notNull(),
    // Sanitized HTML (docs/architecture.md, departure 8).
    description: text().notNull().default(''),
    caracteristics: text().array().notNull().default([]),
    /** Base price in whole pesos, before VAT and before the client type's percentage. */
    price: bigint({ mode: 'number' }).notNull(),
    /** The spec's VAT fraction: the nominal rate of `ivaClass` (nominalVatOf), kept in step with it. */
    vat: numeric({ precision: 5, scale: 4, mode: 'number' }).notNull(),
    /** How IVA applies (docs/taxes.md): 19 %, 5 %, excluded, or an art. 424 num. 5 capped good. */
    ivaClass: text({ enum: IVA_CLASSES }).notNull().default('GENERAL'),
    stock: integer().notNull().default(0),
    /**
     * Whether any unit is left, kept by PostgreSQL. The listing indexes key on it instead of on
     * `stock`, so a sale that leaves units (nearly every sale) changes no indexed value and is a HOT
     * update: no new entry in any of the table's indexes, search indexes included (migration 0016).
     */
    inStock: boolean()
      .notNull()
      .generatedAlwaysAs(sql`stock > 0`),
    minimumStock: integer().notNull().default(0),
    system: text().notNull().default(''),
    brandId: integer()
      .notNull()
      .references(() => brands.id, { onDelete: 'restrict' }),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    subcategoryId: integer().references(() => categories.id, { onDelete: 'restrict' }),
    available: boolean().notNull().default(true),
    dataSheetURL: text(),
    images: jsonb().$type<ProductImages>().notNull(),
    /** Lower-case, accent-free name, model, SKU, brand, categories and characteristics. */
    searchText: text().notNull(),
    /** Model and SKU with only letters and digits, for prefix matches ("rb750" → "RB750Gr3"). */
    modelKey: text().notNull(),
    skuKey: text().notNull(),
    searchVector: tsvector().generatedAlwaysAs(sql`to_tsvector('spanish'::regconfig, search_text)`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_price_check', sql`${t.price} >= 0`),
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_vat_check', sql`${t.vat} >= 0 and ${t.vat} < 1`),
    check('products_iva_class_check', sql`${t.ivaClass} in (${inList(IVA_CLASSES)})`),
    index('products_brand_idx').on(t.brandId, t.price),
    index('products_category_idx').on(t.categoryId, t.price),
    index('products_subcategory_idx').on(t.subcategoryId, t.price),
    index('products_price_idx').on(t.price),
    // The storefront lists only available products, in its default order (in stock first, then
    // by name) overall, in a category, a subcategory or a brand, a page however deep read from the
    // index alone (docs/performance.md). None of them names `stock` (see `inStock`).
    index('products_listing_idx')
      .on(t.inStock.desc().nullsFirst(), t.name, t.id)
      .where(sql`${t.available}`),
    index('products_category_listing_idx')
      .on(t.categoryId, t.inStock.desc().nullsFirst(), t.name, t.id)
      .where(sql`${t.available}`),
    index('products_subcategory_listing_idx')
      .on(t.subcategoryId, t.inStock.desc().nullsFirst(), t.name, t.id)
      .where(sql`${t.available}`),
    index('products_brand_listing_idx')
      .on(t.brandId, t.inStock.desc().nullsFirst(), t.name, t.id)
      .where(sql`${t.available}`),
    // The catalogue's shape (how many products per brand, category and subcategory), counted once
    // per catalogue version from this index alone instead of a count(*) per listing.
    index('products_facets_idx')
      .on(t.brandId, t.categoryId, t.subcategoryId)
      .where(sql`${t.available}`),
    index('products_name_idx')
      .on(t.name, t.id)
      .where(sql`${t.available}`),
    index('products_created_idx').on(t.createdAt),
    index('products_search_vector_idx').using('gin', t.searchVector),
    index('products_model_key_idx').using('btree', sql`${t.modelKey} text_pattern_ops`),
    index('products_sku_key_idx').using('btree', sql`${t.skuKey} text_pattern_ops`),
    uniqueIndex('products_sku_lower_unique').on(sql`lower(${t.sku})`),
  ],
);

/**
 * Every word of product names, brands, models and SKUs (folded). Typo tolerance corrects a
 * shopper's word against this short list ("mikrotk" → "mikrotik") and then searches normally,
 * instead of comparing the word with every product.
 */
export const searchTerms = pgTable('search_terms', { term: text().primaryKey() }, (t) => [
  index('search_terms_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`),
]);

export interface StoredContentGroup {
  name: string;
  isHighlighted: boolean;
  contents: { name: string; description?: string; image?: string; url?: string }[];
}

export const contentSections = pgTable('content_sections', {
  id: serial().primaryKey(),
  name: text().notNull().unique(),
  content: jsonb().$type<StoredContentGroup[]>().notNull(),
  position: integer().notNull().default(0),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The daily TRM, one row per date it applies to (Bogotá calendar). */
export const trmRates = pgTable('trm_rates', {
  date: text().primaryKey(),
  value: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull(),
  fetchedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

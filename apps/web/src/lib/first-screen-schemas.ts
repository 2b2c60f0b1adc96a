// The schemas the storefront's first screens use, in a chunk of their own (see `lazyParser` in
// api-client): the header (its search suggestions too), footer and session check, the listings,
// the record pages (brand, product, information page) and the listing's price filter. Imported
// directly, a page's chunk brought every schema along, evaluated before a drawn page hydrated.
export {
  BrandDetailSchema,
  BrandSchema,
  CategoryDetailSchema,
  CategorySchema,
  ContentSectionSchema,
  ErrorResponseSchema,
  InfoPageSchema,
  OkResponseSchema,
  ProductDetailSchema,
  ProductListQuerySchema,
  ProductListResponseSchema,
  PublicConfigSchema,
  SessionResponseSchema,
  TrmSchema,
} from '@shop/shared';
export { DEFAULT_PUBLIC_CONFIG, errorMessage, isErrorCode, MESSAGES } from '@shop/shared';

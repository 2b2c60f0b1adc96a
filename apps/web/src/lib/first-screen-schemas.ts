// The schemas the storefront's header (its search suggestions too), footer and session check read
// answers with, in a chunk of their own: see `lazyParser` in api-client.
export {
  BrandSchema,
  CategoryDetailSchema,
  CategorySchema,
  ContentSectionSchema,
  ErrorResponseSchema,
  OkResponseSchema,
  ProductListResponseSchema,
  PublicConfigSchema,
  SessionResponseSchema,
  TrmSchema,
} from '@shop/shared';
export { DEFAULT_PUBLIC_CONFIG, errorMessage, isErrorCode, MESSAGES } from '@shop/shared';

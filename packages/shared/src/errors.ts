import { z } from 'zod';
import { PRODUCT_ADMIN_MESSAGES } from './admin-products';
import { PRODUCT_INPUT_MESSAGES } from './product-input';
import { IMAGE_MESSAGES } from './images';
import { BRAND_MESSAGES, CATEGORY_MESSAGES } from './catalogue-admin';
import { SMTP_MESSAGES } from './config';
import { PRODUCT_UPLOAD_MESSAGES } from './product-upload';
import { ROLE_MESSAGES } from './roles';
import { CONTENT_MESSAGES } from './contents-input';
import { fieldLabel } from './field-labels';
import { MESSAGES } from './messages';
import { ONLINE_PAYMENT_MESSAGES } from './payments/online';
import { TRANSFER_MESSAGES } from './payments/transfers';
import { CREDIT_MESSAGES } from './payments/credit';
import { COMPANY_MESSAGES } from './company-roles';

export const ErrorIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});

export const ErrorResponseSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  code: z.string(),
  message: z.string(),
  issues: z.array(ErrorIssueSchema).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export { CART_STOCK_MESSAGES, MESSAGES, NOT_FOUND_MESSAGES } from './messages';

/** The HTTP statuses the API answers errors with. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503;

/**
 * Every machine code the SPA can switch on, with the one HTTP status it is answered with and the
 * Spanish text shown when the answer says nothing more precise (the spec's text where it has one).
 * A code exists only here, so none can lack a status or a message.
 */
export const ERRORS = {
  VALIDATION_ERROR: { status: 400, message: MESSAGES.invalidInput },
  UNAUTHENTICATED: { status: 401, message: MESSAGES.loginRequired },
  SESSION_EXPIRED: { status: 401, message: MESSAGES.sessionExpired },
  FORBIDDEN: { status: 403, message: MESSAGES.forbidden },
  NOT_FOUND: { status: 404, message: MESSAGES.notFound },
  INVALID_CREDENTIALS: { status: 401, message: MESSAGES.loginFailed },
  WRONG_PASSWORD: { status: 400, message: 'La contraseña actual no es correcta.' },
  RECOVERY_TOKEN_INVALID: {
    status: 400,
    message:
      'El enlace para restablecer la contraseña no es válido, ya fue usado o venció. Solicite uno nuevo.',
  },
  ACCOUNT_PENDING: { status: 403, message: MESSAGES.accountPending },
  ACCOUNT_INACTIVE: { status: 403, message: MESSAGES.accountInactive },
  EMAIL_TAKEN: { status: 409, message: MESSAGES.emailTaken },
  RUT_INVALID: { status: 400, message: MESSAGES.rutUnknown },
  RUT_TOO_LARGE: { status: 413, message: MESSAGES.rutTooLarge },
  RUT_REQUIRED: { status: 400, message: MESSAGES.rutRequired },
  IMAGE_REQUIRED: { status: 400, message: IMAGE_MESSAGES.required },
  IMAGE_INVALID: { status: 400, message: IMAGE_MESSAGES.notImage },
  IMAGE_TOO_LARGE: { status: 413, message: IMAGE_MESSAGES.tooLarge },
  CSRF_REJECTED: { status: 403, message: MESSAGES.csrf },
  RATE_LIMITED: { status: 429, message: MESSAGES.tooManyRequests },
  PAYLOAD_TOO_LARGE: { status: 413, message: MESSAGES.payloadTooLarge },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    message: 'El tipo de contenido enviado no es compatible.',
  },
  CONFLICT: {
    status: 409,
    message: 'Los datos cambiaron mientras tanto. Recargue la página e inténtelo de nuevo.',
  },
  SELF_LOCKOUT: {
    status: 409,
    message: 'No puede quitarse el permiso de administrar clientes ni desactivar su propia cuenta.',
  },
  /** A company member who is not its administrator, on the members' screens. */
  COMPANY_ADMIN_ONLY: { status: 403, message: COMPANY_MESSAGES.notAdministrator },
  /** A member whose company role reads only (aprobador, consulta) trying to buy or pay. */
  COMPANY_ROLE_CANNOT_BUY: { status: 403, message: COMPANY_MESSAGES.cannotBuy },
  INVITATION_EMAIL_HAS_ACCOUNT: { status: 409, message: COMPANY_MESSAGES.emailHasAccount },
  INVITATION_PENDING: { status: 409, message: COMPANY_MESSAGES.alreadyInvited },
  /** An invitation link that does not exist, was used, was cancelled or expired. */
  INVITATION_INVALID: { status: 400, message: COMPANY_MESSAGES.invitationInvalid },
  COMPANY_LAST_ADMINISTRATOR: { status: 409, message: COMPANY_MESSAGES.lastAdministrator },
  TRM_UNAVAILABLE: { status: 503, message: 'No se logró obtener la TRM.' },
  ONLINE_PAYMENTS_UNAVAILABLE: { status: 409, message: ONLINE_PAYMENT_MESSAGES.unavailable },
  ORDER_NOT_PAYABLE: { status: 409, message: ONLINE_PAYMENT_MESSAGES.notOnline },
  PAYMENT_IN_PROGRESS: { status: 409, message: ONLINE_PAYMENT_MESSAGES.inProgress },
  PAYMENT_GATEWAY_UNAVAILABLE: { status: 502, message: ONLINE_PAYMENT_MESSAGES.gatewayUnavailable },
  PAYMENT_UNKNOWN_TRANSACTION: { status: 404, message: ONLINE_PAYMENT_MESSAGES.unknownTransaction },
  /** A gateway event whose checksum does not verify: not from the gateway, or altered. */
  EVENT_SIGNATURE_INVALID: {
    status: 400,
    message: 'La firma del evento no es válida: no se aplicó.',
  },
  /** A signed event whose amount or currency differs from the attempt it names. */
  EVENT_MISMATCH: {
    status: 422,
    message: 'El evento no coincide con el pago registrado (monto o moneda): no se aplicó.',
  },
  REFUND_NOT_DUE: { status: 409, message: 'Esta orden no tiene un reembolso pendiente.' },
  TRANSFER_RECEIPT_REQUIRED: { status: 400, message: TRANSFER_MESSAGES.required },
  /** A receipt whose bytes are no PDF, JPEG or PNG, or a PDF that can act when opened. */
  TRANSFER_RECEIPT_INVALID: { status: 400, message: TRANSFER_MESSAGES.notAccepted },
  TRANSFER_RECEIPT_TOO_LARGE: { status: 413, message: TRANSFER_MESSAGES.tooLarge },
  /** The order takes no receipt: another method, cancelled, already paid, or full. */
  TRANSFER_RECEIPT_NOT_ACCEPTED: { status: 409, message: TRANSFER_MESSAGES.notTransfer },
  /** Staff confirming or rejecting a receipt someone already decided. */
  TRANSFER_RECEIPT_DECIDED: { status: 409, message: TRANSFER_MESSAGES.decided },
  /** Staff confirming a receipt of an order already covered. */
  TRANSFER_ORDER_PAID: { status: 409, message: TRANSFER_MESSAGES.orderPaid },
  CREDIT_NOT_GRANTED: {
    status: 409,
    message:
      'Su empresa no tiene un crédito empresarial aprobado. Elija otro método de pago o solicítelo a su asesor.',
  },
  CREDIT_SUSPENDED: { status: 409, message: CREDIT_MESSAGES.suspended },
  CREDIT_LIMIT_EXCEEDED: {
    status: 409,
    message: 'Esta orden supera su crédito disponible. Elija otro método de pago.',
  },
  CREDIT_COMPANY_ONLY: { status: 409, message: CREDIT_MESSAGES.companyOnly },
  /** Money recorded against an order beyond what is still owed on it. */
  PAYMENT_ABOVE_OWED: {
    status: 400,
    message: 'El abono supera el saldo de la orden.',
  },
  WOMPI_KEY_MISMATCH: {
    status: 400,
    message: 'Una llave de Wompi no corresponde al ambiente elegido.',
  },
  SMTP_NOT_CONFIGURED: { status: 400, message: SMTP_MESSAGES.notConfigured },
  SMTP_PASSWORD_REQUIRED: { status: 400, message: SMTP_MESSAGES.passRequired },
  SMTP_FAILED: {
    status: 502,
    message:
      'El servidor SMTP no aceptó el correo de prueba. Revise el servidor, el puerto, el usuario y la contraseña.',
  },
  PRODUCT_UNAVAILABLE: {
    status: 400,
    message:
      'Un producto ya no está disponible para la venta. Retírelo del carrito para continuar.',
  },
  PRODUCT_FILE_REQUIRED: { status: 400, message: PRODUCT_UPLOAD_MESSAGES.required },
  PRODUCT_FILE_INVALID: { status: 400, message: PRODUCT_UPLOAD_MESSAGES.invalid },
  PRODUCT_FILE_TOO_LARGE: { status: 413, message: PRODUCT_UPLOAD_MESSAGES.tooLarge },
  PRODUCT_FILE_TOO_MANY_ROWS: { status: 413, message: PRODUCT_UPLOAD_MESSAGES.tooManyRows },
  PRODUCT_FILE_TIMEOUT: { status: 422, message: PRODUCT_UPLOAD_MESSAGES.timeout },
  PRODUCT_FILE_ROWS_INVALID: { status: 422, message: PRODUCT_UPLOAD_MESSAGES.rowsInvalid },
  MINIMUM_PURCHASE: { status: 400, message: 'El pedido no alcanza la compra mínima.' },
  OUT_OF_STOCK: {
    status: 409,
    message: 'No hay unidades suficientes de un producto para completar la orden.',
  },
  QUOTE_EXPIRED: {
    status: 409,
    message: 'La cotización venció; genere una nueva cotización con los precios actuales.',
  },
  ROLE_NAME_TAKEN: { status: 409, message: ROLE_MESSAGES.nameTaken },
  ROLE_LOCKOUT: { status: 409, message: ROLE_MESSAGES.lastAdminRole },
  ROLE_IN_USE: { status: 409, message: ROLE_MESSAGES.customerRole },
  CATEGORY_NAME_TAKEN: { status: 409, message: CATEGORY_MESSAGES.nameTaken },
  CATEGORY_IN_USE: {
    status: 409,
    message: 'La categoría tiene productos o subcategorías y no se puede eliminar.',
  },
  BRAND_NAME_TAKEN: { status: 409, message: BRAND_MESSAGES.nameTaken },
  BRAND_IN_USE: {
    status: 409,
    message: 'La marca tiene productos asociados y no se puede eliminar.',
  },
  CONTENT_NAME_TAKEN: { status: 409, message: CONTENT_MESSAGES.nameTaken },
  CONTENT_SECTION_IN_USE: { status: 409, message: CONTENT_MESSAGES.storefrontName },
  CONTENT_MOVE_OUT_OF_BOUNDS: { status: 409, message: CONTENT_MESSAGES.firstCannotMoveUp },
  PAGE_SLUG_TAKEN: { status: 409, message: CONTENT_MESSAGES.pageSlugTaken },
  SKU_TAKEN: { status: 409, message: 'Ya existe un producto con ese SKU.' },
  NO_CHANGES: { status: 422, message: PRODUCT_INPUT_MESSAGES.noChanges },
  PRODUCT_IN_USE: { status: 409, message: PRODUCT_ADMIN_MESSAGES.inUse },
  QUOTE_CONVERTED: { status: 409, message: 'La cotización ya se convirtió en una orden.' },
  QUOTE_NOT_EXPIRED: {
    status: 409,
    message: 'La cotización sigue vigente: se convierte con sus precios, sin recalcular.',
  },
  REPRICE_CHANGED: {
    status: 409,
    message: 'Los totales cambiaron desde que los revisó. Revíselos de nuevo antes de confirmar.',
  },
  QUOTE_PRODUCT_UNAVAILABLE: {
    status: 409,
    message:
      'Un producto de la cotización ya no está disponible; genere una nueva cotización desde el carrito.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    message:
      'Esta clave de idempotencia ya se usó para otra solicitud. Genere una clave nueva para cada compra distinta.',
  },
  INTERNAL_ERROR: { status: 500, message: MESSAGES.internal },
} as const satisfies Record<string, { status: ErrorStatus; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

export const ERROR_CODES = Object.keys(ERRORS) as [ErrorCode, ...ErrorCode[]];

export const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(ERRORS, code);

/** What to show for an error answer: its own message, else its code's text, else the generic one. */
export const errorMessage = (code: string, message?: string | null): string =>
  message?.trim() ? message : isErrorCode(code) ? ERRORS[code].message : MESSAGES.internal;

/** A request carried a field the route does not take (a typo, or a value the server decides). */
export const unknownFieldMessage = (field: string) =>
  `El campo «${fieldLabel(field)}» no se admite en esta solicitud. Quítelo e inténtelo de nuevo.`;

/**
 * The refusal of an unknown field: the schema's own, when it names that field (the profile's
 * locked fields say why they are locked), else the generic one.
 */
export const unknownFieldRefusal = (field: string, own: string | undefined) =>
  own?.includes(`«${fieldLabel(field)}»`) ? own : unknownFieldMessage(field);

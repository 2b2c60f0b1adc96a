/**
 * Loopback ports of an e2e run: the shop, and the SMTP server the tests start. Fixed by default;
 * E2E_PORT and E2E_SMTP_PORT move them so two checkouts can run their journeys side by side.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 4325);

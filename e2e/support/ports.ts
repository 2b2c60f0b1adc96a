/**
 * Loopback ports of an e2e run: the shop, the SMTP server the tests start and the Wompi stand-in
 * the shop pays through. Fixed by default; E2E_PORT, E2E_SMTP_PORT and E2E_WOMPI_PORT move them
 * so two checkouts can run their journeys side by side.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 4325);
export const E2E_WOMPI_PORT = Number(process.env.E2E_WOMPI_PORT ?? 4330);

/** The shop and the stand-in, as the browser and each other reach them. */
export const SHOP_URL = `http://127.0.0.1:${E2E_PORT}`;
export const WOMPI_URL = `http://127.0.0.1:${E2E_WOMPI_PORT}`;

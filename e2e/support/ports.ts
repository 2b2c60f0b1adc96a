/** Fixed loopback ports of an e2e run: the shop, and the SMTP server the tests start. */
export const E2E_PORT = 4310;
export const E2E_SMTP_PORT = 4325;

/**
 * The administrator the e2e server is started with (ADMIN_USERNAME / ADMIN_PASSWORD in the global
 * setup). Test-only values: the e2e server runs on a throw-away DATA_DIR.
 */
export const adminCredentials = { username: "e2e-admin", password: "e2e-admin-password-1234" } as const;

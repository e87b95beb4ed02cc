/**
 * Every email's unsubscribe (decision 028): the one-click URL of its List-Unsubscribe header
 * (RFC 8058: a POST with ONE_CLICK_BODY) and the page its link opens, where a person confirms.
 * Both take the email's `token`.
 */
export const UNSUBSCRIBE_API_PATH = "/api/email/unsubscribe";
export const UNSUBSCRIBE_PAGE_PATH = "/unsubscribe";
export const ONE_CLICK_BODY = "List-Unsubscribe=One-Click";

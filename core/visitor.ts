/** Gives the browser its signed visitor cookie (POST, answers 204); email calls need one (decision 028). */
export const VISITOR_URL = "/api/visitor";

/** The answer (403) of an email call made without a valid visitor cookie. */
export const VISITOR_REQUIRED = "Sending email needs the visitor cookie this site sets: reload the page and try again";

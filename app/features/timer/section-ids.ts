/**
 * The ids of the timer page's cards that hydrate once seen (`hydrateWhenSeen`, decision 066): the
 * screen finds each card's element by it before the card's own module has loaded.
 */
export const RELATED_TIMERS_ID = "related-timers";
export const EMAIL_CARD_ID = "email-reminder";

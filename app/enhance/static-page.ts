/**
 * The one script of a page without React (decision 041: blog, holidays, legal pages). Everything on
 * those pages works as plain HTML; this only adds what HTML cannot do: the service worker (offline
 * copies, as on every other page), the holiday countdown's ticking and the share menu's "Copy
 * link". A language chosen from the footer is remembered by the head script (decision 067). No
 * React, no text modules: a few KB. Built by Vite as one self-contained file (app/root.tsx imports
 * its URL).
 */
import { enableCopyLinkButtons } from "~/features/blog/copy-link-button";
import { startLiveCountdowns } from "~/features/holidays/live-countdown";
import { registerServiceWorkerWithoutReact } from "~/features/pwa/register-without-react";

startLiveCountdowns();
enableCopyLinkButtons();
registerServiceWorkerWithoutReact();

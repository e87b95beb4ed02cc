import { hydrateLater } from "~/lib/hydrate-later";

/**
 * The reading sections under every tool (how-to, FAQ, links, share), server-rendered in place and
 * hydrated after the tool itself, with their code loaded after the first render's (decision 042).
 * Their props must be stable between renders (loader data, memoised lists).
 */
export const Faq = hydrateLater(() => import("./faq").then((m) => m.Faq));
export const StepsCard = hydrateLater(() => import("./sections").then((m) => m.StepsCard));
export const LinksCard = hydrateLater(() => import("./sections").then((m) => m.LinksCard));
export const ShareSection = hydrateLater(() => import("./share").then((m) => m.ShareSection));

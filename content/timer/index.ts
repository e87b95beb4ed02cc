export { timerPageCopy, timerPageSlugs, TITLE_MAX, DESCRIPTION_MAX } from "./pages";
export { localizedPopularPresets, localizedRelatedTimers, localizedRelatedArticles } from "./presets";
export { timerUi, type TimerUiText } from "./ui";
export type { TimerPageCopy } from "./types";

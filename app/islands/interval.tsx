import type { ComponentProps } from "react";
import { IntervalScreen } from "~/features/focus/interval-screen";
import { hydrateIslands } from "./hydrate";

/** /interval-timer and its presets in every language: the page's island script (decision 045). */
hydrateIslands<ComponentProps<typeof IntervalScreen>>("interval", (props) => <IntervalScreen {...props} />);

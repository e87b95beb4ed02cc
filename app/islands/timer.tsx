import type { ComponentProps } from "react";
import { TimerScreen } from "~/features/timer/timer-screen";
import { hydrateIslands } from "./hydrate";

/** /timer and its presets in every language: the page's island script (decision 045). */
hydrateIslands<ComponentProps<typeof TimerScreen>>("timer", (props) => <TimerScreen {...props} />);

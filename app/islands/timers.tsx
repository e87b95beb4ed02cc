import type { ComponentProps } from "react";
import { TimersScreen } from "~/features/timers/timers-screen";
import { hydrateIslands } from "./hydrate";

/** /timers (several timers at once) in every language: the page's island script (decision 045). */
hydrateIslands<ComponentProps<typeof TimersScreen>>("timers", (props) => <TimersScreen {...props} />);

import type { ComponentProps } from "react";
import { StopwatchScreen } from "~/features/stopwatch/stopwatch-screen";
import { hydrateIslands } from "./hydrate";

/** /stopwatch and its use cases in every language: the page's island script (decision 045). */
hydrateIslands<ComponentProps<typeof StopwatchScreen>>("stopwatch", (props) => <StopwatchScreen {...props} />);

import type { ComponentProps } from "react";
import { ClockScreen } from "~/features/clock/clock-screen";
import { hydrateIslands } from "./hydrate";

/** /time and every city's and time zone's clock in every language: the page's island script (decision 045). */
hydrateIslands<ComponentProps<typeof ClockScreen>>("clock", (props) => <ClockScreen {...props} />);

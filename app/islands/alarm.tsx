import type { ComponentProps } from "react";
import { AlarmScreen } from "~/features/alarm/alarm-screen";
import { hydrateIslands } from "./hydrate";

/** /alarm and its preset times in every language: the page's island script (decision 045). */
hydrateIslands<ComponentProps<typeof AlarmScreen>>("alarm", (props) => <AlarmScreen {...props} />);

import { TimerScreen, type TimerScreenProps } from "~/features/timer/timer-screen";
import { hydrateIslands } from "./hydrate";

/** /timer and its presets in every language: the timer page's island script (decision 045). */
hydrateIslands<TimerScreenProps>("timer", (props) => <TimerScreen {...props} />);

import type { ComponentProps } from "react";
import { PomodoroScreen } from "~/features/focus/pomodoro-screen";
import { hydrateIslands } from "./hydrate";

/** /pomodoro and its presets in every language: the page's island script (decision 045). */
hydrateIslands<ComponentProps<typeof PomodoroScreen>>("pomodoro", (props) => <PomodoroScreen {...props} />);

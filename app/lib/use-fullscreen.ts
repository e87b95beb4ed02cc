import { useCallback, useEffect, useState, type RefObject } from "react";
import { useClientValue } from "./client-value";

const fullscreenEnabled = () => Boolean(document.fullscreenEnabled);

/**
 * Full screen for one element (the timer's or the stopwatch's card): whether it is shown full screen,
 * whether the browser can, and a toggle for the button and the F key.
 */
export function useFullscreen(ref: RefObject<HTMLElement | null>): {
  fullscreen: boolean;
  supported: boolean;
  toggle(): void;
} {
  const [fullscreen, setFullscreen] = useState(false);
  // Assumed on the server (nearly every browser has it), so the controls do not move when the
  // page becomes interactive; the button goes after hydration where full screen is missing. Read
  // as a client value: set from an effect, it re-rendered the whole tool in one task (decision 062).
  const supported = useClientValue(fullscreenEnabled, true);
  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === ref.current && ref.current !== null);
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, [ref]);

  const toggle = useCallback(() => {
    const element = ref.current;
    if (!element || !document.fullscreenEnabled) return;
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else void element.requestFullscreen().catch((error) => console.warn("full screen refused", error));
  }, [ref]);

  return { fullscreen, supported, toggle };
}

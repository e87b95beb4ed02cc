import { useEffect, useRef } from "react";

/** The visitor is typing: shortcuts must not fire (text fields, selects, editable content, dialogs). */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName) ||
    target.closest("[role=dialog]") !== null);

/** A focused control handles Space itself (it clicks the button), so the shortcut must not as well. */
const isInteractive = (target: EventTarget | null) =>
  target instanceof HTMLElement && target.closest("button, a, summary, [role=button], [role=link]") !== null;

/**
 * A tool's single-key shortcuts (docs/product.md: Space, R, F, and L on the stopwatch). Keys are
 * " " for Space and lower-case letters; a letter works with or without Shift. Modified and repeated
 * presses, and presses while typing, are left to the browser. The latest handlers are used without
 * re-adding the listener on every render.
 */
export function useShortcuts(handlers: Record<string, () => void>): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
      if (isTyping(event.target)) return;
      const space = event.key === " " || event.code === "Space";
      const handler = latest.current[space ? " " : event.key.toLowerCase()];
      if (!handler) return;
      if (space && isInteractive(event.target)) return; // a focused button's own Space press
      event.preventDefault();
      handler();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}

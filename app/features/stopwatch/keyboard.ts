/** The visitor is typing: shortcuts must not fire (text fields, selects, editable content, dialogs). */
export const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName) ||
    target.closest("[role=dialog]") !== null);

/** A focused control handles Space itself (it clicks the button), so the shortcut must not as well. */
export const isInteractive = (target: EventTarget | null) =>
  target instanceof HTMLElement && target.closest("button, a, summary, [role=button], [role=link]") !== null;

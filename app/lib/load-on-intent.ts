import { useState } from "react";

/**
 * For a button whose real component is loaded lazily (decision 018): its code is fetched when the
 * pointer or focus reaches the button, and `requested` turns true on the click, when the caller
 * renders the lazy component (opened at once) in place of the plain button.
 */
export function useLoadOnIntent(load: () => Promise<unknown>) {
  const [requested, setRequested] = useState(false);
  const fetchCode = () => void load();
  return {
    requested,
    triggerProps: { onPointerEnter: fetchCode, onFocus: fetchCode, onClick: () => setRequested(true) },
  };
}

import { useEffect, useRef } from "react";
import { useLocation } from "~/lib/nav";

/**
 * A `<details>` menu of links works without JavaScript (decision 041). Where React runs, a link
 * navigates without a new document, so the menu is closed whenever the address changes.
 */
export function useClosedOnNavigate() {
  const ref = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [pathname]);
  return ref;
}

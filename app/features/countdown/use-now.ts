import { useEffect, useState } from "react";
import { serverNow } from "~/lib/server-time";
import { startTicker } from "~/lib/ticker";

/**
 * The corrected clock, looked at every second. What a countdown shows is derived from its target
 * instant and this clock each render, never counted: a throttled or frozen tab is right again the
 * moment it wakes. The first render uses the server's render time, so the HTML and the hydrated
 * page agree.
 */
export function useNow(initial: number): number {
  const [now, setNow] = useState(initial);
  useEffect(() => {
    setNow(serverNow());
    return startTicker(() => setNow(serverNow()), 1000);
  }, []);
  return now;
}

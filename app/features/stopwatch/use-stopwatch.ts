import { elapsed, isRunning } from "@core/stopwatch";
import { useEffect, useState } from "react";
import { useBrowserStore } from "~/lib/client-value";
import { serverSnapshot, stopwatchStore, type StopwatchSnapshot } from "./stopwatch-store";

export function useStopwatchSnapshot(): StopwatchSnapshot {
  return useBrowserStore(stopwatchStore.subscribe, stopwatchStore.get, () => serverSnapshot);
}

/**
 * Elapsed ms, repainted on every animation frame while running (smooth, and exact because it is
 * read from the clock each frame); the paused value otherwise. Hidden tabs get no frames: the
 * value is simply right again on the first frame after the tab is shown.
 */
export function useElapsed(snapshot: StopwatchSnapshot): number {
  const running = isRunning(snapshot.state);
  const [live, setLive] = useState(0);
  useEffect(() => {
    if (!running) return;
    let frame = 0;
    const paint = () => {
      stopwatchStore.checkCues();
      setLive(stopwatchStore.elapsed());
      frame = requestAnimationFrame(paint);
    };
    paint();
    return () => cancelAnimationFrame(frame);
  }, [running]);
  return running ? live : elapsed(snapshot.state, 0);
}

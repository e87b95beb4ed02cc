/**
 * Runs `run` once, when the page's first contentful paint is on screen: when the browser reports
 * that paint, which it does after the frame was presented (a frame callback still runs before it).
 * Anything started later cannot count towards that paint: not in a visitor's browser, nor in
 * Lighthouse's simulated load, which would otherwise make the first paint wait for every script
 * that finished loading before the browser reported it (decision 065). Where paint timing is
 * unknown, after the next frame and a task.
 *
 * A page that is hidden paints nothing until it is shown, so while hidden (a tab opened or reloaded
 * in the background: a running timer there must still ring) `run` comes 200 ms after the script
 * ran or the page was hidden. A visible page that reports no paint within 3 s runs it then.
 *
 * Inline scripts include it as source text (`afterFirstContentfulPaint.toString()`): it must stay
 * self-contained and written for every browser the inline scripts run in.
 */
export function afterFirstContentfulPaint(run: () => void): void {
  var done = false;
  var once = function () {
    if (done) return;
    done = true;
    run();
  };
  // Literal numbers: the function travels as source text, without the module around it.
  var whenHiddenMs = 200;
  var hidden = function () {
    return document.visibilityState === "hidden";
  };
  var types = typeof PerformanceObserver === "function" ? PerformanceObserver.supportedEntryTypes || [] : [];
  if (types.indexOf("paint") >= 0) {
    var observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName("first-contentful-paint").length) {
        observer.disconnect();
        once();
      }
    });
    observer.observe({ type: "paint", buffered: true });
  } else if (typeof requestAnimationFrame === "function") {
    requestAnimationFrame(function () {
      setTimeout(once, 0);
    });
  } else {
    once();
    return;
  }
  setTimeout(once, hidden() ? whenHiddenMs : 3000);
  document.addEventListener("visibilitychange", function () {
    if (hidden()) setTimeout(once, whenHiddenMs);
  });
}

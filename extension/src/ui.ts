/*
 * What the popup's tools share: finding their elements, writing time text and ticking it.
 */

/**
 * One tool of the popup. It owns its tab panel and its state; the popup entry only tells it what
 * storage holds and whether its panel is shown.
 */
export interface Tool {
  /** The id of its role="tabpanel" element, which the tab's aria-controls names. */
  readonly panelId: string;
  /**
   * Takes the values it keeps among `values`: the keys present are those that changed (all of them
   * on opening), and a removed key's value is undefined.
   */
  load(values: Readonly<Record<string, unknown>>): void;
  setVisible(visible: boolean): void;
}

/** The element of popup.html with that id; a missing or different element is a bug of this build. */
export function byId<T extends HTMLElement>(id: string, type: { new (): T; prototype: T }): T {
  const element = document.getElementById(id);
  if (!(element instanceof type)) throw new Error(`popup.html has no ${type.name} #${id}`);
  return element;
}

/** Writes text only when it changed, so a tick that shows the same reading touches no DOM. */
export function setText(node: Node, text: string): void {
  if (node.textContent !== text) node.textContent = text;
}

/**
 * Sets `hidden` or `disabled` only when it changed: assigning true again re-writes the attribute,
 * which the DOM reports as a change (a storage update that arrives after a tick would otherwise
 * touch controls whose state it does not change).
 */
export function setFlag(
  element: HTMLElement & { disabled?: boolean },
  flag: "hidden" | "disabled",
  value: boolean,
): void {
  if (element[flag] !== value) element[flag] = value;
}

/** Sets an element's inline width only when it changed, for the same reason as setText. */
export function setWidth(element: HTMLElement, width: string): void {
  if (element.style.width !== width) element.style.width = width;
}

/**
 * A tick loop: the returned `wake` runs `tick` at once and then every `periodMs` for as long as
 * it returns true. Ticks fall on the period's boundaries of Date.now(), so a clock's seconds turn
 * together, and nothing is scheduled once `tick` returns false: a popup where nothing runs sets no
 * timers. Waking a loop that is already ticking does not start a second one.
 */
export function createLoop(periodMs: number, tick: (now: number) => boolean): () => void {
  let pending: ReturnType<typeof setTimeout> | undefined;
  const wake = () => {
    clearTimeout(pending);
    pending = undefined;
    const now = Date.now();
    if (tick(now)) pending = setTimeout(wake, periodMs - (now % periodMs));
  };
  return wake;
}

export interface Ticker<S> {
  readonly state: S;
  /** Replaces the state and draws it at once: controls and time. */
  set(next: S): void;
  setVisible(visible: boolean): void;
}

/**
 * The state of a tool that shows time, and its drawing split in two: the controls, drawn when the
 * state changes, and the time text, drawn every `periodMs` while the panel is shown and
 * `drawTime` says the state runs.
 */
export function createTicker<S>(view: {
  state: S;
  periodMs: number;
  /** Buttons, status, lists: what only a new state changes. */
  drawControls(state: S, now: number): void;
  /** Draws the time at `now`; true while the state runs, so the text keeps changing. */
  drawTime(state: S, now: number): boolean;
  /** The state a tick finds at `now` (a countdown past its deadline has ended); none by default. */
  settle?(state: S, now: number): S;
}): Ticker<S> {
  let state = view.state;
  let visible = false;
  const wake = createLoop(view.periodMs, (now) => {
    const settled = view.settle ? view.settle(state, now) : state;
    if (settled !== state) {
      state = settled;
      view.drawControls(state, now);
    }
    return view.drawTime(state, now) && visible;
  });
  const ticker: Ticker<S> = {
    get state() {
      return state;
    },
    set(next) {
      state = next;
      view.drawControls(state, Date.now());
      wake();
    },
    setVisible(next) {
      visible = next;
      wake();
    },
  };
  ticker.set(state);
  return ticker;
}

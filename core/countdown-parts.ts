/** Whole days, hours, minutes and seconds from `now` until `target` (epoch ms); zeros once it is reached. */
export function countdownParts(
  target: number,
  now: number,
): { days: number; hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.ceil((target - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

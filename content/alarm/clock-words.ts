import { twelveHour } from "@core/alarm";

/** "7:00 AM": the English copy's clock. */
export const clock12 = (time: string) => {
  const t = twelveHour(String(time));
  return `${t.hour}:${t.minutes} ${t.period}`;
};
/** "7 AM", "7:30 AM": the English preset titles' form. */
export const short12 = (time: string) => {
  const t = twelveHour(String(time));
  return t.minutes === "00" ? `${t.hour} ${t.period}` : `${t.hour}:${t.minutes} ${t.period}`;
};
/** "7:00", "19:30": the 24-hour clock most languages write. */
export const clock24 = (time: string) => String(time).replace(/^0/, "");

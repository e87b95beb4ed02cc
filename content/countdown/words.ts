import type { MomentWords } from "./text";

/** A moment's words as ICU values (every field present, so a message never lacks one). */
export const momentValues = (w: MomentWords) => ({
  title: w?.title ?? "",
  date: w?.date ?? "",
  time: w?.time ?? "",
  place: w?.place ?? "",
  days: w?.days ?? 0,
});

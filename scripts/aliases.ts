import { fileURLToPath } from "node:url";

const at = (dir: string) => fileURLToPath(new URL(`../${dir}`, import.meta.url));

/** Import aliases shared by Vite, Vitest and the server bundle (mirrors tsconfig paths). */
export const aliases = {
  "~": at("app"),
  "@core": at("core"),
  "@content": at("content"),
  "@server": at("server"),
};

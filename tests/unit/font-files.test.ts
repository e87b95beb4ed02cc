import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { panelFonts, settingsFonts } from "@core/settings";
import { fontFiles } from "~/lib/font-files";
import { SYSTEM_FONT } from "~/lib/fonts";
import { SYSTEM_FONTS, fontFilesPath, fontFilesSource } from "../../scripts/font-files.mjs";

const offered = [...new Set<string>([...panelFonts, ...settingsFonts])];

describe("self-hosted fonts", () => {
  it("app/lib/font-files.ts is what `node scripts/font-files.mjs` writes", async () => {
    expect(await fontFilesSource(offered)).toBe(readFileSync(fontFilesPath, "utf8"));
  });

  it("serves every offered family but the system font, at least at weight 400", () => {
    expect(SYSTEM_FONTS).toEqual([SYSTEM_FONT]);
    expect(Object.keys(fontFiles)).toEqual(offered.filter((family) => family !== SYSTEM_FONT));
    for (const faces of Object.values(fontFiles)) {
      expect(faces.map(([weight]) => weight)).toContain(400);
      for (const [weight, url] of faces) expect(url).toMatch(new RegExp(`-latin-${weight}-normal\\.woff2$`));
    }
  });

  it("refuses a family whose @fontsource package is not installed", async () => {
    await expect(fontFilesSource(["Comic Sans MS"])).rejects.toThrow("no @fontsource/comic-sans-ms installed");
  });
});

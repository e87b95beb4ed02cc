import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { defaultSettings, panelFonts, settingsFonts } from "@core/settings";
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

  it("declares the default family's faces in app.css, asked for by the digits after the first paint (decision 057)", () => {
    const css = readFileSync(new URL("../../app/app.css", import.meta.url), "utf8");
    const family = defaultSettings.font;
    const faces = fontFiles[family] ?? [];
    const declared = [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
      .map((m) => m[1] ?? "")
      .filter((face) => face.includes(`font-family: "${family}";`));
    expect(declared.map((face) => Number(/font-weight: (\d+)/.exec(face)?.[1]))).toEqual(
      faces.map(([weight]) => weight),
    );
    for (const [weight] of faces) {
      expect(declared.join("")).toContain(
        `/files/${family.toLowerCase().replaceAll(" ", "-")}-latin-${weight}-normal.woff2`,
      );
    }
    // Before `webfonts`, the digits name a local font only, unless the visitor chose one.
    const firstPaint = /--font-time-first-paint:([^;]*);/.exec(css)?.[1] ?? "";
    expect(firstPaint).not.toContain(`"${family}"`);
    expect(css).toMatch(/\.time-display {\s*font-family: var\(--font-time-first-paint\);/);
    expect(css).toMatch(/:root\.webfonts \.time-display {\s*font-family: var\(--font-time\);/);
  });
});

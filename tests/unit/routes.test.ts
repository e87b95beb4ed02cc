import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { localizePath, locales } from "@core/locales";
import { routes as examplePaths, localizedRoutes } from "../e2e/routes";
import config from "../../app/routes";

// The route config as React Router's matcher sees it (the same ranking the server and browser use).
const tree = config as unknown as RouteObject[];
// React Router names a route without an id after its file, as the build does.
const idOf = (route: RouteObject) => route.id ?? (route as { file: string }).file.replace(/\.tsx$/, "");
const matchedIds = (path: string) => (matchRoutes(tree, path) ?? []).map((match) => idOf(match.route));
const page = (path: string) => matchedIds(path).at(-1);

describe("app/routes.ts", () => {
  it("serves every English example address from an English route, not the :lang layout", () => {
    for (const path of examplePaths.filter((p) => p !== "/no-such-page")) {
      expect(matchedIds(path), path).not.toContain("language");
    }
  });

  it("lets an English page win an address a translated pattern also fits", () => {
    // Each is "/<page>/<slug>" where the slug is another page's name: `/:lang/<page>` fits too.
    expect(page("/blog/pomodoro")).toBe("routes/blog-article");
    expect(page("/timer/goals")).toBe("timer-preset");
    expect(page("/stopwatch/timer")).toBe("routes/stopwatch");
    expect(page("/holidays/countdown")).toBe("routes/holiday");
    expect(page("/time/timer")).toBe("routes/time");
    expect(page("/alarm/settings")).toBe("routes/alarm");
    expect(page("/countdown/blog")).toBe("routes/countdown-event");
    expect(page("/time/europe/london")).toBe("time-zone");
    expect(page("/blog")).toBe("routes/blog");
    expect(page("/")).toBe("timer-home");
  });

  it("serves every language's pages under the :lang layout, with the language's prefix as the param", () => {
    for (const locale of locales.filter((l) => l !== "en")) {
      for (const path of localizedRoutes(locale).filter((p) => p !== "/no-such-page")) {
        const localized = localizePath(path, locale);
        const deepest = matchRoutes(tree, localized)?.at(-1);
        expect(deepest && idOf(deepest.route), localized).not.toMatch(/not-found$/);
        if (!path.startsWith("/admin")) expect(deepest?.params.lang, localized).toBe(localized.split("/")[1]);
      }
    }
  });

  it("keeps the editors' pages to their languages", () => {
    expect(page("/es/admin/login")).toBe("es/admin-login");
    expect(page("/de/admin/login")).toBe("language/not-found");
  });

  it("hands an unknown first segment to the :lang layout, whose loader answers 404", async () => {
    expect(matchedIds("/xx/timer")).toEqual(["language", "language/timer"]);
    expect(matchedIds("/no-such-page")).toEqual(["language", "language/timer-home"]);
    const { loader } = await import("../../app/routes/language");
    const args = (prefix: string) => ({ params: { lang: prefix } }) as unknown as Parameters<typeof loader>[0];
    expect(loader(args("de"))).toBeNull();
    // English has no prefix: `/en/timer` is no address either.
    for (const prefix of ["xx", "en"]) {
      let thrown: unknown;
      try {
        loader(args(prefix));
      } catch (error) {
        thrown = error;
      }
      expect(thrown, prefix).toMatchObject({ init: { status: 404 } });
    }
  });
});

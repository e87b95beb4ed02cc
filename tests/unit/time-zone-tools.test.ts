import { describe, expect, it } from "vitest";
import { allCities, cityForSlug, largestCityInZone, lookupCity, searchCities } from "@core/city-directory";
import { assignSlugs, slugify } from "@core/city-slug";
import { cities as handCities } from "@core/cities";
import { pairSplits, popularPairs } from "@core/converter-pairs";
import { meetingIcsHref, meetingSlots, rankSlots } from "@core/meeting";
import { parseConverterQuery, parsePlannerQuery } from "@core/time-tools-query";
import { zoneForPath, zonePath } from "@core/zone-path";

describe("slugs", () => {
  it("makes readable ASCII slugs", () => {
    expect(slugify("São Paulo")).toBe("sao-paulo");
    expect(slugify("Washington, D.C.")).toBe("washington-dc");
    expect(slugify("Xi'an")).toBe("xian");
  });

  it("gives a shared name to the first city and the country to the others", () => {
    const taken = new Set<string>();
    const slugs = assignSlugs(
      [
        { name: "Hyderabad", country: "India", province: "Telangana" },
        { name: "Hyderabad", country: "Pakistan", province: "Sind" },
        { name: "Suzhou", country: "China", province: "Anhui" },
        { name: "Suzhou", country: "China", province: "Jiangsu" },
        { name: "Birmingham", country: "United States of America", province: "Alabama" },
      ],
      taken,
    );
    expect(slugs).toEqual(["hyderabad", "hyderabad-pakistan", "suzhou", "suzhou-china", "birmingham"]);
  });
});

describe("city directory", () => {
  it("keeps every hand-picked slug and gives every big city a unique slug", () => {
    for (const c of handCities) expect(cityForSlug(c.slug)?.zone).toBe(c.zone);
    const slugs = allCities().map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(allCities().length).toBeGreaterThan(800);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("has the data set's cities, disambiguated by country", () => {
    expect(cityForSlug("hyderabad")?.country).toBe("India");
    expect(cityForSlug("hyderabad-pakistan")?.zone).toBe("Asia/Karachi");
    expect(cityForSlug("lagos")?.population).toBeGreaterThan(500_000);
    expect(cityForSlug("chongqing")?.zone).toBe("Asia/Shanghai");
  });

  it("redirects a data-set slug that names a hand-picked city", () => {
    expect(lookupCity("bengaluru")).toEqual({ redirect: "bangalore" });
    expect(lookupCity("no-such-city")).toBeUndefined();
  });

  it("searches by prefix, word, accent-free and population", () => {
    expect(searchCities("lon", 3)[0]?.slug).toBe("london");
    expect(searchCities("sao", 5).map((c) => c.slug)).toContain("sao-paulo");
    expect(searchCities("São", 5).map((c) => c.slug)).toContain("sao-paulo");
    expect(searchCities("york", 5).map((c) => c.slug)).toContain("new-york");
    expect(searchCities("", 5)).toEqual([]);
    expect(searchCities("zzzzqqq", 5)).toEqual([]);
    expect(largestCityInZone("Asia/Calcutta")?.slug).toBe("mumbai");
  });
});

describe("zone paths", () => {
  const known = ["Europe/London", "America/Argentina/Buenos_Aires", "Asia/Kolkata"];
  it("resolves any case and old names to the canonical zone", () => {
    expect(zoneForPath("europe/london", known)).toBe("Europe/London");
    expect(zoneForPath("EUROPE/LONDON", known)).toBe("Europe/London");
    expect(zoneForPath("america/argentina/buenos_aires", known)).toBe("America/Argentina/Buenos_Aires");
    expect(zoneForPath("asia/calcutta", known)).toBe("Asia/Kolkata");
    expect(zoneForPath("pacific/apia", known)).toBe("Pacific/Apia");
    expect(zoneForPath("utc", known)).toBe("UTC");
    expect(zoneForPath("europe/nowhere", known)).toBeUndefined();
    expect(zoneForPath("london", known)).toBeUndefined();
    expect(zonePath("America/Argentina/Buenos_Aires")).toBe("/time/america/argentina/buenos_aires");
  });
});

describe("converter pairs", () => {
  it("lists at least 100 pairs of existing cities", () => {
    expect(popularPairs.length).toBeGreaterThanOrEqual(100);
    expect(popularPairs).toContain("new-york-to-london");
    for (const pair of popularPairs) {
      const found = pairSplits(pair).some(([a, b]) => cityForSlug(a) && cityForSlug(b));
      expect(found, pair).toBe(true);
    }
  });

  it("tries every '-to-' split", () => {
    expect(pairSplits("a-to-b-to-c")).toEqual([
      ["a", "b-to-c"],
      ["a-to-b", "c"],
    ]);
    expect(pairSplits("toronto")).toEqual([]);
  });
});

describe("meeting planner", () => {
  const hours = { start: 8, end: 18 };
  it("has 24 slots on an ordinary day, 23 on a spring-forward day", () => {
    expect(meetingSlots(["Europe/London", "America/New_York"], "2026-06-10", hours)).toHaveLength(24);
    expect(meetingSlots(["America/New_York", "Europe/London"], "2026-03-08", hours)).toHaveLength(23);
    expect(meetingSlots(["America/New_York"], "2026-11-01", hours)).toHaveLength(25);
  });

  it("ranks hours when everyone works first", () => {
    const slots = meetingSlots(["Europe/London", "America/New_York"], "2026-06-10", hours);
    const best = rankSlots(slots, hours);
    expect(best[0]!.workingCount).toBe(2);
    // Meetings starting 13:00–17:00 in London fit New York 08:00–12:00 starts.
    const london = best.filter((s) => s.workingCount === 2).map((s) => s.cities[0]!.time);
    expect(london.sort()).toEqual(["13:00", "14:00", "15:00", "16:00", "17:00"]);
    // 15:00 in London is 10:00 in New York: equally far from both middays.
    expect(best[0]!.cities[0]!.time).toBe("15:00");
  });

  it("knows the overlap moves when only one city has changed its clocks", () => {
    // 15 March 2026: New York is on daylight time, London not yet.
    const slots = meetingSlots(["Europe/London", "America/New_York"], "2026-03-15", hours);
    const at = (time: string) => slots.find((s) => s.cities[0]!.time === time)!.cities[1]!.time;
    expect(at("14:00")).toBe("10:00");
  });

  it("builds the calendar link with the endpoint's query names", () => {
    expect(meetingIcsHref({ date: "2026-06-10", time: "14:00", zone: "Europe/London" }, 60, "Team sync & plan")).toBe(
      "/calendar/meeting.ics?start=2026-06-10T14%3A00&tz=Europe%2FLondon&minutes=60&title=Team+sync+%26+plan",
    );
  });
});

describe("query parsing", () => {
  it("reads lists, drops bad values and names them", () => {
    const q = parseConverterQuery(
      new URLSearchParams("from=new-york&to=london,tokyo&to=Paris, France&to=&date=2026-02-30&time=25:00"),
    );
    expect(q).toEqual({ from: "new-york", to: ["london", "tokyo", "Paris, France"], problems: ["date", "time"] });
    const p = parsePlannerQuery(new URLSearchParams(`city=london&city=${"x".repeat(101)}&start=19&end=9`), hours());
    expect(p.cities).toEqual(["london"]);
    expect(p.problems).toEqual(expect.arrayContaining(["city", "hours"]));
    expect([p.start, p.end]).toEqual([8, 18]);
  });
});

function hours() {
  return { start: 8, end: 18 };
}

describe("typed city text", () => {
  it("resolves slugs, 'Name, Country' and names", async () => {
    const { resolveCityText } = await import("@core/city-directory");
    expect(resolveCityText("hyderabad-pakistan")?.zone).toBe("Asia/Karachi");
    expect(resolveCityText("Hyderabad, Pakistan")?.slug).toBe("hyderabad-pakistan");
    expect(resolveCityText("New York, United States")?.slug).toBe("new-york");
    expect(resolveCityText("tokyo")?.slug).toBe("tokyo");
    expect(resolveCityText("Bengaluru")?.slug).toBe("bangalore");
    expect(resolveCityText("qqqzzz")).toBeUndefined();
  });
});

describe("page cache keys of the time-zone tools", () => {
  it("keys on the tools' own parameters and never shares 'now'", async () => {
    const { sharedPageTarget } = await import("@core/page-query");
    const key = (path: string) => {
      const url = new URL(path, "http://x");
      return sharedPageTarget(url.pathname, url.searchParams);
    };
    expect(key("/time-converter?x=1&time=09:00&from=tokyo&date=2026-01-01")).toBe(
      "/time-converter?from=tokyo&date=2026-01-01&time=09%3A00",
    );
    expect(key("/time-converter/new-york-to-london")).toBeUndefined();
    expect(key("/time-converter?from=tokyo&date=2026-01-01")).toBeUndefined();
    expect(key("/meeting-planner?city=london,tokyo&utm=1&slot=3")).toBe("/meeting-planner?city=london%2Ctokyo&slot=3");
    expect(key("/time/search?q=lon&z=1")).toBe("/time/search?q=lon");
    expect(key("/time/europe/london?z=1")).toBe("/time/europe/london");
  });
});

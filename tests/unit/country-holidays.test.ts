/** docs/product.md, Holidays by country: every date-holidays country, public days apart from observances. */
import { countryIndex, countryYears, holidayCountryCodes, isHolidayCountry } from "@core/country-holidays";
import { describe, expect, it } from "vitest";

describe("country holidays", () => {
  it("knows every date-holidays country, lowercase", () => {
    const codes = holidayCountryCodes();
    expect(codes.length).toBeGreaterThan(150);
    expect(codes).toContain("us");
    expect(codes.every((code) => /^[a-z]{2}$/.test(code))).toBe(true);
    expect(isHolidayCountry("zz")).toBe(false);
    expect(isHolidayCountry("US")).toBe(false);
  });

  it("lists this year and next, each day named in the page's language with its kind", () => {
    const years = countryYears("es", Date.UTC(2027, 5, 1), "es");
    expect(years.map((y) => y.year)).toEqual([2027, 2028]);
    const newYear = years[0]!.days.find((day) => day.date === "2027-01-01")!;
    expect(newYear).toMatchObject({ type: "public", name: "Año Nuevo" });
    expect(countryYears("es", Date.UTC(2027, 5, 1), "en")[0]!.days.find((day) => day.date === "2027-01-01")!.name).toBe(
      "New Year's Day",
    );
    expect(countryYears("us", Date.UTC(2027, 5, 1), "de")[0]!.days[0]!.name).toBe("Neujahr");
    // date-holidays has no Japanese names for the US: English, not the country's own language.
    expect(
      countryYears("jp", Date.UTC(2027, 5, 1), "pl")[0]!.days.find((d) => d.date === "2027-01-02")?.name,
    ).not.toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    const us = countryYears("us", Date.UTC(2027, 5, 1), "en")[0]!.days;
    expect(us.find((day) => day.date === "2027-02-14")).toMatchObject({ type: "observance" });
    expect(us.find((day) => day.date === "2027-07-05")).toMatchObject({ type: "public", substitute: true });
  });

  it("names countries in every language", () => {
    const spain = (language: Parameters<typeof countryIndex>[0]) =>
      countryIndex(language).find((country) => country.code === "es")!.name;
    expect([spain("en"), spain("es"), spain("de"), spain("ja")]).toEqual(["Spain", "España", "Spanien", "スペイン"]);
  });
});

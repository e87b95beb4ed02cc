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

  it("lists this year and next, each day named in both languages with its kind", () => {
    const years = countryYears("es", Date.UTC(2027, 5, 1));
    expect(years.map((y) => y.year)).toEqual([2027, 2028]);
    const newYear = years[0]!.days.find((day) => day.date === "2027-01-01")!;
    expect(newYear).toMatchObject({ type: "public", name: { es: "Año Nuevo" } });
    const us = countryYears("us", Date.UTC(2027, 5, 1))[0]!.days;
    expect(us.find((day) => day.date === "2027-02-14")).toMatchObject({ type: "observance" });
    expect(us.find((day) => day.date === "2027-07-05")).toMatchObject({ type: "public", substitute: true });
  });

  it("names countries in both languages", () => {
    const spain = countryIndex().find((country) => country.code === "es")!;
    expect(spain.name).toEqual({ en: "Spain", es: "España" });
  });
});

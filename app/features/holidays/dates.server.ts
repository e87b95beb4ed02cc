/**
 * The holiday date computation, for loaders only. `.server` keeps `date-holidays` (rules and data
 * of every country) out of the browser bundle: React Router refuses to build if a component
 * imports this module.
 */
export { nextDates, nextOccurrence, upcomingHolidays } from "@core/holiday-dates";
export { countryFallbackName, countryIndex, countryYears, isHolidayCountry } from "@core/country-holidays";

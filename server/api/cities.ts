import { cities as handCities } from "@core/cities";
import { cityForSlug, searchCities } from "@core/city-directory";
import { searchKey } from "@core/city-slug";
import { citySearchQuery, type CityHit } from "@core/time-tools-query";
import { cityName, countryName } from "@content/clock/names";
import type { FastifyPluginAsync } from "fastify";

/**
 * `GET /api/cities?q=…&limit=…&lang=…` → `{ cities: CityHit[] }`: the type-ahead of the time-zone
 * tools (decision 035). The city data stays on the server; an answer depends on its query alone,
 * so browsers and proxies may keep it for a day.
 */
const cities: FastifyPluginAsync = async (app) => {
  app.get("/api/cities", async (request, reply) => {
    const { q, limit, lang } = citySearchQuery.parse(request.query);
    const found = searchCities(q, limit);
    // A Spanish page also finds the cities by their Spanish names ("Londres", "Nueva York").
    if (lang === "es") {
      const key = searchKey(q);
      const spanish = handCities
        .filter((c) => searchKey(cityName(c.slug, c.name, "es")).startsWith(key))
        .map((c) => cityForSlug(c.slug)!)
        .filter((c) => !found.includes(c));
      found.unshift(...spanish);
    }
    const hits: CityHit[] = found.slice(0, limit).map((city) => ({
      slug: city.slug,
      name: cityName(city.slug, city.name, lang),
      country: countryName(city.country, lang),
      zone: city.zone,
    }));
    void reply.header("cache-control", "public, max-age=86400");
    return { cities: hits };
  });
};

export default cities;

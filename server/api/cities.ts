import { cities as handCities } from "@core/cities";
import { cityForSlug, searchCities } from "@core/city-directory";
import { searchKey } from "@core/city-slug";
import { citySearchQuery, type CityHit } from "@core/time-tools-query";
import { z } from "@core/zod";
import { cityName, countryName } from "@content/clock/names";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponses } from "./schemas";

const cityHitSchema = z.object({
  slug: z.string().describe("The city's page: /time/{slug}"),
  name: z.string().describe("In the asked language"),
  country: z.string().describe("In the asked language"),
  zone: z.string().describe("IANA time zone"),
}) satisfies z.ZodType<CityHit>;

/**
 * `GET /api/cities?q=…&limit=…&lang=…` → `{ cities: CityHit[] }`: the type-ahead of the time-zone
 * tools (decision 035). The city data stays on the server; an answer depends on its query alone,
 * so browsers and proxies may keep it for a day.
 */
const cities: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/cities",
    {
      schema: {
        tags: ["cities"],
        summary: "Cities matching the text typed",
        description:
          "Names starting with the text first, then the most populous; accents and case are ignored. With lang=es, cities are also found by their Spanish names. Cached for a day.",
        querystring: citySearchQuery,
        response: { 200: z.object({ cities: z.array(cityHitSchema) }), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { q, limit, lang } = request.query;
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
    },
  );
};

export default cities;

import { cities as handCities } from "@core/cities";
import { cityForSlug, searchCities } from "@core/city-directory";
import { citySearchQuery, type CityHit } from "@core/time-tools-query";
import { z } from "@core/zod";
import { cityName, countryName, nameKey } from "@content/clock/names";
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
          "Names starting with the text first, then the most populous; accents and case are ignored. In another language than English, cities are also found by their names in it (Londres, München). Cached for a day.",
        querystring: citySearchQuery,
        response: { 200: z.object({ cities: z.array(cityHitSchema) }), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { q, limit, lang } = request.query;
      const found = searchCities(q, limit);
      // A page in another language also finds the cities by their names in it ("Londres", "Nueva York").
      if (lang !== "en") {
        const key = nameKey(q);
        const translated = handCities
          .filter((c) => key !== "" && nameKey(cityName(c.slug, c.name, lang)).startsWith(key))
          .map((c) => cityForSlug(c.slug)!)
          .filter((c) => !found.includes(c));
        found.unshift(...translated);
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

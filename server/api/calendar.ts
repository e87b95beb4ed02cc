import { countryFallbackName, countryHolidays, isHolidayCountry } from "@core/country-holidays";
import {
  alarmIcsQuerySchema,
  countdownQuerySchema,
  holidayIcsYearAllowed,
  meetingIcsQuerySchema,
} from "@core/calendar-query";
import { countdownPath } from "@core/countdown";
import { z } from "@core/zod";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { alarmCalendar, countdownCalendar, holidaysCalendar, meetingCalendar } from "../calendar/ics";
import { HttpError } from "../plugins/errors";

export interface CalendarOptions {
  /** PUBLIC_URL; the request's own origin when unset. */
  publicUrl: string | undefined;
  /** The server's clock, epoch ms; tests pass a fixed one. */
  now?: () => number;
}

/** A file name safe in Content-Disposition's plain `filename` and readable in a downloads list. */
const fileName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, "-").slice(0, 80) || "calendar";

/** `holidays-{cc}-{year}.ics`; any other file name names nothing (404, server/plugins/errors.ts). */
const holidayFileParams = z.object({
  file: z
    .string()
    .regex(/^holidays-[A-Za-z]{2}-\d{4}\.ics$/, "Not found")
    .transform((file) => ({ code: file.slice(9, 11).toLowerCase(), year: Number(file.slice(12, 16)) })),
});

function sendIcs(reply: FastifyReply, name: string, body: string) {
  return reply
    .type("text/calendar; charset=utf-8")
    .header("content-disposition", `attachment; filename="${fileName(name)}.ics"`)
    .header("cache-control", "public, max-age=300")
    .send(body);
}

/**
 * The calendar files (docs/product.md, Calendar files): a country's holidays of a year, a
 * countdown's moment, an alarm (weekly on chosen days), a meeting slot. Every query string is
 * declared with the zod schemas of core/calendar-query.ts: bad input is a 400 JSON error, an unknown
 * country a 404, like the rest of the API. Files, not API calls: they carry no tag, so the OpenAPI
 * document leaves them out.
 */
const calendar: FastifyPluginAsync<CalendarOptions> = async (plugin, opts) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const now = opts.now ?? Date.now;
  const originOf = (request: FastifyRequest) => opts.publicUrl ?? `${request.protocol}://${request.host}`;

  app.get("/calendar/countdown.ics", { schema: { querystring: countdownQuerySchema } }, async (request, reply) => {
    const target = request.query;
    const title = target.title || "Countdown";
    const url = new URL(countdownPath(target.to, target.zone, target.title), originOf(request)).href;
    return sendIcs(reply, title, countdownCalendar(target.to, target.zone, title, url));
  });

  app.get("/calendar/alarm.ics", { schema: { querystring: alarmIcsQuerySchema } }, async (request, reply) => {
    const alarm = request.query;
    const label = alarm.label || "Alarm";
    return sendIcs(reply, `alarm-${alarm.time}`, alarmCalendar(alarm.time, alarm.tz, label, alarm.days, now()));
  });

  app.get("/calendar/meeting.ics", { schema: { querystring: meetingIcsQuerySchema } }, async (request, reply) => {
    const meeting = request.query;
    const title = meeting.title || "Meeting";
    return sendIcs(reply, title, meetingCalendar(meeting.start, meeting.tz, meeting.minutes, title));
  });

  app.get("/calendar/:file", { schema: { params: holidayFileParams } }, async (request, reply) => {
    const { code, year } = request.params.file;
    if (!isHolidayCountry(code)) throw new HttpError(404, "Unknown country");
    if (!holidayIcsYearAllowed(year, now())) throw new HttpError(400, "year is out of the range offered");
    const name = countryFallbackName(code);
    return sendIcs(
      reply,
      `holidays-${code}-${year}`,
      holidaysCalendar(name, code, year, countryHolidays(code, year, "en")),
    );
  });
};

export default calendar;

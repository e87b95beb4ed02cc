import { formatUtcOffset, type ZoneFacts } from "@core/cities";
import { dateFormat } from "@core/intl";
import type { Language } from "@core/settings";
import { localeOf } from "../i18n/locale";
import { shareText, type ShareText } from "../share/text";

export interface Faq {
  question: string;
  answer: string;
}

/** What the page copy of one `/time/{location}` page is written from (computed by the loader). */
export interface LocationFacts {
  slug: string;
  /** City and country in the page's language. */
  city: string;
  country: string;
  zone: string;
  facts: ZoneFacts;
  /** The city compared with in the time-difference question, and its zone facts. */
  other: { city: string; facts: ZoneFacts };
  /** Other cities (in the page's language) on the same zone. */
  sameZone: string[];
}

export interface ClockPageCopy {
  title: string;
  description: string;
  h1: string;
  intro: string;
  /** "Time in Tokyo": the FAQ is titled "{locationTitle} FAQ". */
  locationTitle: string;
  faqs: Faq[];
}

/** Every text of the world clock screen in one language. */
export interface ClockText {
  toolName: string;
  breadcrumb: string;
  card: string;
  timeLabel(place: string): string;
  yourTime: string;
  yourZone(zone: string): string;
  loading: string;
  accuracy: {
    measuring: string;
    failed: string;
    exact(uncertainty: string): string;
    ahead(seconds: string, uncertainty: string): string;
    behind(seconds: string, uncertainty: string): string;
    note: string;
  };
  selector: { label: string; auto: string; help: string };
  popular: { heading: string; dayBefore: string; dayAfter: string; sameDay: string };
  howItWorks: { heading: string; steps: string[] };
  faqHeading(locationTitle: string): string;
  articles: { heading: string; items: { to: string; label: string }[] };
  share: ShareText & { heading: string; text?: string };
  page(location: LocationFacts | undefined): ClockPageCopy;
}

/** "March 9" / "9 de marzo" for a "YYYY-MM-DD" date. */
function longDate(date: string, language: Language): string {
  return dateFormat(localeOf[language], { month: "long", day: "numeric", timeZone: "UTC" }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

const hoursText = (minutes: number, language: Language) => {
  const h = Math.abs(minutes) / 60;
  const n = Number.isInteger(h) ? String(h) : h.toFixed(2).replace(/0$/, "");
  if (language === "es") return `${n.replace(".", ",")} ${h === 1 ? "hora" : "horas"}`;
  return `${n} ${h === 1 ? "hour" : "hours"}`;
};

const listOf = (items: string[], and: string) =>
  items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${and} ${items[items.length - 1]}`;

interface DiffSegment {
  /** First day, "YYYY-MM-DD". */
  from: string;
  /** Last day, "YYYY-MM-DD". */
  to: string;
  minutes: number;
  days: number;
}

const dayMs = 24 * 60 * 60 * 1000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * How the difference between two zones runs through the year, from their daylight-saving changes:
 * consecutive days with the same difference form one segment.
 */
function differenceSegments(f: ZoneFacts, o: ZoneFacts): DiffSegment[] {
  const events = [
    ...f.changes.map((c) => ({ date: c.date, own: true, to: c.toMinutes })),
    ...o.changes.map((c) => ({ date: c.date, own: false, to: c.toMinutes })),
  ].sort((a, b) => a.date.localeCompare(b.date));
  let own = f.januaryMinutes;
  let theirs = o.januaryMinutes;
  const starts: { date: string; minutes: number }[] = [{ date: `${f.year}-01-01`, minutes: own - theirs }];
  for (const e of events) {
    if (e.own) own = e.to;
    else theirs = e.to;
    const last = starts[starts.length - 1]!;
    if (last.date === e.date) last.minutes = own - theirs;
    else if (last.minutes !== own - theirs) starts.push({ date: e.date, minutes: own - theirs });
  }
  const end = Date.UTC(f.year + 1, 0, 1);
  const segments = starts.map((start, i) => {
    const from = Date.parse(`${start.date}T00:00:00Z`);
    const next = starts[i + 1];
    const until = next ? Date.parse(`${next.date}T00:00:00Z`) : end;
    return {
      from: start.date,
      to: isoDay(until - dayMs),
      minutes: start.minutes,
      days: Math.round((until - from) / dayMs),
    };
  });
  // Merge neighbours that ended up equal (a change and its reversal on the same day elsewhere).
  return segments.reduce<DiffSegment[]>((acc, seg) => {
    const prev = acc[acc.length - 1];
    if (prev && prev.minutes === seg.minutes) acc[acc.length - 1] = { ...prev, to: seg.to, days: prev.days + seg.days };
    else acc.push(seg);
    return acc;
  }, []);
}

/** The usual difference (most days) and the periods when it is different. */
function differenceSummary(f: ZoneFacts, o: ZoneFacts): { usual: number; others: DiffSegment[] } {
  const segments = differenceSegments(f, o);
  const totals = new Map<number, number>();
  for (const seg of segments) totals.set(seg.minutes, (totals.get(seg.minutes) ?? 0) + seg.days);
  const usual = [...totals.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? f.januaryMinutes - o.januaryMinutes;
  const others = segments.filter((seg) => seg.minutes !== usual);
  // A period across the new year reads as one: "from November 2 to March 8".
  const first = others[0];
  const last = others[others.length - 1];
  if (
    others.length > 1 &&
    first &&
    last &&
    first.minutes === last.minutes &&
    first.from.endsWith("-01-01") &&
    last.to.endsWith("-12-31")
  ) {
    others.splice(0, 1);
    others[others.length - 1] = { ...last, to: first.to, days: last.days + first.days };
  }
  return { usual, others };
}

/** Periods grouped by their difference: [minutes, periods in date order]. */
function groupPeriods(others: DiffSegment[]): [number, DiffSegment[]][] {
  const groups = new Map<number, DiffSegment[]>();
  for (const seg of others) groups.set(seg.minutes, [...(groups.get(seg.minutes) ?? []), seg]);
  return [...groups.entries()];
}

const enGeneralFaqs: Faq[] = [
  {
    question: "How accurate is the time shown?",
    answer:
      "Tickwise compares your device's clock with the server's in a few quick round trips, shows how far off your device is, and corrects for it. The time then comes from the IANA time zone database built into your browser, so daylight saving changes are always right.",
  },
  {
    question: "Why is my computer's clock different from this page?",
    answer:
      "Device clocks drift by a few seconds a week unless they synchronise with a time server. The line under the clock says how far ahead or behind your device is; turning on automatic time setting in your system settings fixes it.",
  },
  {
    question: "Does the world clock handle daylight saving time?",
    answer:
      "Yes. Times and UTC offsets come from the IANA time zone database through your browser, so every city switches to and from daylight saving time on the right date, every year.",
  },
];

const esGeneralFaqs: Faq[] = [
  {
    question: "¿Qué precisión tiene la hora que se muestra?",
    answer:
      "Tickwise compara el reloj de tu dispositivo con el del servidor en unos pocos viajes de ida y vuelta, muestra cuánto se desvía y lo corrige. La hora sale después de la base de datos de zonas horarias IANA de tu navegador, así que los cambios de horario de verano siempre son correctos.",
  },
  {
    question: "¿Por qué el reloj de mi ordenador no coincide con esta página?",
    answer:
      "Los relojes de los dispositivos se desvían unos segundos por semana si no se sincronizan con un servidor de hora. La línea bajo el reloj indica cuánto adelanta o atrasa tu dispositivo; activar la hora automática en los ajustes del sistema lo corrige.",
  },
  {
    question: "¿El reloj mundial tiene en cuenta el horario de verano?",
    answer:
      "Sí. Las horas y los desfases UTC salen de la base de datos de zonas horarias IANA de tu navegador, así que cada ciudad cambia al horario de verano y vuelve de él en la fecha correcta, todos los años.",
  },
];

function enLocationFaqs(l: LocationFacts): Faq[] {
  const f = l.facts;
  const std = formatUtcOffset(f.standardMinutes);
  const dst = formatUtcOffset(f.daylightMinutes);
  const faqs: Faq[] = [];
  faqs.push({
    question: `What time zone is ${l.city} in?`,
    answer:
      f.changes.length === 0
        ? `${l.city}, ${l.country} uses the ${l.zone} time zone, which is ${std} all year round.`
        : `${l.city}, ${l.country} uses the ${l.zone} time zone: ${std} in standard time and ${dst} during daylight saving time.`,
  });
  const on = f.changes.filter((c) => c.toMinutes > c.fromMinutes)[0];
  const off = f.changes.filter((c) => c.toMinutes < c.fromMinutes)[0];
  faqs.push({
    question: `Does ${l.city} observe daylight saving time?`,
    answer:
      on && off
        ? `Yes. In ${f.year}, clocks in ${l.city} go forward one hour on ${longDate(on.date, "en")} and back on ${longDate(off.date, "en")}.`
        : f.changes.length > 0
          ? `The offset in ${l.city} changes on ${listOf(
              f.changes.map((c) => longDate(c.date, "en")),
              "and",
            )} in ${f.year}.`
          : `No. ${l.city} stays on ${std} all year, so its clocks never change for summer.`,
  });
  const { usual, others } = differenceSummary(f, l.other.facts);
  const describe = (diff: number) =>
    diff === 0
      ? `the same time as ${l.other.city}`
      : `${hoursText(diff, "en")} ${diff > 0 ? "ahead of" : "behind"} ${l.other.city}`;
  const periods = groupPeriods(others).map(
    ([minutes, segs]) =>
      `${describe(minutes)} ${listOf(
        segs.map((seg) => `from ${longDate(seg.from, "en")} to ${longDate(seg.to, "en")}`),
        "and",
      )}`,
  );
  faqs.push({
    question: `What is the time difference between ${l.city} and ${l.other.city}?`,
    answer:
      others.length === 0
        ? `${l.city} is ${describe(usual)} all year.`
        : `${l.city} is ${describe(usual)} for most of ${f.year}, and ${listOf(periods, "and")}, because the two places change their clocks on different dates (or only one of them does).`,
  });
  if (l.sameZone.length > 0) {
    faqs.push({
      question: `Which other cities have the same time as ${l.city}?`,
      answer: `${listOf(l.sameZone, "and")} ${l.sameZone.length === 1 ? "shares" : "share"} the ${l.zone} time zone with ${l.city}, so their clocks always show the same time.`,
    });
  }
  return [...faqs, enGeneralFaqs[0]!];
}

function esLocationFaqs(l: LocationFacts): Faq[] {
  const f = l.facts;
  const std = formatUtcOffset(f.standardMinutes);
  const dst = formatUtcOffset(f.daylightMinutes);
  const faqs: Faq[] = [];
  faqs.push({
    question: `¿En qué zona horaria está ${l.city}?`,
    answer:
      f.changes.length === 0
        ? `${l.city} (${l.country}) usa la zona horaria ${l.zone}, que es ${std} durante todo el año.`
        : `${l.city} (${l.country}) usa la zona horaria ${l.zone}: ${std} en horario estándar y ${dst} en horario de verano.`,
  });
  const on = f.changes.filter((c) => c.toMinutes > c.fromMinutes)[0];
  const off = f.changes.filter((c) => c.toMinutes < c.fromMinutes)[0];
  faqs.push({
    question: `¿Tiene ${l.city} horario de verano?`,
    answer:
      on && off
        ? `Sí. En ${f.year}, los relojes de ${l.city} se adelantan una hora el ${longDate(on.date, "es")} y se atrasan el ${longDate(off.date, "es")}.`
        : f.changes.length > 0
          ? `El desfase de ${l.city} cambia el ${listOf(
              f.changes.map((c) => longDate(c.date, "es")),
              "y el",
            )} de ${f.year}.`
          : `No. ${l.city} se mantiene en ${std} todo el año, así que sus relojes no cambian en verano.`,
  });
  const { usual, others } = differenceSummary(f, l.other.facts);
  const describe = (diff: number) =>
    diff === 0
      ? `tiene la misma hora que ${l.other.city}`
      : `va ${hoursText(diff, "es")} ${diff > 0 ? "por delante de" : "por detrás de"} ${l.other.city}`;
  const periods = groupPeriods(others).map(
    ([minutes, segs]) =>
      `${describe(minutes)} ${listOf(
        segs.map((seg) => `del ${longDate(seg.from, "es")} al ${longDate(seg.to, "es")}`),
        "y",
      )}`,
  );
  faqs.push({
    question: `¿Cuál es la diferencia horaria entre ${l.city} y ${l.other.city}?`,
    answer:
      others.length === 0
        ? `${l.city} ${describe(usual)} todo el año.`
        : `${l.city} ${describe(usual)} la mayor parte de ${f.year}, y ${listOf(periods, "y")}, porque los dos lugares cambian la hora en fechas distintas (o solo uno de ellos la cambia).`,
  });
  if (l.sameZone.length > 0) {
    faqs.push({
      question: `¿Qué otras ciudades tienen la misma hora que ${l.city}?`,
      answer: `${listOf(l.sameZone, "y")} ${l.sameZone.length === 1 ? "comparte" : "comparten"} la zona horaria ${l.zone} con ${l.city}, así que sus relojes marcan siempre la misma hora.`,
    });
  }
  return [...faqs, esGeneralFaqs[0]!];
}

const en: ClockText = {
  toolName: "Time",
  breadcrumb: "World Clock",
  card: "Current time",
  timeLabel: (place) => `Current time in ${place}`,
  yourTime: "your location",
  yourZone: (zone) => `Your time zone: ${zone}`,
  loading: "Loading the current time…",
  accuracy: {
    measuring: "Checking your clock against the server…",
    failed: "Could not check your clock against the server; showing your device's time.",
    exact: (u) => `Your clock is exact (±${u} s).`,
    ahead: (s, u) => `Your clock is ${s} s ahead (±${u} s).`,
    behind: (s, u) => `Your clock is ${s} s behind (±${u} s).`,
    note: "The clocks on this page are corrected for it.",
  },
  selector: {
    label: "Current Location",
    auto: "My time zone (automatic)",
    help: "Choose a time zone to open its page.",
  },
  popular: { heading: "Popular Timezones", dayBefore: "yesterday", dayAfter: "tomorrow", sameDay: "today" },
  howItWorks: {
    heading: "How the world clock works",
    steps: [
      "When the page opens, your browser times a few quick round trips to the Tickwise server and estimates how far your device's clock is off.",
      "Every second, the current time is computed from that corrected clock for the selected time zone.",
      "Time zones and daylight saving rules come from the IANA time zone database built into your browser, so offsets are right on every date.",
      "Pick a city in Current Location, or a card under Popular Timezones, to open that city's page and share it.",
    ],
  },
  faqHeading: (title) => `${title} FAQ`,
  articles: {
    heading: "Related articles",
    items: [
      { to: "/blog/military-time-24-hour-format", label: "Military time and the 24-hour format" },
      { to: "/blog/time-in-india-zones-scheduling", label: "Time in India: one zone, scheduling tips" },
      { to: "/blog/australia-time-zones-business", label: "Australia's time zones for business" },
      { to: "/alarm", label: "Online alarm clock" },
    ],
  },
  share: {
    heading: "Share this clock",
    ...shareText.en,
  },
  page(l) {
    if (!l) {
      return {
        title: "World Clock – Current Local Time in Over 40 Cities | Tickwise",
        description:
          "What time is it? Your exact local time, checked against our server, and the current time in over 40 cities worldwide, with daylight saving always right.",
        h1: "World Clock: Current Local Time",
        intro:
          "Your exact local time, corrected against the Tickwise server, and the current time in over 40 cities: New York, London, Tokyo, Sydney, Los Angeles, Dubai and more.",
        locationTitle: "World Clock",
        faqs: enGeneralFaqs,
      };
    }
    const std = formatUtcOffset(l.facts.standardMinutes);
    return {
      title: `Current Time in ${l.city}, ${l.country} | Tickwise`,
      description: `What time is it in ${l.city}, ${l.country}? The exact local time (${l.zone}, ${std}), updated every second, daylight saving included.`,
      h1: `Current Time in ${l.city}`,
      intro: `The exact time in ${l.city}, ${l.country}, updated every second and corrected for your device's clock. ${l.city} uses the ${l.zone} time zone.`,
      locationTitle: `Time in ${l.city}`,
      faqs: enLocationFaqs(l),
    };
  },
};

const es: ClockText = {
  toolName: "Hora",
  breadcrumb: "Reloj mundial",
  card: "Hora actual",
  timeLabel: (place) => `Hora actual en ${place}`,
  yourTime: "tu ubicación",
  yourZone: (zone) => `Tu zona horaria: ${zone}`,
  loading: "Cargando la hora actual…",
  accuracy: {
    measuring: "Comprobando tu reloj con el servidor…",
    failed: "No se pudo comprobar tu reloj con el servidor; se muestra la hora de tu dispositivo.",
    exact: (u) => `Tu reloj es exacto (±${u.replace(".", ",")} s).`,
    ahead: (s, u) => `Tu reloj va ${s.replace(".", ",")} s adelantado (±${u.replace(".", ",")} s).`,
    behind: (s, u) => `Tu reloj va ${s.replace(".", ",")} s atrasado (±${u.replace(".", ",")} s).`,
    note: "Los relojes de esta página lo corrigen.",
  },
  selector: {
    label: "Ubicación actual",
    auto: "Mi zona horaria (automática)",
    help: "Elige una zona horaria para abrir su página.",
  },
  popular: { heading: "Zonas horarias populares", dayBefore: "ayer", dayAfter: "mañana", sameDay: "hoy" },
  howItWorks: {
    heading: "Cómo funciona el reloj mundial",
    steps: [
      "Al abrir la página, tu navegador mide unos pocos viajes de ida y vuelta al servidor de Tickwise y estima cuánto se desvía el reloj de tu dispositivo.",
      "Cada segundo, la hora se calcula con ese reloj corregido para la zona horaria elegida.",
      "Las zonas horarias y las reglas del horario de verano salen de la base de datos IANA de tu navegador, así que los desfases son correctos en cualquier fecha.",
      "Elige una ciudad en Ubicación actual, o una tarjeta de Zonas horarias populares, para abrir su página y compartirla.",
    ],
  },
  faqHeading: (title) => `Preguntas frecuentes: ${title}`,
  articles: {
    heading: "Artículos relacionados",
    items: [
      { to: "/blog/military-time-24-hour-format", label: "La hora militar y el formato de 24 horas" },
      { to: "/blog/time-in-india-zones-scheduling", label: "La hora en la India: una zona y consejos para planificar" },
      { to: "/blog/australia-time-zones-business", label: "Las zonas horarias de Australia para los negocios" },
      { to: "/alarm", label: "Despertador online" },
    ],
  },
  share: {
    heading: "Comparte este reloj",
    ...shareText.es,
  },
  page(l) {
    if (!l) {
      return {
        title: "Reloj mundial – Hora local actual en más de 40 ciudades | Tickwise",
        description:
          "¿Qué hora es? Tu hora local exacta, comprobada con nuestro servidor, y la hora actual en más de 40 ciudades del mundo, con el horario de verano correcto.",
        h1: "Reloj mundial: hora local actual",
        intro:
          "Tu hora local exacta, corregida con el servidor de Tickwise, y la hora actual en más de 40 ciudades: Nueva York, Londres, Tokio, Sídney, Los Ángeles, Dubái y más.",
        locationTitle: "Reloj mundial",
        faqs: esGeneralFaqs,
      };
    }
    const std = formatUtcOffset(l.facts.standardMinutes);
    return {
      title: `Hora actual en ${l.city}, ${l.country} | Tickwise`,
      description: `¿Qué hora es en ${l.city}, ${l.country}? La hora local exacta (${l.zone}, ${std}), al segundo y con el horario de verano incluido.`,
      h1: `Hora actual en ${l.city}`,
      intro: `La hora exacta en ${l.city} (${l.country}), actualizada cada segundo y corregida según el reloj de tu dispositivo. ${l.city} usa la zona horaria ${l.zone}.`,
      locationTitle: `Hora en ${l.city}`,
      faqs: esLocationFaqs(l),
    };
  },
};

export const clockText: Record<Language, ClockText> = { en, es };

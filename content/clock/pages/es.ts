import { icu } from "../../i18n/icu";
import type { ClockPagesText } from "../pages";

const es: ClockPagesText = {
  breadcrumb: "Reloj mundial",
  world: {
    title: "Reloj mundial – Hora local actual en más de 40 ciudades | Tickwise",
    description:
      "¿Qué hora es? Tu hora local exacta, comprobada con nuestro servidor, y la hora actual en más de 40 ciudades del mundo, con el horario de verano correcto.",
    h1: "Reloj mundial: hora local actual",
    intro:
      "Tu hora local exacta, corregida con el servidor de Tickwise, y la hora actual en más de 40 ciudades: Nueva York, Londres, Tokio, Sídney, Los Ángeles, Dubái y más.",
    locationTitle: "Reloj mundial",
  },
  generalFaqs: [
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
  ],
  hourUnit: "long",
  list: { separator: ", ", pattern: "{head} y {last}", datePattern: "{head} y el {last}" },
  location: {
    title: (city, country) => `Hora actual en ${city}, ${country} | Tickwise`,
    description: (city, country, zone, offset) =>
      `¿Qué hora es en ${city}, ${country}? La hora local exacta (${zone}, ${offset}), al segundo y con el horario de verano incluido.`,
    h1: (city) => `Hora actual en ${city}`,
    intro: (city, country, zone) =>
      `La hora exacta en ${city} (${country}), actualizada cada segundo y corregida según el reloj de tu dispositivo. ${city} usa la zona horaria ${zone}.`,
    locationTitle: (city) => `Hora en ${city}`,
    zoneWords: "zona horaria IANA",
    zoneQuestion: (city) => `¿En qué zona horaria está ${city}?`,
    zoneFixed: (city, country, zone, offset) =>
      `${city} (${country}) usa la zona horaria ${zone}, que es ${offset} durante todo el año.`,
    zoneDst: (city, country, zone, standard, daylight) =>
      `${city} (${country}) usa la zona horaria ${zone}: ${standard} en horario estándar y ${daylight} en horario de verano.`,
    dstQuestion: (city) => `¿Tiene ${city} horario de verano?`,
    dstYes: (city, year, forward, back) =>
      `Sí. En ${year}, los relojes de ${city} se adelantan una hora el ${forward} y se atrasan el ${back}.`,
    dstOther: (city, dates, year) => `El desfase de ${city} cambia el ${dates} de ${year}.`,
    dstNo: (city, offset) =>
      `No. ${city} se mantiene en ${offset} todo el año, así que sus relojes no cambian en verano.`,
    diffQuestion: (city, other) => `¿Cuál es la diferencia horaria entre ${city} y ${other}?`,
    same: (other) => `tiene la misma hora que ${other}`,
    ahead: (hours, other) => `va ${hours} por delante de ${other}`,
    behind: (hours, other) => `va ${hours} por detrás de ${other}`,
    period: (from, to) => `del ${from} al ${to}`,
    during: (difference, periods) => `${difference} ${periods}`,
    allYear: (city, difference) => `${city} ${difference} todo el año.`,
    mostly: (city, difference, year, exceptions) =>
      `${city} ${difference} la mayor parte de ${year}, y ${exceptions}, porque los dos lugares cambian la hora en fechas distintas (o solo uno de ellos la cambia).`,
    sameZoneQuestion: (city) => `¿Qué otras ciudades tienen la misma hora que ${city}?`,
    sameZoneAnswer: (cities, count, zone, city) =>
      icu(
        "es",
        "{count, plural, one {{cities} comparte la zona horaria {zone} con {city}, así que sus relojes marcan siempre la misma hora.} other {{cities} comparten la zona horaria {zone} con {city}, así que sus relojes marcan siempre la misma hora.}}",
        { cities, count, zone, city },
      ),
  },
};
export default es;

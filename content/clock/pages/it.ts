import { icu } from "../../i18n/icu";
import type { ClockPagesText } from "../pages";

/** "il 9 marzo" but "l’8 marzo", "dal 1 aprile" but "dall’11 aprile": the article elides before a vowel sound. */
const elides = (date: string) => /^(8|11)\b/.test(String(date));
const il = (date: string) => (elides(date) ? `l’${date}` : `il ${date}`);

const it: ClockPagesText = {
  breadcrumb: "Orologio mondiale",
  world: {
    title: "Orologio mondiale – ora locale in oltre 40 città | Tickwise",
    description:
      "Che ore sono? La tua ora locale esatta, verificata con il nostro server, e l’ora attuale in oltre 40 città del mondo, con l’ora legale sempre corretta.",
    h1: "Orologio mondiale: ora locale attuale",
    intro:
      "La tua ora locale esatta, corretta con il server di Tickwise, e l’ora attuale in oltre 40 città: New York, Londra, Tokyo, Sydney, Los Angeles, Dubai e altre.",
    locationTitle: "Orologio mondiale",
  },
  generalFaqs: [
    {
      question: "Quanto è precisa l’ora mostrata?",
      answer:
        "Tickwise confronta l’orologio del tuo dispositivo con quello del server in alcuni rapidi scambi, mostra di quanto è sfasato e lo corregge. L’ora viene poi dal database dei fusi orari IANA del browser, quindi i cambi dell’ora legale sono sempre corretti.",
    },
    {
      question: "Perché l’orologio del mio computer è diverso da questa pagina?",
      answer:
        "Gli orologi dei dispositivi derivano di qualche secondo a settimana se non si sincronizzano con un server orario. La riga sotto l’orologio indica di quanto il dispositivo è avanti o indietro; attivare l’ora automatica nelle impostazioni di sistema risolve il problema.",
    },
    {
      question: "L’orologio mondiale tiene conto dell’ora legale?",
      answer:
        "Sì. Le ore e gli scostamenti UTC vengono dal database IANA tramite il browser, quindi ogni città passa all’ora legale e torna all’ora solare nella data giusta, ogni anno.",
    },
  ],
  hourUnit: "long",
  list: { separator: ", ", pattern: "{head} e {last}", datePattern: "{head} e il {last}" },
  location: {
    title: (city, country) => `Ora attuale a ${city}, ${country} | Tickwise`,
    description: (city, country, zone, offset) =>
      `Che ore sono a ${city}, ${country}? L’ora locale esatta (${zone}, ${offset}), al secondo e con l’ora legale inclusa.`,
    h1: (city) => `Ora attuale a ${city}`,
    intro: (city, country, zone) =>
      `L’ora esatta a ${city} (${country}), aggiornata ogni secondo e corretta in base all’orologio del tuo dispositivo. ${city} usa il fuso orario ${zone}.`,
    locationTitle: (city) => `Ora a ${city}`,
    zoneWords: "fuso orario IANA",
    zoneQuestion: (city) => `In quale fuso orario si trova ${city}?`,
    zoneFixed: (city, country, zone, offset) =>
      `${city} (${country}) usa il fuso orario ${zone}, che è ${offset} tutto l’anno.`,
    zoneDst: (city, country, zone, standard, daylight) =>
      `${city} (${country}) usa il fuso orario ${zone}: ${standard} con l’ora solare e ${daylight} con l’ora legale.`,
    dstQuestion: (city) => `A ${city} c’è l’ora legale?`,
    dstYes: (city, year, forward, back) =>
      `Sì. Nel ${year}, a ${city} gli orologi vanno avanti di un’ora ${il(forward)} e tornano indietro ${il(back)}.`,
    dstOther: (city, dates, year) => `Lo scostamento di ${city} cambia ${il(dates)} ${year}.`,
    dstNo: (city, offset) =>
      `No. ${city} resta su ${offset} tutto l’anno, quindi i suoi orologi non cambiano mai d’estate.`,
    diffQuestion: (city, other) => `Qual è la differenza di orario tra ${city} e ${other}?`,
    same: (other) => `ha la stessa ora di ${other}`,
    ahead: (hours, other) => `è ${hours} avanti rispetto a ${other}`,
    behind: (hours, other) => `è ${hours} indietro rispetto a ${other}`,
    period: (from, to) => `${elides(from) ? "dall’" : "dal "}${from} ${elides(to) ? "all’" : "al "}${to}`,
    during: (difference, periods) => `${difference} ${periods}`,
    allYear: (city, difference) => `${city} ${difference} tutto l’anno.`,
    mostly: (city, difference, year, exceptions) =>
      `${city} ${difference} per la maggior parte del ${year}, mentre ${exceptions}, perché i due luoghi cambiano l’ora in date diverse (o solo uno dei due la cambia).`,
    sameZoneQuestion: (city) => `Quali altre città hanno la stessa ora di ${city}?`,
    sameZoneAnswer: (cities, count, zone, city) =>
      icu(
        "it",
        "{count, plural, one {{cities} condivide il fuso orario {zone} con {city}, quindi gli orologi segnano sempre la stessa ora.} other {{cities} condividono il fuso orario {zone} con {city}, quindi gli orologi segnano sempre la stessa ora.}}",
        { cities, count, zone, city },
      ),
  },
};
export default it;

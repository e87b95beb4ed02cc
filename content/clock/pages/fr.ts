import { icu } from "../../i18n/icu";
import type { ClockPagesText } from "../pages";

const fr: ClockPagesText = {
  breadcrumb: "Horloge mondiale",
  world: {
    title: "Horloge mondiale – heure locale dans plus de 40 villes | Tickwise",
    description:
      "Quelle heure est-il ? Votre heure locale exacte, vérifiée avec notre serveur, et l’heure dans plus de 40 villes du monde, heure d’été toujours juste.",
    h1: "Horloge mondiale : heure locale actuelle",
    intro:
      "Votre heure locale exacte, corrigée avec le serveur Tickwise, et l’heure actuelle dans plus de 40 villes : New York, Londres, Tokyo, Sydney, Los Angeles, Dubaï et bien d’autres.",
    locationTitle: "Horloge mondiale",
  },
  generalFaqs: [
    {
      question: "Quelle est la précision de l’heure affichée ?",
      answer:
        "Tickwise compare l’horloge de votre appareil à celle du serveur en quelques allers-retours rapides, affiche son décalage et le corrige. L’heure vient ensuite de la base de données de fuseaux horaires IANA de votre navigateur : les changements d’heure sont toujours justes.",
    },
    {
      question: "Pourquoi l’horloge de mon ordinateur diffère-t-elle de cette page ?",
      answer:
        "Les horloges des appareils dérivent de quelques secondes par semaine si elles ne se synchronisent pas avec un serveur de temps. La ligne sous l’horloge indique l’avance ou le retard de votre appareil ; activer le réglage automatique de l’heure dans les paramètres du système règle le problème.",
    },
    {
      question: "L’horloge mondiale gère-t-elle l’heure d’été ?",
      answer:
        "Oui. Les heures et les décalages UTC viennent de la base de données IANA via votre navigateur : chaque ville passe à l’heure d’été et en revient à la bonne date, chaque année.",
    },
  ],
  hourUnit: "long",
  list: { separator: ", ", pattern: "{head} et {last}", datePattern: "{head} et le {last}" },
  location: {
    title: (city, country) => `Heure actuelle à ${city}, ${country} | Tickwise`,
    description: (city, country, zone, offset) =>
      `Quelle heure est-il à ${city}, ${country} ? L’heure locale exacte (${zone}, ${offset}), à la seconde, heure d’été comprise.`,
    h1: (city) => `Heure actuelle à ${city}`,
    intro: (city, country, zone) =>
      `L’heure exacte à ${city} (${country}), mise à jour chaque seconde et corrigée selon l’horloge de votre appareil. ${city} utilise le fuseau horaire ${zone}.`,
    locationTitle: (city) => `Heure à ${city}`,
    zoneWords: "fuseau horaire IANA",
    zoneQuestion: (city) => `Dans quel fuseau horaire se trouve ${city} ?`,
    zoneFixed: (city, country, zone, offset) =>
      `${city} (${country}) utilise le fuseau horaire ${zone}, soit ${offset} toute l’année.`,
    zoneDst: (city, country, zone, standard, daylight) =>
      `${city} (${country}) utilise le fuseau horaire ${zone} : ${standard} en heure normale et ${daylight} à l’heure d’été.`,
    dstQuestion: (city) => `Y a-t-il une heure d’été à ${city} ?`,
    dstYes: (city, year, forward, back) =>
      `Oui. En ${year}, les horloges de ${city} avancent d’une heure le ${forward} et reculent le ${back}.`,
    dstOther: (city, dates, year) => `Le décalage de ${city} change le ${dates} ${year}.`,
    dstNo: (city, offset) =>
      `Non. ${city} reste à ${offset} toute l’année : ses horloges ne changent jamais pour l’été.`,
    diffQuestion: (city, other) => `Quel est le décalage horaire entre ${city} et ${other} ?`,
    same: (other) => `à la même heure que ${other}`,
    ahead: (hours, other) => `en avance de ${hours} sur ${other}`,
    behind: (hours, other) => `en retard de ${hours} sur ${other}`,
    period: (from, to) => `du ${from} au ${to}`,
    during: (difference, periods) => `${difference} ${periods}`,
    allYear: (city, difference) => `${city} est ${difference} toute l’année.`,
    mostly: (city, difference, year, exceptions) =>
      `${city} est ${difference} la plus grande partie de ${year}, et ${exceptions}, car les deux lieux changent d’heure à des dates différentes (ou un seul des deux le fait).`,
    sameZoneQuestion: (city) => `Quelles autres villes ont la même heure que ${city} ?`,
    sameZoneAnswer: (cities, count, zone, city) =>
      icu(
        "fr",
        "{count, plural, one {{cities} partage le fuseau horaire {zone} avec {city} : leurs horloges indiquent toujours la même heure.} other {{cities} partagent le fuseau horaire {zone} avec {city} : leurs horloges indiquent toujours la même heure.}}",
        { cities, count, zone, city },
      ),
  },
};
export default fr;

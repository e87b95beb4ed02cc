import type { ClockText } from "../text";

/** French writes a decimal comma: "1,3 s". */
const dec = (s: string) => String(s).replace(".", ",");

const fr: ClockText = {
  toolName: "Heure",
  card: "Heure actuelle",
  timeLabel: (place) => `Heure actuelle à ${place}`,
  yourTime: "votre position",
  yourZone: (zone) => `Votre fuseau horaire : ${zone}`,
  loading: "Chargement de l’heure actuelle…",
  accuracy: {
    measuring: "Vérification de votre horloge auprès du serveur…",
    failed: "Impossible de vérifier votre horloge auprès du serveur ; l’heure de votre appareil est affichée.",
    exact: (u) => `Votre horloge est exacte (±${dec(u)} s).`,
    ahead: (s, u) => `Votre horloge avance de ${dec(s)} s (±${dec(u)} s).`,
    behind: (s, u) => `Votre horloge retarde de ${dec(s)} s (±${dec(u)} s).`,
    note: "Les horloges de cette page en tiennent compte.",
  },
  selector: {
    label: "Lieu actuel",
    auto: "Mon fuseau horaire (automatique)",
    help: "Choisissez un fuseau horaire pour ouvrir sa page.",
  },
  popular: { heading: "Fuseaux horaires populaires", dayBefore: "hier", dayAfter: "demain", sameDay: "aujourd’hui" },
  howItWorks: {
    heading: "Comment fonctionne l’horloge mondiale",
    steps: [
      "À l’ouverture de la page, votre navigateur chronomètre quelques allers-retours rapides vers le serveur Tickwise et estime le décalage de l’horloge de votre appareil.",
      "Chaque seconde, l’heure actuelle est calculée à partir de cette horloge corrigée pour le fuseau horaire choisi.",
      "Les fuseaux horaires et les règles d’heure d’été viennent de la base de données IANA intégrée à votre navigateur : les décalages sont justes à toute date.",
      "Choisissez une ville dans Lieu actuel, ou une carte sous Fuseaux horaires populaires, pour ouvrir la page de cette ville et la partager.",
    ],
  },
  faqHeading: (title) => `${title} : questions fréquentes`,
  articles: {
    heading: "Articles liés",
    items: [
      { to: "/blog/military-time-24-hour-format", label: "L’heure militaire et le format 24 heures" },
      {
        to: "/blog/time-in-india-zones-scheduling",
        label: "L’heure en Inde : un seul fuseau, conseils d’organisation",
      },
      { to: "/blog/australia-time-zones-business", label: "Les fuseaux horaires de l’Australie pour les affaires" },
      { to: "/alarm", label: "Réveil en ligne" },
    ],
  },
  shareHeading: "Partager cette horloge",
};
export default fr;

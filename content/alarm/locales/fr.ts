import { ALARM_LABEL_MAX, ALARMS_MAX } from "@core/alarm-list";
import { clock24 } from "../clock-words";
import { icu } from "../../i18n/icu";
import type { AlarmText } from "../text";

const fr: AlarmText = {
  toolName: "Alarme",
  breadcrumb: "Réveil",
  clock: {
    label: "Heure actuelle",
    countdownLabel: "Temps restant avant l’alarme",
    alarmAt: (when) => `Alarme à ${when}`,
    progress: "Progression des 24 heures précédant l’alarme",
    progressText: (percent) => `${percent} % des 24 heures précédant l’alarme`,
  },
  form: {
    heading: "Régler l’alarme",
    input: "Date et heure de l’alarme",
    help: "Choisissez une date et une heure à venir, ou une alarme populaire ci-dessous.",
    set: "Régler l’alarme",
    label: "Nom",
    labelHelp: `Facultatif, jusqu’à ${ALARM_LABEL_MAX} caractères, p. ex. « Sport ».`,
    labelTooLong: `Le nom peut contenir au maximum ${ALARM_LABEL_MAX} caractères.`,
    linkLabelTooLong: (length) =>
      icu(
        "fr",
        `Le nom du lien compte {length, plural, one {# caractère} other {# caractères}} ; le maximum est de ${ALARM_LABEL_MAX}, il n’a donc pas été utilisé.`,
        { length },
      ),
    sound: "Son de cette alarme",
    repeat: "Répéter le",
    repeatHelp:
      "Aucun jour choisi : l’alarme sonne une fois. Avec des jours, elle sonne à cette heure chacun de ces jours.",
    keepOpen: "Laissez cet onglet ouvert : l’alarme sonne dans cet onglet.",
    permission: "Autorisez les notifications pour être prévenu quand cet onglet est en arrière-plan.",
    notificationsDenied:
      "Les notifications sont bloquées : un onglet masqué peut seulement sonner, pas afficher de notification.",
    soundBlocked:
      "Le son est bloqué tant que vous n’avez pas cliqué sur la page ; régler l’alarme d’un clic le débloque.",
  },
  presets: {
    heading: "Alarmes populaires",
    title: (time) => `Alarme à ${clock24(time)}`,
    part: { morning: "Matin", afternoon: "Après-midi", evening: "Soir" },
    setFor: (title, when) => `${title} : réglée pour ${when}`,
  },
  toast: {
    errorTitle: "Erreur",
    missing: "Veuillez choisir une date et une heure pour l’alarme.",
    past: "Veuillez choisir une heure à venir pour l’alarme.",
    failed: "Impossible de régler l’alarme",
    setTitle: "Alarme réglée",
    setText: (when) => `Alarme réglée pour ${when}`,
    stoppedTitle: "Alarme arrêtée",
    stoppedText: "L’alarme a été annulée",
    missedTitle: "Alarme manquée",
    missedText: (when) => `L’alarme de ${when} est passée pendant que la page était fermée.`,
    full: `Vous avez déjà ${ALARMS_MAX} alarmes : supprimez-en une pour en ajouter une autre.`,
    deletedTitle: "Alarme supprimée",
    deletedText: (label) => `${label} a été supprimée`,
  },
  notification: { title: (label) => `Alarme ! ${label}`, body: (when) => `Votre alarme de ${when} sonne.` },
  documentTitle: (remaining) => `Alarme – encore ${remaining}`,
  status: {
    set: (when) => `Alarme réglée pour ${when}`,
    stopped: "Alarme arrêtée",
    snoozed: (minutes, when) =>
      icu("fr", "Reportée de {minutes, plural, one {# minute} other {# minutes}}, jusqu’à {when}", { minutes, when }),
    deleted: "Alarme supprimée",
    on: (label) => `${label} activée`,
    off: (label) => `${label} désactivée`,
  },
  unnamed: "Alarme",
  days: { once: "Une fois", everyDay: "Tous les jours", weekdays: "En semaine", weekend: "Le week-end" },
  list: {
    heading: "Vos alarmes",
    empty: "Aucune alarme pour l’instant. Réglez-en une ci-dessus ou choisissez une alarme populaire.",
    refused: (count) =>
      icu(
        "fr",
        "{count, plural, one {Une alarme enregistrée n’a pas pu être lue (endommagée, ou nom de plus de 60 caractères) et a été ignorée.} other {# alarmes enregistrées n’ont pas pu être lues (endommagées, ou noms de plus de 60 caractères) et ont été ignorées.}}",
        { count },
      ),
    inMinutes: (minutes) => icu("fr", "dans {minutes, plural, other {# min}}", { minutes }),
    inHours: (hours) => icu("fr", "dans {hours, plural, other {# h}}", { hours }),
    inHoursMinutes: (hours, minutes) =>
      icu("fr", "dans {hours, plural, other {# h}} {minutes, plural, other {# min}}", { hours, minutes }),
    today: "aujourd’hui",
    tomorrow: "demain",
    onWeekday: (weekday) => `${weekday}`,
    onDate: (date) => `le ${date}`,
    snoozedUntil: (when) => `Reportée jusqu’à ${when}`,
    off: "Désactivée",
    sound: (name) => `Son : ${name}`,
    switchLabel: (label, time) => `${label} à ${time}`,
    delete: (label, time) => `Supprimer ${label} de ${time}`,
    calendar: (label, time) => `Ajouter ${label}, ${time}, à votre agenda (fichier .ics)`,
  },
  ring: {
    heading: "Sonne en ce moment",
    announce: (label) => `L’alarme sonne : ${label}`,
    documentTitle: (label) => `⏰ ${label} – L’alarme sonne`,
    snooze: (minutes) => icu("fr", "Reporter de {minutes, plural, other {# min}}", { minutes }),
    stop: "Arrêter",
  },
  steps: {
    heading: "Comment utiliser le réveil",
    items: [
      "Choisissez une date et une heure dans la carte Régler l’alarme, ajoutez si vous le souhaitez un nom, un son et des jours de répétition, ou cliquez sur une alarme populaire.",
      "Appuyez sur Régler l’alarme. Elle rejoint Vos alarmes avec sa prochaine sonnerie ; la grande horloge décompte jusqu’à la plus proche et le titre de l’onglet affiche le temps restant.",
      "Laissez cet onglet ouvert (il peut être en arrière-plan). À l’heure prévue, le son retentit et l’alarme s’affiche avec son nom : reportez-la de 5 ou 10 minutes, ou arrêtez-la.",
      "Vous avez changé d’avis ? Désactivez l’alarme ou supprimez-la.",
    ],
    tipsHeading: "Conseils",
    tips: [
      "Cliquez une fois sur la page avant de la quitter : les navigateurs n’autorisent le son qu’après une interaction.",
      "Autorisez les notifications pour qu’un onglet en arrière-plan puisse aussi afficher une notification système.",
      "Le matin, choisissez un son plus doux comme Gentle Wake ou Sunrise Yoga dans les réglages d’affichage.",
      "Pour les alarmes lointaines, laissez l’appareil branché et empêchez sa mise en veille : un ordinateur en veille ne peut pas sonner.",
    ],
  },
  faqHeading: "Questions fréquentes sur le réveil",
  articles: {
    heading: "Articles associés",
    items: [
      { to: "/blog/online-alarm-clock-wake-up", label: "Se réveiller avec un réveil en ligne" },
      { to: "/blog/sunrise-sunset-times-sleep-schedule", label: "Lever, coucher du soleil et rythme de sommeil" },
      {
        to: "/blog/10-creative-ways-countdown-timer-daily-life",
        label: "10 idées créatives pour utiliser un minuteur au quotidien",
      },
      { to: "/timer", label: "Minuteur en ligne" },
    ],
  },
};

export default fr;

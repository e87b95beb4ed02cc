import type { ClockText } from "../text";

/** Spanish writes a decimal comma: "1,3 s". */
const dec = (s: string) => String(s).replace(".", ",");

const es: ClockText = {
  toolName: "Hora",
  card: "Hora actual",
  timeLabel: (place) => `Hora actual en ${place}`,
  yourTime: "tu ubicación",
  yourZone: (zone) => `Tu zona horaria: ${zone}`,
  loading: "Cargando la hora actual…",
  accuracy: {
    measuring: "Comprobando tu reloj con el servidor…",
    failed: "No se pudo comprobar tu reloj con el servidor; se muestra la hora de tu dispositivo.",
    exact: (u) => `Tu reloj es exacto (±${dec(u)} s).`,
    ahead: (s, u) => `Tu reloj va ${dec(s)} s adelantado (±${dec(u)} s).`,
    behind: (s, u) => `Tu reloj va ${dec(s)} s atrasado (±${dec(u)} s).`,
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
  shareHeading: "Comparte este reloj",
};
export default es;

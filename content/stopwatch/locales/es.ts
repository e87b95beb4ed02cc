import { icu } from "@content/i18n/icu";
import type { StopwatchText } from "../text";

const es: StopwatchText = {
  toolName: "Cronómetro",
  card: "Cronómetro",
  display: {
    label: "Tiempo transcurrido",
    millis: "milisegundos",
    loop: "Avance dentro de los 10 segundos actuales",
    loopText: (seconds) => icu("es", "{seconds, number} de 10 segundos", { seconds }),
  },
  controls: {
    start: "Iniciar",
    resume: "Reanudar",
    pause: "Pausar",
    lap: "Vuelta",
    reset: "Reiniciar",
    fullscreen: "Pantalla completa",
    exitFullscreen: "Salir de pantalla completa",
    shortcuts: "Teclado: Espacio iniciar/pausar · L vuelta · R reiniciar · F pantalla completa",
  },
  status: {
    started: "Cronómetro iniciado",
    paused: (time) => `Cronómetro pausado en ${time}`,
    reset: "Cronómetro reiniciado",
    lap: (n, lapTime) => icu("es", "Vuelta {n, number}: {lapTime}", { n, lapTime }),
  },
  laps: {
    heading: "Vueltas",
    caption: "Vueltas, la más reciente primero",
    lap: "Vuelta",
    lapName: (n) => icu("es", "Vuelta {n, number}", { n }),
    lapTime: "Tiempo de vuelta",
    total: "Total",
    fastest: "más rápida",
    slowest: "más lenta",
    empty: "Aún no hay vueltas. Pulsa Vuelta (o L) con el cronómetro en marcha para registrar una.",
    copyText: "Copiar como texto",
    copyCsv: "Copiar como CSV",
    download: "Descargar CSV",
    copiedText: "Vueltas copiadas como texto",
    copiedCsv: "Vueltas copiadas como CSV",
    copyFailedTitle: "No se pudo copiar",
    copyFailedText: "No se pudieron copiar las vueltas al portapapeles",
  },
  presets: {
    heading: "Ajustes predefinidos",
    intro: "Da un objetivo al cronómetro: avisa con tu sonido de alarma en cada señal y sigue corriendo.",
    use: "Usar ajuste",
    active: "Activo",
    clear: "Quitar ajuste",
    target: (time) => `Objetivo ${time}`,
    items: {
      sprint: { name: "Sprint", description: "Una repetición de 100 m al inicio de cada minuto, 10 rondas." },
      plank: { name: "Plancha", description: "Aguanta 1 minuto, con aviso a la mitad." },
      hiit: { name: "HIIT", description: "Tabata: 20 s de trabajo, 10 s de descanso, 8 rondas (4 minutos)." },
      cooking: { name: "Cocina", description: "Avisa a los 10 minutos, con aviso a los 5." },
      study: { name: "Estudio", description: "Un bloque de 25 minutos, con aviso 5 minutos antes." },
      meeting: { name: "Reunión", description: "30 minutos, con aviso 5 minutos antes para cerrar." },
    },
    panel: "Progreso del ajuste",
    phase: { work: "Trabajo", rest: "Descanso", round: "Ronda", running: "En marcha", done: "Objetivo alcanzado" },
    roundOf: (round, rounds) => icu("es", "Ronda {round, number} de {rounds, number}", { round, rounds }),
    nextCue: (time) => `Próxima señal en ${time}`,
    progress: "Progreso hacia el objetivo",
    cue: (kind, name, time, round) =>
      icu(
        "es",
        "{kind, select, target {{name}: objetivo alcanzado en {time}} halfway {{name}: mitad, {time}} warning {{name}: quedan 5 minutos} work {{name}: trabajo, ronda {round}} rest {{name}: descanso} other {{name}: ronda {round}, ¡ya!}}",
        { kind, name, time, round: round ?? "" },
      ),
  },
  useCases: { heading: "Usos del cronómetro", all: "Todos los usos del cronómetro" },
  howTo: {
    heading: "Cómo usar el cronómetro",
    steps: [
      "Pulsa Iniciar (o Espacio) para empezar; los dígitos muestran horas, minutos y segundos, con los milisegundos debajo.",
      "Pulsa Vuelta (o L) para registrar un parcial; el tiempo de cada vuelta y el total aparecen en la tabla.",
      "Pulsa Pausar (o Espacio) para detener el reloj y Reanudar para seguir desde el mismo tiempo.",
      "Pulsa Reiniciar (o R) para borrar el tiempo y las vueltas, y F para la pantalla completa en un proyector o televisor.",
    ],
    tipsHeading: "Consejos",
  },
  faq: { heading: (h1) => `Preguntas frecuentes: ${h1}` },
  articles: {
    heading: "Artículos relacionados",
    items: [
      { to: "/blog/timer-effective-study-sessions", label: "Cómo usar un temporizador para estudiar mejor" },
      { to: "/blog/10-creative-ways-countdown-timer-daily-life", label: "10 formas creativas de usar un temporizador" },
      {
        to: "/blog/5-minute-timer-productivity-guide",
        label: "Guía de productividad con el temporizador de 5 minutos",
      },
      { to: "/timer", label: "Temporizador online" },
    ],
  },
  share: { heading: "Comparte este cronómetro" },
};

export default es;

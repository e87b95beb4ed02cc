import { icu } from "@content/i18n/icu";
import type { TimersText } from "../text";

const es: TimersText = {
  meta: {
    title: "Varios temporizadores en línea – Cuentas atrás con nombre | Tickwise",
    description:
      "Usa varios temporizadores a la vez, cada uno con su nombre, color y sonido. Ordenados por el que acaba antes, guardados al recargar y para compartir. Gratis.",
  },
  breadcrumb: "Varios temporizadores",
  h1: "Varios temporizadores",
  intro:
    "¿Cocinas tres platos, diriges estaciones en clase o encadenas reuniones? Añade todos los temporizadores con nombre que necesites; cada uno corre, se pausa y suena por su cuenta.",
  form: {
    heading: "Añadir un temporizador",
    label: "Nombre",
    labelHelp: "Hasta 60 caracteres, p. ej. Pasta o Estación 2.",
    defaultLabel: (n) => `Temporizador ${n}`,
    duration: "Duración",
    hours: "Horas",
    minutes: "Minutos",
    seconds: "Segundos",
    colour: "Color",
    sound: "Sonido",
    add: "Añadir temporizador",
    full: (max) => `Tienes ${max} temporizadores, el máximo que guarda esta página. Quita uno para añadir otro.`,
    problems: {
      label: (max) => `El nombre puede tener como mucho ${max} caracteres.`,
      duration: "Elige una duración entre 1 segundo y 99:59:59.",
      other: "Elige un color y un sonido de las listas.",
    },
  },
  colours: { blue: "Azul", green: "Verde", amber: "Ámbar", rose: "Rosa", violet: "Violeta", slate: "Gris" },
  list: {
    heading: "Tus temporizadores",
    empty: "Aún no hay temporizadores. Añade uno arriba o abre un enlace compartido.",
    loading: "Cargando tus temporizadores…",
    status: {
      running: "En marcha",
      paused: "En pausa",
      idle: "Listo",
      ended: "¡Se acabó el tiempo!",
      missed: "Terminó mientras la página estaba cerrada",
    },
    start: (label) => `Iniciar ${label}`,
    resume: (label) => `Reanudar ${label}`,
    pause: (label) => `Pausar ${label}`,
    reset: (label) => `Reiniciar ${label}`,
    remove: (label) => `Quitar ${label}`,
    startText: "Iniciar",
    resumeText: "Reanudar",
    pauseText: "Pausar",
    resetText: "Reiniciar",
    removeText: "Quitar",
    progress: (label) => `Progreso de ${label}`,
  },
  announce: {
    ended: (label) => `${label}: ¡se acabó el tiempo!`,
    added: (label) => `${label} añadido`,
    removed: (label) => `${label} quitado`,
    started: (label) => `${label} iniciado`,
    paused: (label) => `${label} en pausa`,
    reset: (label) => `${label} reiniciado`,
  },
  documentTitle: (time, label) => `${time} ${label} - Temporizadores`,
  documentTitleDone: (label) => `¡Tiempo! ${label} - Temporizadores`,
  notification: {
    title: (label) => `${label}: ¡se acabó el tiempo!`,
    body: (duration) => `Tu temporizador de ${duration} ha terminado.`,
  },
  share: {
    heading: "Compartir este conjunto",
    help: "El enlace lleva los nombres, duraciones, colores y sonidos de tus temporizadores, no si están en marcha. Sin cuenta.",
    button: "Crear enlace para compartir",
    link: "Enlace para compartir",
    copy: "Copiar enlace",
    copied: "Enlace copiado",
    copyFailed: "No se pudo copiar el enlace; selecciónalo y cópialo tú.",
  },
  shared: {
    heading: "Un conjunto de temporizadores compartido",
    intro: (count) =>
      icu(
        "es",
        "{count, plural, one {Este enlace comparte # temporizador.} other {Este enlace comparte # temporizadores.}}",
        {
          count,
        },
      ),
    add: "Añadir a mis temporizadores",
    replace: "Reemplazar mis temporizadores",
    replaceConfirm: "¿Reemplazar todos tus temporizadores por este conjunto? Los que estén en marcha se quitarán.",
    replaceTitle: "¿Reemplazar tus temporizadores?",
    cancel: "Cancelar",
    replaceButton: "Reemplazar",
    dismiss: "Descartar",
    added: (count) =>
      icu("es", "{count, plural, one {# temporizador añadido.} other {# temporizadores añadidos.}}", { count }),
    replaced: (count) =>
      icu(
        "es",
        "{count, plural, one {Tus temporizadores se reemplazaron por #.} other {Tus temporizadores se reemplazaron por #.}}",
        {
          count,
        },
      ),
    tooManyToAdd: (max) =>
      `Con estos pasarías de ${max} temporizadores. Quita algunos antes o reemplaza tus temporizadores.`,
    problemHeading: "Este enlace compartido no se puede abrir",
    problems: {
      malformed: "El enlace está dañado o incompleto. Pide el enlace de nuevo o crea tu propio conjunto abajo.",
      empty: "El enlace no contiene temporizadores.",
      tooMany: (max) => `El enlace contiene más de ${max} temporizadores, el máximo que puede compartir.`,
      label: (n, max) => `El temporizador ${n} del enlace tiene un nombre vacío o de más de ${max} caracteres.`,
      duration: (n) => `El temporizador ${n} del enlace tiene una duración fuera de 1 segundo a 99:59:59.`,
    },
  },
  howTo: {
    heading: "Cómo usar varios temporizadores",
    steps: [
      "Escribe un nombre, fija horas, minutos y segundos, y elige un color y un sonido.",
      "Pulsa Añadir temporizador. Repite para cada plato, estación o tarea.",
      "Inicia cada temporizador cuando lo necesites; páusalo, reinícialo o quítalo con sus propios botones.",
      "La lista pone arriba el temporizador que acaba antes. Cada uno suena con su propio sonido.",
      "Crea un enlace para enviar el mismo conjunto a otra persona o abrirlo en otro dispositivo.",
    ],
    tipsHeading: "Consejos",
    tips: [
      "Da a cada temporizador un sonido distinto: sabrás cuál sonó sin mirar.",
      "Deja la pestaña abierta, aunque esté en segundo plano: los temporizadores acaban a tiempo y avisan con una notificación si la permites.",
      "Si quieres, abre la página en dos pestañas: muestran los mismos temporizadores y cada uno suena una sola vez.",
    ],
  },
  faq: {
    heading: "Preguntas frecuentes",
    items: [
      {
        question: "¿Cuántos temporizadores puedo usar a la vez?",
        answer:
          "Hasta 50 en este dispositivo, todos en marcha a la vez si quieres. Un enlace compartido lleva hasta 20 temporizadores.",
      },
      {
        question: "¿Siguen corriendo si recargo o cierro la página?",
        answer:
          "Sí. Cada temporizador guarda su hora de fin en tu navegador, así que tras recargar muestra la hora correcta al instante. Uno que terminó con la página cerrada lo indica en vez de sonar tarde.",
      },
      {
        question: "¿Sonará un temporizador dos veces si la página está abierta en dos pestañas?",
        answer:
          "No. Las pestañas comparten los mismos temporizadores y acuerdan cuál suena, así que cada temporizador suena una vez y ambas pestañas muestran que terminó.",
      },
      {
        question: "¿Qué contiene un enlace compartido?",
        answer:
          "Solo el nombre, la duración, el color y el sonido de cada temporizador, dentro del propio enlace. No se guarda nada en nuestro servidor y no hace falta cuenta.",
      },
      {
        question: "¿Son exactos en una pestaña en segundo plano?",
        answer:
          "Sí. Cada temporizador cuenta hacia una hora de fin fija en lugar de contar ticks, así que una pestaña ralentizada o congelada acierta en cuanto vuelve a funcionar y suena a la hora de fin.",
      },
    ],
  },
  related: {
    heading: "Otras herramientas de tiempo",
    items: [
      { to: "/timer", label: "Temporizador único" },
      { to: "/stopwatch", label: "Cronómetro con vueltas" },
      { to: "/alarm", label: "Despertador" },
      { to: "/goals", label: "Objetivos con temporizador" },
    ],
  },
};

export default es;

import type { Messages } from "..";

/** Interface text of the shell, in Spanish. */
const es: Messages = {
  product: "Tickwise",
  skipToContent: "Saltar al contenido principal",
  nav: {
    label: "Principal",
    timer: "Temporizador",
    stopwatch: "Cronómetro",
    pomodoro: "Pomodoro",
    time: "Hora",
    alarm: "Alarma",
    goals: "Metas",
    settings: "Ajustes",
    home: "Inicio de Tickwise",
    openMenu: "Abrir menú",
    closeMenu: "Cerrar menú",
  },
  moreTools: {
    label: "Más herramientas",
    timers: "Varios temporizadores",
    intervalTimer: "Temporizador de intervalos",
    timeConverter: "Conversor de horas",
    meetingPlanner: "Planificador de reuniones",
    countdown: "Cuenta regresiva",
  },
  footer: {
    label: "Pie de página",
    blog: "Blog",
    holidays: "Festivos",
    terms: "Términos y condiciones",
    privacy: "Política de privacidad",
    rights: (year: number) => `© ${year} Tickwise. Todos los derechos reservados.`,
    language: "Idioma",
  },
  panel: {
    open: "Ajustes de pantalla",
    title: "Ajustes de pantalla",
    lightMode: "Modo claro",
    darkMode: "Modo oscuro",
    font: "Fuente",
    background: "Color de fondo",
    reset: "Restablecer",
    sound: "Sonido de alarma",
    close: "Cerrar",
  },
  toast: { item: "Notificación", close: "Cerrar notificación", region: "Notificaciones ({hotkey})" },
  notFound: {
    title: "404 Página no encontrada",
    text: "¿Olvidaste añadir la página al enrutador?",
    home: "Ir al temporizador",
    description: "Esta página no existe en Tickwise.",
  },
  error: {
    title: "Algo salió mal",
    text: "No se pudo mostrar la página. Vuelve a cargarla.",
  },
  legal: {
    updated: "Última actualización",
    back: "Volver al temporizador",
  },
};

export default es;

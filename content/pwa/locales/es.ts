import type { PwaText } from "../text";

/** Interface text of the install banner and the new-version toast, in Spanish. */
const es: PwaText = {
  install: {
    title: "Instalar la app de temporizador",
    text: "Accede rápidamente a tus temporizadores",
    install: "Instalar",
    notNow: "Ahora no",
    close: "Cerrar el aviso de instalación",
  },
  update: {
    title: "Hay una nueva versión de Tickwise",
    description: "Recarga para usarla. Tus temporizadores y ajustes se conservan.",
    reload: "Recargar",
    reloadAlt: "Recarga la página para usar la nueva versión",
  },
};

export default es;

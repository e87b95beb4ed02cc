/** Interface text of the install banner (docs/product.md, Offline and install) and the new-version toast. */
const en = {
  install: {
    title: "Install Timer App",
    text: "Get quick access to your timers",
    install: "Install",
    notNow: "Not now",
    close: "Close install banner",
  },
  update: {
    title: "A new version of Tickwise is available",
    description: "Reload to use it. Your timers and settings are kept.",
    reload: "Reload",
    reloadAlt: "Reload the page to use the new version",
  },
};

const es: typeof en = {
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

export const pwaText = { en, es };

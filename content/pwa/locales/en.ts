/** Interface text of the install banner and the new-version toast, in English. */
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

export default en;

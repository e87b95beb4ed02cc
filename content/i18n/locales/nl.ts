import type { Messages } from "..";

/** Interface text of the shell, in Dutch. */
const nl: Messages = {
  product: "Tickwise",
  skipToContent: "Naar de hoofdinhoud",
  nav: {
    label: "Hoofdmenu",
    timer: "Timer",
    stopwatch: "Stopwatch",
    pomodoro: "Pomodoro",
    time: "Tijd",
    alarm: "Wekker",
    goals: "Doelen",
    settings: "Instellingen",
    home: "Tickwise-startpagina",
    openMenu: "Menu openen",
    closeMenu: "Menu sluiten",
  },
  moreTools: {
    label: "Meer tools",
    timers: "Meerdere timers",
    intervalTimer: "Intervaltimer",
    timeConverter: "Tijdomrekenaar",
    meetingPlanner: "Vergaderplanner",
    countdown: "Aftelklok",
  },
  footer: {
    label: "Voettekst",
    blog: "Blog",
    holidays: "Feestdagen",
    terms: "Algemene voorwaarden",
    privacy: "Privacybeleid",
    rights: (year: number) => `© ${year} Tickwise. Alle rechten voorbehouden.`,
    language: "Taal",
  },
  panel: {
    open: "Weergave-instellingen",
    title: "Weergave-instellingen",
    lightMode: "Lichte modus",
    darkMode: "Donkere modus",
    font: "Lettertype",
    background: "Achtergrondkleur",
    reset: "Herstellen",
    sound: "Wekkergeluid",
    close: "Sluiten",
  },
  toast: { item: "Melding", close: "Melding sluiten", region: "Meldingen ({hotkey})" },
  notFound: {
    title: "404 Pagina niet gevonden",
    text: "Ben je vergeten de pagina aan de router toe te voegen?",
    home: "Naar de timer",
    description: "Deze pagina bestaat niet op Tickwise.",
  },
  error: {
    title: "Er is iets misgegaan",
    text: "De pagina kon niet worden weergegeven. Laad hem opnieuw.",
  },
  legal: {
    updated: "Laatst bijgewerkt",
    back: "Terug naar de timer",
  },
};

export default nl;

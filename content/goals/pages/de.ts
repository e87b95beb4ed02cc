import type { GoalsPageText } from "../pages";

const page: GoalsPageText = {
  title: "Ziele & Aufgaben: Fokus-Timer für deine Ziele | Tickwise",
  description:
    "Schreib ein Ziel auf, wähle eine Fokuszeit von 5 Minuten bis 2 Stunden und starte einen Countdown dafür. Kostenlos, privat in deinem Browser, ohne Anmeldung.",
  breadcrumb: "Ziele & Aufgaben",
};
export default page;

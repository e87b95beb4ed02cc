import type { GoalsPageText } from "../pages";

const page: GoalsPageText = {
  title: "Obiettivi e attività: timer di concentrazione | Tickwise",
  description:
    "Scrivi un obiettivo, scegli un tempo di concentrazione da 5 minuti a 2 ore e avvia un conto alla rovescia. Gratis, privato nel tuo browser, senza registrazione.",
  breadcrumb: "Obiettivi e attività",
};
export default page;

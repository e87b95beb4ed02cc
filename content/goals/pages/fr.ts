import type { GoalsPageText } from "../pages";

const page: GoalsPageText = {
  title: "Objectifs et tâches : minuteurs de concentration | Tickwise",
  description:
    "Notez un objectif, choisissez une durée de concentration de 5 minutes à 2 heures et lancez un compte à rebours. Gratuit, privé, sans inscription.",
  breadcrumb: "Objectifs et tâches",
};
export default page;

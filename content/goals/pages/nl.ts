import type { GoalsPageText } from "../pages";

const page: GoalsPageText = {
  title: "Doelen en taken: focustimers voor je doelen | Tickwise",
  description:
    "Schrijf een doel op, kies een focustijd van 5 minuten tot 2 uur en start er een aftelling voor. Gratis, privé in je browser, zonder account.",
  breadcrumb: "Doelen en taken",
};
export default page;

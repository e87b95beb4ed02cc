import type { GoalsPageText } from "../pages";

const page: GoalsPageText = {
  title: "Cele i zadania: minutniki skupienia dla Twoich celów | Tickwise",
  description:
    "Zapisz cel, wybierz czas skupienia od 5 minut do 2 godzin i uruchom odliczanie. Za darmo, prywatnie w Twojej przeglądarce, bez rejestracji.",
  breadcrumb: "Cele i zadania",
};
export default page;

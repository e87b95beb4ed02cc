import type { GoalsPageText } from "../pages";

const page: GoalsPageText = {
  title: "Metas y tareas: temporizadores para tus metas | Tickwise",
  description:
    "Escribe una meta, elige un tiempo de concentración de 5 minutos a 2 horas e inicia una cuenta atrás. Gratis, privado en tu navegador, sin registro.",
  breadcrumb: "Metas y tareas",
};
export default page;

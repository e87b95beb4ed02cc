import type { GoalsPageText } from "../pages";

const page: GoalsPageText = {
  title: "Metas e tarefas: timers de foco para suas metas | Tickwise",
  description:
    "Anote uma meta, escolha um tempo de foco de 5 minutos a 2 horas e inicie uma contagem regressiva. Grátis, privado no seu navegador, sem cadastro.",
  breadcrumb: "Metas e tarefas",
};
export default page;

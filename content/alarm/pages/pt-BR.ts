import { clock24 } from "../clock-words";
import type { AlarmPages, Faq } from "../pages";

const generalFaqs: Faq[] = [
  {
    question: "O alarme toca se a aba estiver em segundo plano?",
    answer:
      "Sim, desde que a aba continue aberta. O alarme é marcado para um instante fixo com um timer que funciona em segundo plano, então toca na hora certa mesmo numa aba oculta; se a página estiver oculta, você também recebe uma notificação do sistema (se permitir).",
  },
  {
    question: "Posso definir mais de um alarme?",
    answer:
      "Sim. Cada alarme tem nome, som e dias de repetição próprios e pode ser desativado sem ser excluído. Quando um toca, você pode adiá-lo por 5 ou 10 minutos ou pará-lo; um alarme repetido espera então pelo próximo dia. Seus alarmes continuam após recarregar a página, mas a aba precisa ficar aberta para que toquem.",
  },
  {
    question: "Qual som o alarme vai tocar?",
    answer:
      "Cada alarme toca o som escolhido ao defini-lo: 16 sons integrados, de Classic Beep a Rooster Crow, ou seu próprio arquivo de áudio curto na página Configurações. Um alarme novo começa com o som escolhido nas configurações.",
  },
  {
    question: "E se o relógio do meu computador estiver errado?",
    answer:
      "O Tickwise compara o relógio do seu dispositivo com o servidor ao abrir a página e toca pelo horário corrigido, então um relógio alguns segundos fora não faz o alarme adiantar nem atrasar.",
  },
];

const ptBR: AlarmPages = {
  page(time = "") {
    if (!time) {
      return {
        title: "Despertador online – Alarme grátis com som | Tickwise",
        description:
          "Despertador online grátis: escolha data e hora ou um alarme popular, entre 16 sons, e ele toca na hora certa mesmo numa aba em segundo plano. Sem cadastro.",
        h1: "Despertador online",
        intro:
          "Defina um alarme para qualquer data e hora ou escolha um dos alarmes populares. Ele faz a contagem regressiva no título da aba e toca com o som escolhido, na hora certa mesmo com a aba em segundo plano.",
        faqs: generalFaqs,
      };
    }
    const t = clock24(time);
    return {
      title: `Alarme às ${t} – Despertador online para as ${t} | Tickwise`,
      description: `Despertador grátis para as ${t}: defina o alarme com um clique. Ele toca com o som que você escolher, mesmo numa aba em segundo plano.`,
      h1: `Definir um alarme para as ${t}`,
      intro: `Acorde ou receba um lembrete às ${t}. O horário já está preenchido abaixo: clique em Definir alarme e mantenha esta aba aberta. Se as ${t} de hoje já passaram, o alarme fica para amanhã.`,
      faqs: [
        {
          question: `Como defino um alarme para as ${t}?`,
          answer: `Esta página já tem ${t} preenchido como a próxima vez que esse horário chegar. Clique em Definir alarme, mantenha a aba aberta e o alarme toca às ${t} com o som escolhido.`,
        },
        {
          question: `E se as ${t} de hoje já passaram?`,
          answer: `Então o alarme fica para amanhã às ${t}. A contagem regressiva abaixo do relógio sempre mostra exatamente quanto tempo falta.`,
        },
        ...generalFaqs,
      ],
    };
  },
};

export default ptBR;

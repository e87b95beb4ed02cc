import type { FocusFaq, FocusPagesText } from "../pages";

const pomodoroSteps = [
  "Digite no que você está trabalhando (opcional): isso é salvo com cada período de foco concluído.",
  "Toque em Iniciar (ou Espaço). Trabalhe até o sinal e faça a pausa que o timer inicia.",
  "Depois de quatro períodos de foco, faça a pausa longa. Pule uma fase com S e zere com R.",
  "Mude as durações em Configurações; ative o início automático para as fases seguirem sozinhas.",
];
const intervalSteps = [
  "Defina esforço, descanso, rodadas e um aquecimento opcional, ou abra uma predefinição.",
  "Toque em Iniciar (ou Espaço): cada troca entre esforço e descanso toca um som, e a rodada fica sempre visível.",
  "Copie o link para compartilhar exatamente esta série; ele abre com os mesmos intervalos.",
];

const pomodoroFaqs: FocusFaq[] = [
  {
    question: "O que é a Técnica Pomodoro?",
    answer:
      "Um jeito de trabalhar em blocos curtos e cronometrados: 25 minutos de foco, 5 minutos de pausa e uma pausa maior de 15 minutos a cada quatro períodos de foco. O timer conduz o ciclo inteiro para você.",
  },
  {
    question: "O timer continua certo numa aba em segundo plano?",
    answer:
      "Sim. Cada fase termina num horário fixo, então uma aba oculta, desacelerada ou congelada fica certa assim que volta a rodar; com o início automático, ela até recupera as fases que terminaram nesse meio-tempo. O sinal, uma notificação e o título da aba avisam você.",
  },
  {
    question: "Onde fica guardado meu histórico de foco?",
    answer:
      "Cada período de foco concluído é salvo no nosso servidor com um cookie anônimo deste navegador, sem conta. Só este navegador consegue lê-lo; baixe como arquivo CSV quando quiser.",
  },
  {
    question: "O que acontece se eu recarregar ou fechar a página?",
    answer:
      "O ciclo, as configurações e o rótulo da sua tarefa ficam guardados neste navegador, então ao recarregar tudo continua exatamente de onde o timer estava.",
  },
];

const intervalFaqs: FocusFaq[] = [
  {
    question: "Como compartilho um treino intervalado?",
    answer:
      "As configurações ficam no endereço da página, por exemplo /interval-timer?work=40&rest=20&rounds=10&warmup=60. Copie o link abaixo do editor e quem abrir recebe a mesma série.",
  },
  {
    question: "Vou ouvir as trocas com a tela desligada ou em outra aba?",
    answer:
      "Cada troca é um horário calculado quando você toca em Iniciar, então o som toca na hora certa numa aba em segundo plano, e uma aba congelada se atualiza assim que desperta. Deixe o volume ligado; a tela fica acesa onde o navegador permite.",
  },
  {
    question: "Quais são os limites?",
    answer:
      "Esforço de 1 segundo a 1 hora, descanso e aquecimento de 0 a 1 hora e de 1 a 100 rodadas. Um link com valores fora disso avisa e abre com valores padrão adequados.",
  },
];

const pages: FocusPagesText["pages"] = {
  pomodoro: {
    title: "Timer Pomodoro – ciclos de foco 25/5 online | Tickwise",
    description:
      "Timer Pomodoro online grátis: 25 minutos de foco, pausas de 5 minutos e uma pausa longa a cada quatro, com sons, notificações e histórico semanal de foco.",
    h1: "Timer Pomodoro",
    intro:
      "Foque por 25 minutos, descanse 5 e faça uma pausa longa a cada quatro. Preciso até numa aba em segundo plano.",
    steps: pomodoroSteps,
    tips: [
      "Silencie as notificações de outros apps durante um período de foco.",
      "Use a pausa para se levantar e tirar os olhos da tela.",
    ],
    faqs: pomodoroFaqs,
  },
  "pomodoro/50-10": {
    title: "Timer Pomodoro 50/10 – 50 minutos de foco, 10 de pausa | Tickwise",
    description:
      "Um timer de foco 50/10: 50 minutos de trabalho profundo, 10 de pausa e 30 minutos após quatro ciclos. Grátis, preciso em segundo plano e sem cadastro.",
    h1: "Timer Pomodoro 50/10",
    intro:
      "Foco mais longo para trabalho profundo: 50 minutos de trabalho, 10 de pausa e 30 minutos após quatro ciclos.",
    steps: pomodoroSteps,
    tips: ["Cinquenta minutos funcionam bem para escrever e programar, quando entrar na tarefa leva um tempo."],
    faqs: [
      {
        question: "Por que 50 minutos em vez de 25?",
        answer:
          "Tarefas que precisam de um longo aquecimento, como escrever ou programar, perdem menos com interrupções em blocos de 50 minutos. A pausa de 10 minutos mantém você descansado.",
      },
      ...pomodoroFaqs.slice(1),
    ],
  },
  "pomodoro/52-17": {
    title: "Timer 52/17 – 52 minutos de trabalho, 17 de descanso | Tickwise",
    description:
      "O ritmo de trabalho 52/17 como timer grátis: 52 minutos de foco, 17 de pausa, sons, notificações e um histórico semanal do seu tempo de foco.",
    h1: "Timer de trabalho 52/17",
    intro: "Trabalhe 52 minutos e descanse 17: um ritmo que muitas pessoas produtivas seguem.",
    steps: pomodoroSteps,
    tips: ["Saia da mesa na pausa de 17 minutos: uma caminhada renova a atenção melhor que o celular."],
    faqs: [
      {
        question: "De onde vem a regra 52/17?",
        answer:
          "Um estudo de um software de trabalho descobriu que seus usuários mais produtivos trabalhavam cerca de 52 minutos e depois paravam cerca de 17. Esta página conduz esse ritmo para você.",
      },
      ...pomodoroFaqs.slice(1),
    ],
  },
  "interval-timer": {
    title: "Timer de intervalos – rodadas de esforço e descanso sob medida | Tickwise",
    description:
      "Monte um timer de intervalos com esforço, descanso, rodadas e aquecimento e compartilhe por link. Som a cada troca, preciso em segundo plano. Grátis.",
    h1: "Timer de intervalos",
    intro:
      "Defina esforço, descanso, rodadas e aquecimento. Cada troca toca na hora certa, e o link compartilha sua série.",
    steps: intervalSteps,
    tips: ["Deixe o celular com a tela para cima: o nome grande da fase dá para ler do outro lado da sala."],
    faqs: intervalFaqs,
  },
  "interval-timer/tabata": {
    title: "Timer Tabata – 20 s de esforço, 10 s de descanso, 8 rodadas | Tickwise",
    description:
      "Timer Tabata grátis: oito rodadas de 20 segundos de esforço máximo e 10 segundos de descanso, quatro minutos no total, com som a cada troca.",
    h1: "Timer Tabata",
    intro: "Oito rodadas de 20 segundos de esforço intenso e 10 segundos de descanso: quatro minutos que valem.",
    steps: intervalSteps,
    tips: ["Aqueça por alguns minutos antes de uma série Tabata; ela é feita no máximo."],
    faqs: [
      {
        question: "O que é um treino Tabata?",
        answer:
          "Um protocolo de alta intensidade de oito rodadas de 20 segundos de esforço máximo seguidos de 10 segundos de descanso, quatro minutos no total, batizado a partir da pesquisa de Izumi Tabata.",
      },
      ...intervalFaqs.slice(1),
    ],
  },
  "interval-timer/hiit-30-30": {
    title: "Timer HIIT 30/30 – 30 s de esforço, 30 s de descanso | Tickwise",
    description:
      "Um timer de intervalos HIIT 30/30: um minuto de aquecimento e depois dez rodadas de 30 segundos de esforço e 30 de descanso, com som a cada troca.",
    h1: "Timer de intervalos HIIT 30/30",
    intro: "Um minuto de aquecimento e depois dez rodadas de 30 segundos de esforço e 30 de descanso.",
    steps: intervalSteps,
    tips: [
      "Esforço e descanso iguais funcionam para iniciantes e circuitos mais longos; encurte o descanso conforme ganhar condicionamento.",
    ],
    faqs: [
      {
        question: "30 segundos de esforço e 30 de descanso é um bom intervalo de HIIT?",
        answer:
          "Sim: esforço e descanso iguais permitem manter a intensidade alta em todas as rodadas, por isso é um formato de HIIT comum para começar. Mude os valores no editor conforme evoluir.",
      },
      ...intervalFaqs.slice(1),
    ],
  },
};

const ptBR: FocusPagesText = {
  tools: { pomodoro: "Pomodoro", interval: "Timer de intervalos" },
  pages,
};

export default ptBR;

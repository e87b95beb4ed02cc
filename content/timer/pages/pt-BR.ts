import { icu } from "@content/i18n/icu";
import { allOf, capitalize, oneOf } from "./grammar";
import type { Faq, GeneralFaqKey, PageKind, PageProfile, TimerCopyPack } from "../types";

const amountOf = (amount: number, unit: string) =>
  icu(
    "pt-BR",
    "{unit, select, second {{amount, plural, one {# segundo} other {# segundos}}} minute {{amount, plural, one {# minuto} other {# minutos}}} other {{amount, plural, one {# hora} other {# horas}}}}",
    { amount, unit },
  );

const usesEnding: Record<PageKind, string> = {
  short: "Com tão poucos segundos, uma contagem regressiva à vista é bem mais confiável do que contar de cabeça.",
  medium:
    "São coisas fáceis de esquecer quando você se envolve com outra tarefa, e é exatamente para isso que serve o alarme.",
  long: "Num período tão longo é fácil perder a noção do tempo, então deixe o timer cuidar disso por você.",
};

const profiles: Record<string, PageProfile> = {
  "": {
    h1: "Timer online",
    title: "Timer online – contagem regressiva grátis | Tickwise",
    description:
      "Timer online grátis com alarme. Digite qualquer tempo ou escolha um predefinido; ele continua preciso em segundo plano e funciona offline. Sem cadastro.",
    noun: "timer online",
    hook: "qualquer tarefa",
    uses: ["a cozinha", "os treinos", "as sessões de estudo", "as atividades em sala de aula"],
    intro:
      "Digite qualquer tempo até 99:59:59 ou escolha um predefinido, toque em Iniciar e siga com o que está fazendo. O Tickwise conta até um horário final fixo, então continua preciso mesmo com a aba em segundo plano e toca exatamente no zero.",
    faqs: [
      {
        question: "Como defino meu próprio tempo?",
        answer:
          "Clique nos números grandes e digite. Um número são segundos (90 é um minuto e meio), dois são minutos e segundos (7:30) e três são horas, minutos e segundos (1:15:00). Pressione Enter para confirmar ou Esc para desfazer; se a entrada não puder ser lida, o tempo anterior continua valendo.",
      },
      {
        question: "Por que o timer abre em 5 minutos?",
        answer:
          "Cinco minutos é a duração mais procurada (um chá, uma pausa curta, uma tarefa rápida), e um timer já carregado começa com um clique ou com a barra de espaço. Mude em um segundo digitando um tempo ou escolhendo um predefinido.",
      },
      {
        question: "O Tickwise é grátis? Preciso de uma conta?",
        answer:
          "É totalmente grátis, sem conta e sem cadastro. Suas configurações (som, cores, fonte, confete) ficam no seu navegador; a única coisa que o servidor guarda é um lembrete por e-mail que você pedir, e só até ele ser enviado.",
      },
    ],
    tips: [
      "Salve nos favoritos a página do tempo que você mais usa, como /timer/10-minute-timer, para abri-la já pronta.",
      "Escolha em Configurações um som de alarme que combine com o ambiente: Soft Chime para uma biblioteca, Traditional Buzzer para uma cozinha barulhenta.",
    ],
  },
  "countdown-timer": {
    h1: "Contagem regressiva",
    title: "Contagem regressiva – grande, exata, tela cheia | Tickwise",
    description:
      "Uma contagem regressiva online simples, pronta em 5 minutos ou no tempo que você digitar. Números grandes em tela cheia, alarme no zero e precisão total.",
    noun: "timer de contagem regressiva",
    hook: "aulas, palestras e jogos",
    uses: ["atividades em sala de aula", "apresentações", "rodadas de jogos", "tarefas na cozinha"],
    intro:
      "Uma contagem regressiva sem complicação, que abre pronta em cinco minutos, ou no tempo que você digitar. Números grandes que dá para ler do outro lado da sala, uma barra de progresso e um alarme assim que chega a zero.",
    faqs: [
      {
        question: "Qual é a diferença entre um timer de contagem regressiva e um cronômetro?",
        answer:
          "Um timer de contagem regressiva vai de um tempo que você escolhe até zero e então avisa; um cronômetro conta a partir do zero para medir quanto tempo algo levou. Use esta página quando souber quanto tempo tem, e o Cronômetro quando quiser descobrir.",
      },
      {
        question: "Posso mostrar a contagem num projetor ou numa TV?",
        answer:
          "Sim. Pressione F (ou o botão de tela cheia) e os números ocupam a tela inteira. Em Configurações você pode escolher cores de fundo e de fonte de alto contraste, e a tela fica ligada enquanto o timer corre, então ela não escurece no meio da aula.",
      },
      {
        question: "Como faço uma contagem regressiva até um horário específico?",
        answer:
          "Este timer conta um intervalo de tempo. Para ser avisado às 7:30 ou às 18:00, use a ferramenta Alarme, que aceita data e hora; para feriados, a página Feriados conta os dias por você.",
      },
    ],
    tips: [
      "Vai dar uma palestra? Defina o tempo total e dê uma olhada na barra de progresso: na metade, ela marca 50%.",
      "Uma contagem regressiva no telão parece mais justa para a turma do que um “mais cinco minutos” dito em voz alta.",
    ],
  },
  "study-timer": {
    h1: "Timer de estudo (Pomodoro de 25 minutos)",
    title: "Timer de estudo – Pomodoro de 25 minutos | Tickwise",
    description:
      "Um timer de estudo Pomodoro de 25 minutos: foque até o alarme, faça uma pausa de 5 minutos e repita. Grátis, preciso em segundo plano e sem cadastro.",
    noun: "timer de estudo",
    hook: "sessões de estudo Pomodoro",
    uses: [
      "um Pomodoro de revisão",
      "resolver uma lista de exercícios",
      "ler um capítulo e fazer anotações",
      "rascunhar uma parte de uma redação",
    ],
    intro:
      "Vinte e cinco minutos de estudo focado e depois uma pausa curta: o ritmo Pomodoro impede que a revisão vire decoreba de última hora ou procrastinação. Toque em Iniciar, vire o celular para baixo e trabalhe até o alarme.",
    faqs: [
      {
        question: "O que é a Técnica Pomodoro?",
        answer:
          "Um método de gestão do tempo criado por Francesco Cirillo no fim dos anos 1980 e batizado em homenagem ao seu timer de cozinha em forma de tomate (pomodoro é tomate em italiano). Você trabalha em uma tarefa por 25 minutos, faz uma pausa de 5 minutos e, depois de quatro rodadas, faz uma pausa maior, de 15 a 30 minutos.",
      },
      {
        question: "Por que 25 minutos?",
        answer:
          "É tempo suficiente para mergulhar de verdade numa tarefa e curto o bastante para que começar nunca pareça assustador. O fim fixo também cria um pequeno prazo, o que facilita ignorar as mensagens até o alarme. Se 25 minutos não funcionarem para você, ajuste: o ritmo importa mais do que o número exato.",
      },
      {
        question: "O que devo fazer nas pausas?",
        answer:
          "Saia da frente da tela: levante-se, alongue-se, encha a garrafa de água, olhe pela janela. Evite qualquer coisa difícil de largar, como um vídeo ou uma rede social. Use o Timer de 5 minutos nas pausas curtas e o Timer de 15 minutos na longa.",
      },
      {
        question: "E se eu for interrompido durante um pomodoro?",
        answer:
          "Se der para esperar, anote e continue. Se não der, toque em Pausar: o tempo restante é guardado com exatidão, e Iniciar retoma de onde você parou. Os puristas recomeçam o pomodoro; as duas formas funcionam, desde que você seja honesto consigo mesmo.",
      },
    ],
    tips: [
      "Anote a única tarefa deste pomodoro antes de tocar em Iniciar.",
      "Conte pomodoros concluídos em vez de horas na mesa: é uma medida mais honesta de um dia de estudo.",
      "Tem um objetivo maior em vista? Crie uma meta na página Metas e inicie o timer dela por lá.",
    ],
  },
  "10-second-timer": {
    hook: "respostas de quiz, brincadeiras e tiros curtos",
    uses: [
      "respostas de quiz",
      "tiros de 10 segundos num treino intervalado",
      "uma breve apneia",
      "a contagem antes de uma foto em grupo",
    ],
    tips: ["Numa foto em grupo, inicie o timer e vá para o seu lugar: todo mundo vê quanto tempo falta."],
  },
  "15-second-timer": {
    hook: "tiros intervalados, troca de estação e rodadas rápidas",
    uses: [
      "tiros de esforço máximo no treino intervalado",
      "a troca entre estações de um circuito",
      "rodadas rápidas de um quiz",
      "um alongamento rápido",
    ],
    tips: ["Quinze segundos passam mais rápido do que parece: prepare o próximo exercício antes de tocar em Iniciar."],
  },
  "20-second-timer": {
    hook: "lavar as mãos e intervalos Tabata",
    uses: [
      "lavar bem as mãos",
      "a fase de esforço de uma rodada Tabata",
      "a pausa para os olhos da regra 20-20-20",
      "uma cadeirinha rápida na parede",
    ],
    faqs: [
      {
        question: "Por que lavar as mãos por 20 segundos?",
        answer:
          "Órgãos de saúde como o CDC dos EUA recomendam esfregar com sabão por pelo menos 20 segundos: é o tempo necessário para ensaboar cada parte (dorso das mãos, entre os dedos, sob as unhas) e remover sujeira e germes. Cantarolar “Parabéns a você” duas vezes é a alternativa clássica; uma contagem regressiva que as crianças possam ver é mais fácil.",
      },
      {
        question: "Como funciona um treino Tabata?",
        answer:
          "São oito rodadas de 20 segundos no máximo e 10 segundos de descanso, quatro minutos no total. Use este timer para as fases de esforço, ou o Timer de 4 minutos para cronometrar o bloco inteiro de uma vez.",
      },
    ],
    tips: ["Deixe a contagem num tablet ao lado da pia e lavar as mãos vira brincadeira para as crianças."],
  },
  "30-second-timer": {
    hook: "pranchas, alongamentos e intervalos de 30 segundos",
    uses: [
      "manter um alongamento",
      "uma prancha para iniciantes",
      "intervalos de 30 segundos de esforço e 30 de descanso",
      "ensaiar um pitch de elevador de 30 segundos",
    ],
    faqs: [
      {
        question: "Por quanto tempo devo manter um alongamento?",
        answer:
          "Para alongamentos estáticos, as orientações de atividade física costumam sugerir manter cada um por cerca de 10 a 30 segundos e repetir algumas vezes; 30 segundos é uma meta confortável para a maioria das pessoas. Respire devagar e alivie se doer, em vez de só puxar.",
      },
    ],
    tips: ["Ensaiando um pitch? Fale em voz alta contra a contagem até terminar com folga antes do zero."],
  },
  "45-second-timer": {
    hook: "séries de HIIT e estações de circuito",
    uses: [
      "séries de 45 segundos no HIIT",
      "cada estação de um circuito",
      "uma prancha mais longa",
      "uma rodada relâmpago de um jogo",
    ],
    faqs: [
      {
        question: "O que é um treino intervalado 45/15?",
        answer:
          "Você se exercita por 45 segundos e descansa 15, então cada exercício ocupa exatamente um minuto. Escolha de cinco a dez exercícios e faça duas ou três voltas; como cada exercício leva um minuto, fica fácil saber em que ponto você está.",
      },
    ],
  },
  "90-second-timer": {
    hook: "descanso entre séries e tarefas rápidas na cozinha",
    uses: [
      "o descanso entre séries pesadas de musculação",
      "um bolo de caneca no micro-ondas",
      "uma réplica num debate",
      "um exercício de respiração calmante",
    ],
    faqs: [
      {
        question: "Quanto tempo devo descansar entre as séries?",
        answer:
          "Depende do objetivo. Quem treina para ganhar massa costuma descansar de 1 a 2 minutos entre as séries, e mais (2 a 5 minutos) no treino de força pesado. Noventa segundos é um meio-termo popular que permite recuperar sem esfriar.",
      },
    ],
    tips: ["Inicie o timer de descanso assim que soltar o peso, não depois de recuperar o fôlego."],
  },
  "1-minute-timer": {
    hook: "desafios de um minuto, exercícios e rodadas EMOM",
    uses: [
      "brincadeiras do tipo “Minute to win it”",
      "exercícios de fala de um minuto",
      "rodadas EMOM (every minute on the minute)",
      "um minuto de respiração lenta",
    ],
    faqs: [
      {
        question: "O que é um treino EMOM?",
        answer:
          "Every Minute On the Minute: no início de cada minuto você faz um número fixo de repetições e descansa pelo restante daquele minuto. Inicie este timer no começo de cada rodada; quanto mais rápido você terminar, mais descanso ganha.",
      },
      {
        question: "O que dá para fazer de verdade em um minuto?",
        answer:
          "Mais do que parece: responder a um e-mail curto, arrumar a mesa, fazer 20 agachamentos ou respirar devagar umas seis vezes. A regra de um minuto (se algo leva menos de um minuto, faça agora) é um jeito simples de evitar que pequenas tarefas se acumulem.",
      },
    ],
    tips: ["Comece pela barra de espaço: numa rodada de um minuto não há tempo para procurar o botão."],
  },
  "2-minute-timer": {
    hook: "escovar os dentes, chá verde e pausas rápidas",
    uses: [
      "escovar os dentes",
      "a infusão de um chá verde",
      "um desafio de prancha de dois minutos",
      "a regra dos dois minutos para tarefas pequenas",
    ],
    faqs: [
      {
        question: "Por quanto tempo devo escovar os dentes?",
        answer:
          "Dentistas, incluindo a American Dental Association, recomendam escovar por dois minutos, duas vezes por dia. A maioria das pessoas para bem antes; dedicar cerca de 30 segundos a cada quarto da boca faz os dois minutos passarem fácil.",
      },
      {
        question: "O que é a regra dos dois minutos?",
        answer:
          "Um hábito do livro “A arte de fazer acontecer” (Getting Things Done), de David Allen: se uma ação leva menos de dois minutos, faça agora em vez de anotá-la. Um timer mostra com honestidade o que realmente leva dois minutos.",
      },
    ],
    tips: [
      "Para as crianças, apoie um celular perto do espelho: ver a barra se encher faz os dois minutos de escovação parecerem mais curtos.",
    ],
  },
  "3-minute-timer": {
    hook: "chá preto, macarrão instantâneo e rounds de boxe",
    uses: ["macarrão instantâneo", "a infusão de um chá preto", "um round de boxe", "uma fala de três minutos"],
    faqs: [
      {
        question: "Quanto tempo o chá preto deve ficar em infusão?",
        answer:
          "A maioria dos chás pretos fica melhor depois de 3 a 5 minutos em água recém-fervida: três minutos dão uma xícara mais leve, e cinco, uma mais forte e adstringente. Comece com três, prove e acrescente um minuto da próxima vez se quiser mais corpo.",
      },
      {
        question: "Quanto dura um round de boxe?",
        answer:
          "No boxe profissional, os rounds duram três minutos, com um minuto de descanso entre eles. Para treinar no saco de pancada ou fazer shadow boxing, use este timer para cada round e o Timer de 1 minuto para o descanso.",
      },
    ],
  },
  "4-minute-timer": {
    hook: "café na prensa francesa e blocos Tabata",
    uses: [
      "café na prensa francesa",
      "um bloco Tabata completo",
      "uma rotina curta de alongamento",
      "um aquecimento antes da corrida",
    ],
    faqs: [
      {
        question: "Quanto tempo o café deve ficar na prensa francesa?",
        answer:
          "Quatro minutos é a recomendação clássica: despeje água logo abaixo da fervura sobre o pó de moagem grossa, mexa, tampe e pressione quando o alarme tocar. Deixar mais tempo deixa o café mais amargo, não mais forte.",
      },
      {
        question: "Quanto dura um treino Tabata?",
        answer:
          "Quatro minutos: oito rodadas de 20 segundos de esforço máximo e 10 segundos de descanso. É curto, mas puxado, então aqueça antes.",
      },
    ],
  },
  "5-minute-timer": {
    hook: "um chá, uma arrumação rápida ou uma pausa curta",
    uses: [
      "uma pausa curta de Pomodoro",
      "uma arrumação rápida",
      "uma meditação de cinco minutos",
      "começar uma tarefa que você vem adiando",
    ],
    intro:
      "Cinco minutos são curtos o bastante para você topar e longos o bastante para fazer algo: uma pausa entre sessões de foco, uma arrumação rápida, um momento de calma. Toque em Iniciar e ele toca quando o tempo acabar.",
    faqs: [
      {
        question: "O que é a regra dos cinco minutos contra a procrastinação?",
        answer:
          "Prometa a si mesmo trabalhar na tarefa por apenas cinco minutos, com permissão para parar quando o alarme tocar. Começar costuma ser a parte mais difícil; depois que você engrena, muitas vezes continua, e se não continuar, ainda fez cinco minutos a mais do que antes.",
      },
      {
        question: "Cinco minutos bastam para uma pausa?",
        answer:
          "Para sessões de foco curtas, sim: a Técnica Pomodoro usa uma pausa de cinco minutos a cada 25 minutos de trabalho. Levante-se, mexa-se e desvie o olhar da tela, e a pausa cumpre seu papel.",
      },
      {
        question: "Quanto tempo um iniciante deve meditar?",
        answer:
          "Cinco minutos por dia é um começo realista. Sente-se confortavelmente, acompanhe a respiração e, quando a mente divagar (ela vai), traga-a de volta sem julgamento. Escolha em Configurações um alarme suave, como Soft Chime, para que o fim não seja um susto.",
      },
    ],
    tips: ["Vai meditar? Escolha Soft Chime ou Gentle Wake em Configurações para um fim tranquilo."],
  },
  "6-minute-timer": {
    hook: "ovos com gema mole e treinos curtos",
    uses: [
      "ovos cozidos com gema cremosa",
      "uma série de abdominais de seis minutos",
      "uma sessão de respiração guiada",
      "um limite de tempo por jogada num jogo de tabuleiro",
    ],
    faqs: [
      {
        question: "Quanto tempo cozinhar um ovo para a gema ficar cremosa?",
        answer:
          "Coloque um ovo grande direto da geladeira na água fervente e cozinhe por cerca de 6 a 7 minutos; depois, resfrie em água fria. Com cinco minutos a gema fica mole, e com 9 a 10, totalmente firme; o tamanho do ovo e a altitude mudam um pouco o tempo.",
      },
    ],
  },
  "7-minute-timer": {
    hook: "o treino de 7 minutos e meditações curtas",
    uses: [
      "o treino de 7 minutos",
      "uma meditação curta",
      "uma arrumação relâmpago de um cômodo",
      "um aquecimento antes da corrida",
    ],
    faqs: [
      {
        question: "O que é o treino de 7 minutos?",
        answer:
          "Um circuito popularizado em 2013 por um artigo do ACSM's Health & Fitness Journal: 12 exercícios com o peso do corpo de 30 segundos cada, com cerca de 10 segundos entre eles. Use este timer para o circuito inteiro, ou o Timer de 30 segundos se preferir um sinal a cada exercício.",
      },
    ],
  },
  "8-minute-timer": {
    hook: "macarrão, abdominais rápidos e reuniões em pé",
    uses: [
      "cozinhar macarrão seco",
      "uma série de abdominais de 8 minutos",
      "uma reunião em pé",
      "uma sessão curta de diário",
    ],
    faqs: [
      {
        question: "Quanto tempo leva para cozinhar macarrão?",
        answer:
          "A maioria dos espaguetes e penne secos precisa de 8 a 12 minutos em água fervente bem salgada; a embalagem traz o tempo exato. Inicie o timer quando a água voltar a ferver e prove um minuto antes do alarme para deixar al dente.",
      },
    ],
  },
  "9-minute-timer": {
    hook: "ovos cozidos e sprints curtos de foco",
    uses: [
      "ovos cozidos duros",
      "um sprint curto de foco",
      "uma arrumação rápida antes das visitas chegarem",
      "legumes no vapor",
    ],
    faqs: [
      {
        question: "Quanto tempo leva para cozinhar um ovo duro?",
        answer:
          "Cerca de 9 a 12 minutos depois que a água ferver: com 9, a gema fica firme, mas ainda macia; com 12, firme e clara. Passe os ovos para água fria logo em seguida, para parar o cozimento e facilitar na hora de descascar.",
      },
    ],
  },
  "10-minute-timer": {
    hook: "arrumar a casa, meditar ou um treino rápido",
    uses: [
      "dez minutos arrumando um cômodo",
      "uma sequência curta de yoga",
      "um treino rápido com o peso do corpo",
      "os últimos dez minutos de uma atividade em sala",
    ],
    intro:
      "Dez minutos são a medida de um bom hábito: dá para um treino de verdade, uma boa arrumação ou uma meditação tranquila, e é curto o bastante para caber em qualquer dia. O timer já está carregado, então toque em Iniciar.",
    faqs: [
      {
        question: "O que dá para fazer em 10 minutos?",
        answer:
          "Uma quantidade surpreendente: limpar a bancada da cozinha e encher a lava-louças, caminhar cerca de um quilômetro, ler um capítulo de um livro curto ou fazer um circuito completo com o peso do corpo. Dez minutos focados valem mais do que trinta distraídos.",
      },
      {
        question: "Como os professores usam um timer de 10 minutos?",
        answer:
          "Para atividades cronometradas, trabalhos em grupo e transições. Projete em tela cheia (pressione F) para que todos vejam o mesmo tempo; a barra de progresso mostra num relance quanto falta, e ninguém precisa ficar anunciando.",
      },
    ],
    tips: [
      "Experimente dez minutos de arrumação toda noite: inicie o timer, arrume o máximo que puder e pare no alarme.",
    ],
  },
  "12-minute-timer": {
    hook: "o teste de Cooper e treinos curtos",
    uses: [
      "o teste de corrida de 12 minutos de Cooper",
      "uma sessão curta de HIIT",
      "macarrão al dente",
      "uma rodada focada de e-mails",
    ],
    faqs: [
      {
        question: "O que é o teste de Cooper?",
        answer:
          "Um teste de condicionamento criado pelo Dr. Kenneth Cooper em 1968: você corre (ou caminha) a maior distância possível em 12 minutos, e essa distância estima sua capacidade aeróbica. Use uma pista de atletismo para medir a distância com facilidade e aqueça antes.",
      },
    ],
  },
  "15-minute-timer": {
    hook: "pausas para o café, cochilos e pausas longas de Pomodoro",
    uses: [
      "uma pausa para o café",
      "a pausa longa depois de quatro pomodoros",
      "um treino rápido",
      "um cochilo rápido",
    ],
    intro:
      "Um quarto de hora: a pausa do café, a pausa longa depois de quatro pomodoros, uma caminhada rápida pelo quarteirão. Inicie e pare de olhar o relógio.",
    faqs: [
      {
        question: "Quanto tempo deve durar um cochilo rápido?",
        answer:
          "Pesquisadores do sono costumam sugerir de 10 a 20 minutos: o suficiente para se sentir renovado e curto o bastante para não acordar grogue de um sono profundo. Quinze minutos deixam uma margem para pegar no sono.",
      },
      {
        question: "Qual é um bom treino de 15 minutos?",
        answer:
          "Três voltas de cinco exercícios (agachamentos, flexões, avanços, prancha e polichinelos), 45 segundos cada, com 15 segundos de descanso. Isso preenche exatamente os 15 minutos e trabalha o corpo todo.",
      },
    ],
  },
  "18-minute-timer": {
    hook: "palestras no formato TED e ensaios de apresentações",
    uses: [
      "ensaiar uma palestra de 18 minutos no estilo TED",
      "um horário de apresentação num congresso",
      "uma fornada de muffins",
      "uma corrida curta",
    ],
    faqs: [
      {
        question: "Por que as palestras TED duram 18 minutos?",
        answer:
          "O TED limita suas palestras a 18 minutos, duração que considera longa o bastante para dizer algo sério e curta o bastante para prender a atenção do público. Ensaie com este timer e tente terminar com um minuto de folga.",
      },
    ],
  },
  "20-minute-timer": {
    hook: "cochilos, a regra 20-20-20 e blocos de foco",
    uses: [
      "um cochilo rápido",
      "um bloco de trabalho focado",
      "a regra 20-20-20 para descansar os olhos",
      "uma caminhada rápida",
    ],
    intro:
      "Vinte minutos: o clássico cochilo rápido, uma caminhada acelerada ou um bom bloco de foco. Toque em Iniciar e deixe o alarme ficar de olho no relógio.",
    faqs: [
      {
        question: "O que é a regra 20-20-20?",
        answer:
          "Um hábito que oftalmologistas recomendam para quem trabalha no computador: a cada 20 minutos, olhe para algo a cerca de 6 metros (20 pés) de distância por 20 segundos. Deixe este timer rodando enquanto trabalha e depois use o Timer de 20 segundos para a pausa.",
      },
      {
        question: "Vinte minutos é a melhor duração para um cochilo?",
        answer:
          "Para a maioria dos adultos, 10 a 20 minutos é o ideal: você fica no sono leve e acorda renovado. Muito mais que isso e você corre o risco de acordar grogue de um sono profundo. Reserve alguns minutos para pegar no sono ao definir o tempo.",
      },
    ],
  },
  "25-minute-timer": {
    hook: "um Pomodoro, legumes assados ou uma corrida curta",
    uses: [
      "uma sessão de foco Pomodoro",
      "uma assadeira de legumes",
      "uma corrida curta",
      "um ciclo rápido da máquina de lavar",
    ],
    faqs: [
      {
        question: "Um timer de 25 minutos é o mesmo que um Pomodoro?",
        answer:
          "Sim: 25 minutos é a duração clássica do Pomodoro. Para o método completo, com dicas sobre pausas e interrupções, veja a página Timer de estudo; este aqui é uma contagem regressiva simples de 25 minutos para qualquer coisa.",
      },
    ],
  },
  "30-minute-timer": {
    hook: "treinos, sessões de foco e bolos",
    uses: [
      "um treino de meia hora",
      "um bloco de estudo focado",
      "um pão de ló no forno",
      "uma reunião com tempo limitado",
    ],
    intro:
      "Meia hora é tempo suficiente para um treino de verdade ou uma boa parte do trabalho, e curto o bastante para caber no horário de almoço. Toque em Iniciar; o alarme vai te encontrar mesmo em outra aba.",
    faqs: [
      {
        question: "Trinta minutos de exercício por dia são suficientes?",
        answer:
          "Trinta minutos em cinco dias da semana somam 150 minutos, o mínimo de atividade moderada que a Organização Mundial da Saúde recomenda para adultos a cada semana. Uma caminhada acelerada conta.",
      },
      {
        question: "Por que limitar reuniões a 30 minutos?",
        answer:
          "O trabalho tende a se expandir para ocupar todo o tempo disponível (lei de Parkinson). Uma contagem regressiva de 30 minutos à vista mantém a reunião na pauta, e a barra de progresso deixa claro quando já passou da metade e ainda estão no primeiro item.",
      },
    ],
  },
  "35-minute-timer": {
    hook: "bolos, aulas de yoga e blocos longos de estudo",
    uses: ["um pão de banana", "uma sessão de Pilates", "um bloco de estudo mais longo", "uma corrida leve"],
    tips: ["Assando algo? Confira alguns minutos antes do alarme: os fornos variam mais do que as receitas admitem."],
  },
  "40-minute-timer": {
    hook: "aulas, simulados e treinos mais longos",
    uses: ["uma aula", "uma parte de um simulado", "um passeio longo de bicicleta", "pedaços de frango assado"],
    tips: ["Num simulado, deixe o timer em tela cheia e o celular em outro cômodo."],
  },
  "45-minute-timer": {
    hook: "aulas, tempos de futebol e treinos",
    uses: ["uma aula", "um tempo de uma partida de futebol", "um treino de 45 minutos", "um bloco longo de foco"],
    faqs: [
      {
        question: "Quanto dura um tempo de futebol?",
        answer:
          "Uma partida de futebol tem dois tempos de 45 minutos com um intervalo de 15 minutos, mais os acréscimos que o árbitro der. Para uma pelada, use este timer para cada tempo e o Timer de 15 minutos para o intervalo.",
      },
    ],
  },
  "50-minute-timer": {
    hook: "trabalho focado, aulas e sessões de 50 minutos",
    uses: [
      "um bloco de 50 minutos de trabalho focado com 10 minutos de pausa",
      "uma aula expositiva",
      "uma sessão de coaching",
      "um treino longo de instrumento",
    ],
    faqs: [
      {
        question: "Por que trabalhar em blocos de 50 minutos?",
        answer:
          "Cinquenta minutos de foco e dez de descanso cabem certinho numa hora, então suas pausas coincidem com o relógio e com as reuniões. É um primo mais longo do Pomodoro para tarefas que precisam de mais tempo para engrenar.",
      },
    ],
  },
  "60-minute-timer": {
    hook: "reuniões, provas e treinos de uma hora",
    uses: ["uma reunião de uma hora", "uma prova", "uma aula", "uma hora de prática de instrumento"],
    faqs: [
      {
        question: "Como treinar para uma prova com tempo limitado?",
        answer:
          "Defina o tempo da prova, pressione F para tela cheia e guarde suas anotações. Confira a barra de progresso em um quarto, na metade e em três quartos para controlar o ritmo, e reserve os últimos cinco minutos para revisar as respostas.",
      },
    ],
  },
  "90-minute-timer": {
    hook: "trabalho focado, ciclos de sono e partidas de futebol",
    uses: [
      "uma sessão de trabalho focado",
      "um cochilo longo de um ciclo de sono",
      "uma partida de futebol (dois tempos de 45 minutos)",
      "uma prova longa",
    ],
    intro:
      "Noventa minutos é uma duração preferida para trabalho sério: tempo suficiente para mergulhar num problema, e mais ou menos a duração de um ciclo de sono ou de uma partida de futebol. Inicie e deixe o alarme avisar quando é hora de voltar à superfície.",
    faqs: [
      {
        question: "Por que algumas pessoas trabalham em blocos de 90 minutos?",
        answer:
          "Muitos escritores e pesquisadores percebem que conseguem se concentrar intensamente por cerca de 90 minutos antes de a atenção cair; depois disso, uma pausa de verdade de 15 a 20 minutos compensa. É uma regra prática, não uma lei, então experimente e veja se funciona para você.",
      },
      {
        question: "Um cochilo de 90 minutos é uma boa ideia?",
        answer:
          "Um ciclo de sono completo dura cerca de 90 minutos, então um cochilo dessa duração permite acordar num sono leve, e não no meio do sono profundo. Mas é longo demais para um cochilo rápido no dia de trabalho; para isso, use o Timer de 20 minutos.",
      },
    ],
  },
  "1-hour-timer": {
    hook: "trabalho focado, massa de pão e estacionamento",
    uses: [
      "uma hora de trabalho focado",
      "deixar a massa de pão crescer",
      "uma hora de estacionamento pago",
      "um limite de tempo de tela para as crianças",
    ],
    intro:
      "Uma hora, cronometrada com exatidão. Deixe a massa crescer, fique de olho no tíquete do estacionamento ou reserve uma hora de trabalho focado: o Tickwise toca no final mesmo que a aba tenha passado a hora inteira em segundo plano.",
    faqs: [
      {
        question: "Quanto tempo a massa de pão deve crescer?",
        answer:
          "Uma massa básica com fermento biológico costuma levar cerca de uma hora para dobrar de volume em temperatura ambiente, mas numa cozinha fria pode demorar mais. Encare o alarme como um lembrete para conferir: a massa está pronta quando dobrou de tamanho e a marca de um dedo enfarinhado volta devagar.",
      },
      {
        question: "Posso usar para o tempo de tela das crianças?",
        answer:
          "Sim, e mostrar a contagem ajuda. Quando as crianças veem quanto tempo falta, o fim é menos surpresa e há menos discussão. Defina o tempo, deixe onde elas possam ver e deixe o alarme fazer o papel de vilão.",
      },
    ],
  },
  "2-hour-timer": {
    hook: "provas, assados lentos e longas sessões de estudo",
    uses: [
      "uma prova completa",
      "uma carne assada lentamente",
      "uma longa sessão de estudo com pausas",
      "um limite de tempo para videogame",
    ],
    intro:
      "Duas horas para os trabalhos longos: um simulado completo, um assado lento, uma tarde de revisão. O Tickwise conta até um horário final fixo, então é tão preciso no fim quanto no começo.",
    faqs: [
      {
        question: "Um timer de 2 horas continua preciso no final?",
        answer:
          "Sim. O tempo restante é sempre calculado a partir do horário final, então pequenos atrasos nunca se acumulam: depois de duas horas, mesmo com a aba em segundo plano, o alarme toca pontualmente, com diferença de uma fração de segundo. Só um computador em modo de suspensão não consegue tocar, então mantenha-o ativo ou adicione um lembrete por e-mail.",
      },
      {
        question: "Como dividir uma sessão de estudo de duas horas?",
        answer:
          "Experimente três blocos de 35 minutos com pausas de 5, ou quatro pomodoros com uma pausa maior no meio. Deixe este timer correndo durante a sessão inteira para saber sempre quanto falta.",
      },
    ],
  },
};

function generalFaqs(kind: PageKind, noun: string, words: string, command: string): Record<GeneralFaqKey, Faq> {
  return {
    accuracy: {
      question: `O ${noun} é preciso o bastante para intervalos?`,
      answer:
        "Sim. O Tickwise guarda o momento em que a contagem deve terminar e consulta o relógio a cada atualização, então não tem como atrasar nem perder segundos. O visor arredonda para cima: 00:00:01 fica na tela até o tempo realmente acabar, e o alarme toca no zero, não um segundo depois.",
    },
    background:
      kind === "long"
        ? {
            question: `Preciso deixar a página aberta por ${words}?`,
            answer:
              "Deixe a aba aberta (em segundo plano tudo bem) para que ela possa tocar e enviar uma notificação. Se você recarregar ou fechar sem querer, nada se perde: abra a página de novo e o timer continua com o mesmo horário final, ou avisa que terminou enquanto você estava fora.",
          }
        : {
            question: `O ${noun} continua rodando se eu trocar de aba?`,
            answer:
              "Sim. Os navegadores desaceleram as abas que você não está olhando, mas o Tickwise calcula o tempo restante a partir do momento em que o timer termina, em vez de contar pulsos, então continua preciso. Quando o tempo acaba numa aba oculta, você ainda ouve o alarme e, se tiver permitido, recebe uma notificação do sistema.",
          },
    pauseAdd: {
      question: `Posso pausar o ${noun} ou adicionar tempo?`,
      answer:
        "Toque em Pausar (ou na barra de espaço) e o tempo restante fica guardado ao milissegundo; Iniciar continua dali. Antes de começar ou em pausa, +30s, +1m e +5m acrescentam tempo; eles ficam indisponíveis enquanto o timer corre, para que um toque sem querer não mude uma contagem em andamento.",
    },
    alarm: {
      question: `Como vou saber que o ${noun} terminou?`,
      answer:
        "Um alarme toca (escolha entre 16 sons em Configurações, de Soft Chime a Rooster Crow), cai confete se estiver ativado, o título da aba avisa que o tempo acabou e, se a página estiver oculta, você recebe uma notificação do sistema. Os navegadores deixam as páginas em silêncio até você clicar nelas, então use Testar som antes.",
    },
    email: {
      question: "O Tickwise pode me mandar um e-mail quando o timer terminar?",
      answer:
        "Sim: digite seu endereço (e uma nota opcional) no cartão de lembrete por e-mail antes de tocar em Iniciar. O lembrete é agendado quando o timer começa, cancelado se você pausar ou zerar, e enviado pelo servidor mesmo que você feche a aba. Seu endereço é apagado assim que o e-mail é enviado.",
    },
    voice: {
      question: `Posso iniciar o ${noun} por voz?`,
      answer: `Em navegadores com reconhecimento de voz, como o Chrome, ative os comandos de voz e diga “${command}”. Você também pode dizer “iniciar”, “pausar” ou “parar” e “zerar timer”. Os comandos são entendidos em português.`,
    },
    keyboard: {
      question: "Existem atalhos de teclado?",
      answer:
        "A barra de espaço inicia e pausa, R zera e F liga e desliga a tela cheia. São práticos quando você está com as mãos ocupadas ou o timer está numa tela do outro lado da sala.",
    },
    custom: {
      question: `Posso mudar o tempo para algo diferente de ${words}?`,
      answer:
        "Clique nos números e digite um novo tempo: 90 são 90 segundos, 7:30 são sete minutos e meio e 1:05:00 é uma hora e cinco minutos. Enter confirma, Esc cancela, e os botões predefinidos abaixo mudam para outras durações comuns.",
    },
    offline: {
      question: "O timer funciona offline?",
      answer:
        "Sim. Depois da primeira visita, seu navegador guarda uma cópia do timer, então ele abre e funciona sem conexão, numa academia no subsolo ou num avião. Só o lembrete por e-mail precisa de internet.",
    },
    screen: {
      question: "A tela vai se apagar enquanto o timer estiver correndo?",
      answer:
        "Quando o navegador permite, o Tickwise pede que a tela fique acesa enquanto um timer está correndo e a deixa apagar de novo depois. Em navegadores mais antigos, aumente o tempo de bloqueio automático para timers longos.",
    },
  };
}

const ptBR: TimerCopyPack = {
  heading: (amount, unit) => `Timer de ${amountOf(amount, unit)}`,
  noun: (amount, unit) => `timer de ${amountOf(amount, unit)}`,
  voiceCommand: (amount, unit) => `timer de ${amountOf(amount, unit)}`,
  title: (h1) => [`${h1} – Contagem regressiva grátis | Tickwise`, `${h1} online grátis | Tickwise`],
  description: (noun, hook) =>
    `${capitalize("pt-BR", noun)} grátis com alarme para ${hook}. Preciso em segundo plano, offline e sem cadastro.`,
  intro: (kind, words, first, second, third) => {
    if (kind === "short")
      return `${capitalize("pt-BR", words)} no relógio: o suficiente para ${oneOf("pt-BR", [first, second, third])}. Toque em Iniciar ou na barra de espaço, acompanhe os números grandes e o alarme toca exatamente no zero.`;
    if (kind === "long")
      return `Reserve ${words} para ${oneOf("pt-BR", [first, second])}. Inicie, deixe a aba em segundo plano e o Tickwise vai tocar, avisar você e, se quiser, mandar um e-mail no final.`;
    return `${capitalize("pt-BR", words)} são a medida certa para ${oneOf("pt-BR", [first, second, third])}. O timer está carregado e pronto: toque em Iniciar e ele toca quando o tempo acabar, mesmo que você mude de aba.`;
  },
  usesFaq: (kind, noun, uses) => ({
    question:
      kind === "short"
        ? `Quando usar um ${noun}?`
        : kind === "long"
          ? `Para que serve um ${noun}?`
          : `O que posso cronometrar com um ${noun}?`,
    answer: `As pessoas usam para ${allOf("pt-BR", uses)}. ${usesEnding[kind] ?? usesEnding.medium}`,
  }),
  generalFaqs,
  steps: (kind, display, words, amount) => [
    display === undefined
      ? "Digite um tempo no visor ou escolha um dos predefinidos populares; o timer abre em 5 minutos."
      : `O timer já está em ${display}. Toque em Iniciar ou na barra de espaço para começar.`,
    kind === "short"
      ? icu(
          "pt-BR",
          "Posicione-se antes de começar: {words} {amount, plural, one {passa} other {passam}} rápido. Pressione F para tela cheia e ler de longe.",
          { words, amount },
        )
      : kind === "long"
        ? "Deixe a aba aberta; em segundo plano tudo bem. Preencha antes o lembrete por e-mail se também quiser uma mensagem no final."
        : "Continue o que está fazendo. Você pode trocar de aba ou de app: a contagem continua precisa e toca no zero.",
    "Precisa de outro tempo? Clique nos números, digite (90, 7:30 ou 1:15:00) e pressione Enter, ou use +30s, +1m e +5m antes de começar.",
    "Em 00:00:00 o alarme toca e a tela mostra O tempo acabou! Pausar congela o tempo a qualquer momento; Zerar apaga tudo.",
  ],
  kindTips: {
    short: [
      "Toque em Testar som uma vez antes do treino: os navegadores deixam as páginas em silêncio até você interagir com elas.",
      "Apoie o celular e pressione F: os números ocupam a tela inteira e dá para ler no meio do exercício.",
    ],
    medium: [
      "Permita as notificações quando o navegador pedir, e um timer que termina numa aba em segundo plano ainda vai chamar sua atenção.",
      "A barra de espaço inicia e pausa, R zera: nada de mirar num botão com as mãos ocupadas.",
    ],
    long: [
      "Deixe o notebook na tomada em timers longos: um computador em suspensão não consegue tocar. Quando possível, o Tickwise mantém a tela acesa enquanto o timer corre.",
      "Adicione um lembrete por e-mail como reserva; o servidor envia mesmo que a aba seja fechada.",
    ],
  },
  profiles,
};

export default ptBR;

import { asClause, type StopwatchPages } from "../use-cases";

const lower = (name: string) => String(name).toLocaleLowerCase("pt-BR");

const ptBR: StopwatchPages = {
  breadcrumb: "Cronômetro",
  home: {
    title: "Cronômetro online com voltas – grátis e preciso ao milissegundo | Tickwise",
    description:
      "Cronômetro online grátis com milissegundos, voltas (mais rápida e mais lenta marcadas), predefinições, tela cheia e atalhos. Preciso mesmo em segundo plano.",
    h1: "Cronômetro online",
    intro:
      "Inicie, pause e zere com uma tecla, registre voltas com as parciais e veja o tempo ao milissegundo. O Tickwise calcula tudo a partir do instante de início, então o tempo continua exato mesmo com a aba em segundo plano.",
    tips: [
      "Copie suas voltas como CSV para manter um registro de treinos numa planilha.",
      "Aperte F para a tela cheia quando a sala inteira precisar ver o tempo.",
    ],
  },
  faqs: [
    {
      question: "O cronômetro online é preciso?",
      answer:
        "Sim. O Tickwise nunca conta tiques: ele guarda o instante em que você tocou em Iniciar e calcula o tempo decorrido com o relógio monotônico de alta resolução do navegador a cada atualização da tela. A tela é exata ao milissegundo, mesmo depois de a aba ficar em segundo plano.",
    },
    {
      question: "O cronômetro continua rodando numa aba em segundo plano?",
      answer:
        "Sim. Os navegadores deixam as abas ocultas mais lentas, mas como o tempo é calculado a partir do instante de início, e não contado, o cronômetro mostra o tempo exato assim que você volta, e o título da aba continua mostrando o tempo enquanto isso.",
    },
    {
      question: "Como registro voltas?",
      answer:
        "Toque em Volta (ou na tecla L) com o cronômetro rodando. Cada volta mostra o próprio tempo e o total; a mais rápida e a mais lenta ficam marcadas. Copie as voltas como texto ou CSV, ou baixe um arquivo CSV.",
    },
    {
      question: "Quais são os atalhos de teclado?",
      answer:
        "Espaço inicia e pausa, L registra uma volta, R zera e F ativa ou desativa a tela cheia. Os atalhos são ignorados enquanto você digita num campo de texto.",
    },
    {
      question: "Para que servem as predefinições?",
      answer:
        "Cada predefinição dá uma meta ao cronômetro: Tiro avisa a cada minuto durante dez repetições, Prancha aos 30 s e a 1 min, HIIT a cada troca do Tabata, Cozinha aos 10 minutos, Estudo aos 20 e 25 minutos e Reunião aos 25 e 30 minutos. O cronômetro continua rodando depois da meta.",
    },
  ],
  useCasePage: {
    title: (name) => `Cronômetro para ${lower(name)} – voltas e parciais | Tickwise`,
    description: (name, blurb) =>
      `Cronômetro para ${lower(name)}: ${asClause(blurb, "pt-BR")}. Milissegundos, voltas marcadas, predefinições e tela cheia. Grátis, sem cadastro.`,
    h1: (name) => `Cronômetro para ${lower(name)}`,
    tip: "Copie suas voltas como texto ou CSV ao terminar, antes de tocar em Zerar.",
  },
  useCases: {
    "workout-timing": {
      name: "Treinos",
      blurb: "Séries, descansos e circuitos.",
      intro:
        "Cronometre séries, descansos e circuitos inteiros ao milissegundo. Aperte L no fim de cada série para registrá-la como volta e compare as séries mais rápidas e mais lentas ao terminar.",
      tip: "Use a predefinição HIIT para intervalos Tabata: ela avisa a cada troca entre esforço e descanso.",
      faq: {
        question: "Quanto tempo devo descansar entre as séries?",
        answer:
          "A recomendação comum é de 30 a 90 segundos para resistência muscular e hipertrofia e de 2 a 5 minutos para séries pesadas de força. Inicie o cronômetro ao soltar o peso e comece a próxima série quando ele chegar ao seu tempo de descanso.",
      },
    },
    "running-laps": {
      name: "Voltas de corrida",
      blurb: "Parciais de cada volta na pista.",
      intro:
        "Registre uma parcial a cada volta com um só toque. A tabela mostra o tempo de cada volta e o total acumulado, e marca a volta mais rápida e a mais lenta para que problemas de ritmo saltem aos olhos.",
      tip: "Numa pista de 400 m, uma volta em 1:30 equivale a um ritmo de 6:00 por quilômetro; mantenha as voltas com poucos segundos de diferença para uma corrida uniforme.",
      faq: {
        question: "Como registro uma volta enquanto corro?",
        answer:
          "Aperte L (ou o botão Volta) toda vez que passar pela linha. Os botões grandes funcionam bem num celular preso ao braço; num notebook ao lado da pista, o teclado é o mais rápido.",
      },
    },
    "swimming-practice": {
      name: "Natação",
      blurb: "Piscinas, séries e saídas.",
      intro:
        "Cronometre piscinas, tiros de 100 e séries inteiras da borda. Registre cada piscina como volta e confira as parciais depois, ou use um tablet em tela cheia como relógio de ritmo.",
      tip: "A tela cheia (F) transforma a página num relógio de ritmo que dá para ler de dentro da água.",
      faq: {
        question: "Posso usar como relógio de ritmo numa série de natação?",
        answer:
          "Sim. Inicie no começo da série e aperte F para a tela cheia; os dígitos grandes e a barra de 10 segundos facilitam saídas como “a cada 1:45”.",
      },
    },
    "speech-practice": {
      name: "Ensaio de apresentações",
      blurb: "Ensaie falas contra o relógio.",
      intro:
        "Ensaie uma palestra, um pitch ou um brinde de casamento e veja exatamente quanto tempo dura. Marque uma volta no fim de cada parte para saber onde os minutos vão parar.",
      tip: "A maioria das pessoas fala de 130 a 160 palavras por minuto: uma fala de 5 minutos tem cerca de 700 palavras.",
      faq: {
        question: "Como cronometro cada parte da minha apresentação?",
        answer:
          "Inicie o cronômetro ao começar e aperte L sempre que passar para a próxima parte. A tabela de voltas mostra quanto duraram a introdução, cada tópico e o encerramento.",
      },
    },
    "cooking-timing": {
      name: "Cozinha",
      blurb: "Quanto cada etapa realmente leva.",
      intro:
        "Descubra quanto tempo uma receita leva de verdade ou cronometre etapas feitas no olho, como caramelizar cebola ou deixar a carne descansar. A predefinição Cozinha avisa aos dez minutos.",
      tip: "Anote suas voltas na próxima vez que fizer o prato: a segunda vez fica muito mais fácil de planejar.",
      faq: {
        question: "Cronômetro ou timer na cozinha?",
        answer:
          "Use o timer quando a receita dá um tempo (“cozinhe por 8 minutos”) e o cronômetro quando quiser medir: quanto o forno leva para preaquecer ou quanto tempo você leva numa etapa.",
      },
    },
    "study-sessions": {
      name: "Sessões de estudo",
      blurb: "Meça seu tempo real de foco.",
      intro:
        "Meça quanto tempo você realmente estuda, pausando quando sai da mesa. A predefinição Estudo avisa aos 25 minutos, a duração de um Pomodoro clássico, com um aviso cinco minutos antes.",
      tip: "Pause o cronômetro toda vez que pegar o celular: o total honesto costuma surpreender.",
      faq: {
        question: "Cronômetro ou timer Pomodoro para estudar?",
        answer:
          "Um timer Pomodoro dá blocos fixos; um cronômetro mostra quanto tempo você realmente se concentrou. Muita gente usa o cronômetro com a predefinição Estudo, que avisa aos 25 minutos mas continua contando se você estiver embalado.",
      },
    },
    "meditation-timing": {
      name: "Meditação",
      blurb: "Sessões tranquilas, sem hora para acabar.",
      intro:
        "Medite pelo tempo que parecer certo e veja depois quanto durou. Sem tique-taque e sem alarme, a não ser que você escolha uma predefinição: só uma contagem silenciosa para olhar de relance.",
      tip: "Escolha o som Soft Chime ou Gentle Wake nas configurações de exibição para um aviso mais suave.",
      faq: {
        question: "O cronômetro faz algum som enquanto eu medito?",
        answer:
          "Não. O cronômetro é silencioso, a não ser que você escolha uma predefinição com meta; aí ele toca o som de alarme escolhido uma vez quando a meta é atingida.",
      },
    },
    "reaction-time": {
      name: "Tempo de reação",
      blurb: "Testes de reação ao milissegundo.",
      intro:
        "Teste os reflexos em dupla: uma pessoa inicia e a outra para assim que percebe. A tela mostra milissegundos, e as voltas registram várias tentativas seguidas.",
      tip: "O tempo de reação visual típico fica em torno de 200 a 250 milissegundos; use a mediana de cinco tentativas.",
      faq: {
        question: "Qual é a precisão do cronômetro?",
        answer:
          "Ele lê o relógio monotônico de alta resolução do navegador, então os tempos são exatos ao milissegundo. O seu próprio toque na tecla varia mais do que o cronômetro.",
      },
    },
    "gaming-speedruns": {
      name: "Speedruns",
      blurb: "Parciais para cada fase.",
      intro:
        "Deixe um cronômetro ao lado do jogo e registre uma parcial a cada fase ou chefe. Compare os trechos mais rápidos e mais lentos para ver onde a sua run perde tempo.",
      tip: "Deixe o cronômetro numa janela separada: ele continua exato mesmo com o navegador em segundo plano.",
      faq: {
        question: "O cronômetro continua rodando se eu mudar para o jogo?",
        answer:
          "Sim. O tempo é calculado a partir do instante de início, não contado tique a tique, então uma aba oculta ou desacelerada mostra o tempo exato quando você volta.",
      },
    },
    "art-creation": {
      name: "Arte e desenho",
      blurb: "Desenho de gesto e esboços cronometrados.",
      intro:
        "Cronometre desenhos de gesto, speed paintings ou uma obra inteira. Registre uma volta por pose ou etapa para ver como seu tempo de trabalho se distribui.",
      tip: "No desenho de gesto, comece com poses de 30 segundos e vá subindo para 2 e 5 minutos.",
      faq: {
        question: "Como cronometro as poses de desenho de gesto?",
        answer:
          "Inicie o cronômetro e aperte L no fim de cada pose. A barra de 10 segundos dá noção do tempo passando sem precisar olhar os dígitos.",
      },
    },
    "music-practice": {
      name: "Estudo de música",
      blurb: "Tempo de estudo por peça.",
      intro:
        "Acompanhe quanto tempo você estuda cada peça, escala ou trecho. Registre uma volta ao trocar de exercício e veja a divisão da sessão no final.",
      tip: "Copie as voltas como CSV depois de cada sessão para manter um diário de estudo numa planilha.",
      faq: {
        question: "Como mantenho um diário de estudo?",
        answer:
          "Marque uma volta a cada troca de exercício, use “Copiar como CSV” e cole numa planilha. Em algumas semanas você vai ver para onde seu tempo de estudo realmente vai.",
      },
    },
    "photography-shoots": {
      name: "Sessões de fotos",
      blurb: "Longas exposições e horários de sessão.",
      intro:
        "Cronometre longas exposições no modo bulb, light painting ou retratos em sequência. Os milissegundos e os dígitos grandes em tela cheia funcionam num estúdio escuro.",
      tip: "Num ambiente escuro, use o tema escuro e a tela cheia para que a tela não estrague a exposição.",
      faq: {
        question: "Posso cronometrar uma longa exposição com este cronômetro?",
        answer:
          "Sim: inicie ao abrir o obturador e pare ao fechá-lo. Em exposições de vários minutos, a barra de 10 segundos ajuda a contar sem ler os dígitos.",
      },
    },
    "typing-speed": {
      name: "Velocidade de digitação",
      blurb: "Cronometre um texto e calcule as PPM.",
      intro:
        "Cronometre quanto tempo você leva para digitar um texto e divida as palavras pelos minutos para obter suas palavras por minuto. Os atalhos de teclado são ignorados enquanto você digita num campo de texto.",
      tip: "PPM = palavras ÷ minutos. Uma “palavra” padrão tem cinco caracteres, incluindo espaços.",
      faq: {
        question: "Digitar aciona os atalhos do cronômetro?",
        answer:
          "Não. Espaço, L, R e F só funcionam quando você não está digitando num campo de texto, então dá para digitar um texto de teste em outro lugar da página sem parar o relógio.",
      },
    },
    "board-games": {
      name: "Jogos de tabuleiro",
      blurb: "Tempo por jogada e partidas inteiras.",
      intro:
        "Cronometre jogadas, rodadas ou a noite de jogos inteira. Aperte L no fim de cada jogada e veja quem demorou mais quando a partida acabar.",
      tip: "Combinem um limite por jogada e usem a barra de 10 segundos como um lembrete visual discreto.",
      faq: {
        question: "Como cronometro a jogada de cada pessoa?",
        answer:
          "Inicie o cronômetro e aperte L sempre que uma jogada terminar. A tabela de voltas lista todas as jogadas em ordem, com a mais rápida e a mais lenta marcadas.",
      },
    },
    "cleaning-tasks": {
      name: "Faxina",
      blurb: "Quanto a limpeza realmente leva.",
      intro:
        "Descubra quanto tempo cada tarefa de limpeza leva de verdade. Quando você sabe que o banheiro leva 12 minutos, fica muito mais fácil encaixá-lo num dia corrido.",
      tip: "Dispute contra o seu próprio recorde: uma volta por cômodo transforma a tarefa num jogo.",
      faq: {
        question: "Por que cronometrar a faxina?",
        answer:
          "A maioria das pessoas calcula mal quanto tempo as tarefas levam. Algumas sessões cronometradas dão números reais para planejar uma rotina de limpeza.",
      },
    },
    "dog-walks": {
      name: "Passeios com o cachorro",
      blurb: "Duração do passeio e da brincadeira.",
      intro:
        "Cronometre passeios e brincadeiras para garantir que seu cachorro se exercite o suficiente. Pause durante as conversas com outros tutores para que o tempo de caminhada seja real.",
      tip: "Muitos veterinários recomendam de 30 minutos a 2 horas de atividade por dia, dependendo da raça.",
      faq: {
        question: "O cronômetro funciona se a tela do celular apagar?",
        answer:
          "O tempo é calculado a partir do instante de início, então, ao desbloquear o celular, você vê o tempo decorrido exato, mesmo que o navegador tenha ficado pausado nesse meio-tempo.",
      },
    },
    "gardening-work": {
      name: "Jardinagem",
      blurb: "Rega, capina e corte de grama.",
      intro:
        "Cronometre a rega por área, a capina ou quanto tempo leva para cortar a grama. Uma volta por canteiro mostra para onde vai o trabalho.",
      tip: "Cronometre quanto a mangueira leva para encher um balde de 10 litros e descubra sua vazão de rega.",
      faq: {
        question: "Como cronometro a rega de cada canteiro?",
        answer: "Inicie o cronômetro ao começar a regar e aperte L ao passar para o próximo canteiro.",
      },
    },
    "commute-tracking": {
      name: "Trajeto diário",
      blurb: "Tempo de porta a porta.",
      intro:
        "Meça seu trajeto de porta a porta e registre uma volta a cada troca: a pé, trem, ônibus. Em uma semana você vai saber qual caminho é realmente o mais rápido.",
      tip: "Copie as voltas como texto no fim de cada viagem e guarde numa nota para comparar rotas.",
      faq: {
        question: "O cronômetro continua se eu bloquear o celular?",
        answer:
          "Sim. O tempo decorrido vem do relógio, e não de uma contagem, então está exato quando você volta à página.",
      },
    },
    "phone-calls": {
      name: "Ligações",
      blurb: "Duração da chamada para cobrança ou anotações.",
      intro:
        "Cronometre ligações para cobrança, para treinar atendimento ou só para mantê-las curtas. Pause durante a espera para contar só o tempo de conversa.",
      tip: "Use a predefinição Reunião para receber um aviso aos 25 minutos quando precisar terminar até a meia hora.",
      faq: {
        question: "Posso cronometrar ligações cobráveis?",
        answer:
          "Sim. Inicie quando a ligação começar, pause durante as esperas e pare no fim. Copie o resultado como texto para sua planilha de horas.",
      },
    },
    "reading-sessions": {
      name: "Leitura",
      blurb: "Tempo de leitura e páginas por hora.",
      intro:
        "Cronometre suas sessões de leitura e registre uma volta por capítulo. Divida as páginas pelas horas para saber sua velocidade de leitura e planejar quanto tempo um livro vai levar.",
      tip: "Um adulto médio lê cerca de 200 a 250 palavras por minuto de um texto não técnico.",
      faq: {
        question: "Como calculo minha velocidade de leitura?",
        answer:
          "Leia durante uma sessão cronometrada, conte as palavras ou páginas e divida pelos minutos. Registre uma volta por capítulo para ver se seu ritmo muda ao longo do livro.",
      },
    },
    "household-chores": {
      name: "Tarefas domésticas",
      blurb: "Louça, roupa, arrumação.",
      intro:
        "Cronometre as tarefas do dia a dia: lavar a louça, dobrar roupa, arrumar o quarto das crianças. Conhecer os números deixa a divisão das tarefas mais justa.",
      tip: "A maioria das tarefas leva menos tempo do que parece: cronometrar ajuda a começar.",
      faq: {
        question: "Como cronometrar as tarefas ajuda?",
        answer:
          "Ver que esvaziar a lava-louças leva quatro minutos faz você simplesmente ir lá e fazer. Tarefas cronometradas também ficam mais fáceis de dividir de forma justa.",
      },
    },
    "baby-activities": {
      name: "Rotina do bebê",
      blurb: "Mamadas, sonecas e tempo de bruços.",
      intro:
        "Cronometre mamadas, sonecas e o tempo de bruços com uma mão só. Os botões grandes e os atalhos de teclado facilitam, e as voltas registram cada lado ou sessão.",
      tip: "Registre uma volta ao trocar de lado durante a mamada para saber quanto tempo durou cada lado.",
      faq: {
        question: "Dá para usar o cronômetro com uma mão só?",
        answer:
          "Sim. Os botões Iniciar, Volta e Zerar são grandes e, no teclado, Espaço inicia ou pausa, L marca uma volta e R zera.",
      },
    },
    "car-maintenance": {
      name: "Manutenção do carro",
      blurb: "Serviços, aquecimento e testes.",
      intro:
        "Cronometre serviços de manutenção, o aquecimento do motor ou arrancadas de 0 a 100 (em pista fechada). Registre voltas para cada etapa de um serviço e planeje melhor o próximo.",
      tip: "Para verificar o óleo, espere alguns minutos depois de desligar o motor para o óleo assentar; cronometre esse tempo.",
      faq: {
        question: "Quanto tempo devo deixar o motor do carro aquecer?",
        answer:
          "Motores modernos só precisam de cerca de 30 segundos antes de rodar com calma. Cronometre em vez de chutar e evite deixar o carro muito tempo em marcha lenta.",
      },
    },
    "home-repair": {
      name: "Reparos em casa",
      blurb: "Tempos de secagem e faça você mesmo.",
      intro:
        "Cronometre serviços de faça você mesmo e os tempos de secagem ou cura entre demãos. Saber quanto tempo um serviço levou deixa o próximo planejamento mais preciso.",
      tip: "Confira a lata: muitas tintas pedem de 2 a 4 horas entre demãos; um cronômetro iniciado após a primeira demão diz quando continuar.",
      faq: {
        question: "Como acompanho a secagem entre demãos?",
        answer:
          "Inicie o cronômetro ao terminar uma demão. Como o tempo vem do relógio, você pode fechar o notebook e ele ainda vai mostrar o tempo certo depois.",
      },
    },
    "laundry-cycles": {
      name: "Ciclos de lavagem",
      blurb: "Duração da lavagem e da secagem.",
      intro:
        "Meça quanto os ciclos da máquina de lavar e da secadora duram de verdade para saber quando voltar. Uma volta no fim da lavagem marca o início da secagem.",
      tip: "Os ciclos reais costumam ser diferentes do que a máquina mostra; cronometre um de cada para saber.",
      faq: {
        question: "Por que a máquina de lavar demora mais do que indica?",
        answer:
          "Muitas máquinas ajustam o ciclo à carga e à temperatura da água. Cronometre algumas lavagens para conhecer a duração real do seu programa favorito.",
      },
    },
  },
};

export default ptBR;

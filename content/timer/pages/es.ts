import { icu } from "@content/i18n/icu";
import { allOf, capitalize, oneOf } from "./grammar";
import type { Faq, GeneralFaqKey, PageKind, PageProfile, TimerCopyPack } from "../types";

const amountOf = (amount: number, unit: string) =>
  icu(
    "es",
    "{unit, select, second {{amount, plural, one {# segundo} other {# segundos}}} minute {{amount, plural, one {# minuto} other {# minutos}}} other {{amount, plural, one {# hora} other {# horas}}}}",
    { amount, unit },
  );

const usesEnding: Record<PageKind, string> = {
  short: "Con tan pocos segundos, una cuenta regresiva a la vista es mucho más fiable que contar de cabeza.",
  medium: "Son cosas fáciles de olvidar en cuanto te pones con otra tarea, y para eso está la alarma.",
  long: "En un rato tan largo es fácil perder la noción del tiempo; deja que el temporizador lo lleve por ti.",
};

const profiles: Record<string, PageProfile> = {
  "": {
    h1: "Temporizador online",
    title: "Temporizador online gratis con alarma | Tickwise",
    description:
      "Temporizador online gratis con alarma. Escribe cualquier tiempo o elige uno predefinido; es exacto en segundo plano y funciona sin conexión.",
    noun: "temporizador online",
    hook: "cualquier tarea",
    uses: ["la cocina", "los entrenamientos", "el estudio", "las actividades en clase"],
    intro:
      "Escribe cualquier tiempo hasta 99:59:59 o elige uno predefinido, pulsa Iniciar y sigue con lo tuyo. Tickwise cuenta hacia una hora de fin fija, así que sigue siendo exacto aunque la pestaña esté en segundo plano y suena justo al llegar a cero.",
    faqs: [
      {
        question: "¿Cómo pongo un tiempo a mi medida?",
        answer:
          "Haz clic en los números grandes y escribe. Un número son segundos (90 es un minuto y medio), dos son minutos y segundos (7:30) y tres son horas, minutos y segundos (1:15:00). Pulsa Intro para guardarlo o Escape para deshacer; si no se puede leer, se mantiene el tiempo anterior.",
      },
      {
        question: "¿Por qué el temporizador empieza en 5 minutos?",
        answer:
          "Cinco minutos es la duración que más se usa (un té, una pausa corta, una tarea rápida), y un temporizador ya cargado se pone en marcha con un solo clic o con la barra espaciadora. Cámbialo en un segundo escribiendo otro tiempo o eligiendo un preajuste.",
      },
      {
        question: "¿Tickwise es gratis? ¿Necesito una cuenta?",
        answer:
          "Es totalmente gratis, sin cuenta y sin registro. Tus ajustes (sonido, colores, fuente, confeti) se quedan en tu navegador; lo único que guarda el servidor es un recordatorio por correo si lo pides, y solo hasta que se envía.",
      },
    ],
    tips: [
      "Guarda en marcadores la página del tiempo que más usas, como /timer/10-minute-timer, y la tendrás lista al abrirla.",
      "Elige en Ajustes un sonido de alarma adecuado al lugar: Soft Chime para una biblioteca, Traditional Buzzer para una cocina ruidosa.",
    ],
  },
  "countdown-timer": {
    h1: "Cuenta regresiva",
    title: "Cuenta regresiva online – Grande y exacta | Tickwise",
    description:
      "Cuenta regresiva online lista en 5 minutos o con el tiempo que escribas. Números enormes a pantalla completa, alarma al llegar a cero y exactitud total.",
    noun: "temporizador de cuenta regresiva",
    hook: "clases, charlas y juegos",
    uses: ["actividades en clase", "presentaciones", "rondas de un juego", "tareas de cocina"],
    intro:
      "Una cuenta regresiva sin complicaciones que arranca lista en cinco minutos, o con el tiempo que escribas. Números grandes que se leen desde el fondo de la sala, una barra de progreso y una alarma en cuanto llega a cero.",
    faqs: [
      {
        question: "¿Qué diferencia hay entre una cuenta regresiva y un cronómetro?",
        answer:
          "Una cuenta regresiva va desde el tiempo que eliges hasta cero y entonces te avisa; un cronómetro cuenta hacia arriba desde cero para medir cuánto ha durado algo. Usa esta página cuando sabes cuánto tiempo tienes, y el Cronómetro cuando quieres averiguarlo.",
      },
      {
        question: "¿Puedo proyectar la cuenta regresiva en una pantalla o un televisor?",
        answer:
          "Sí. Pulsa F (o el botón de pantalla completa) y los números ocupan toda la pantalla. En Ajustes puedes elegir un fondo y un color de letra con mucho contraste, y la pantalla no se apaga mientras el temporizador está en marcha, así que no se oscurecerá a mitad de clase.",
      },
      {
        question: "¿Cómo hago una cuenta regresiva hasta una hora concreta del día?",
        answer:
          "Este temporizador cuenta una duración. Para que te avise a las 7:30 o a las 18:00, usa la Alarma, que admite fecha y hora; para los días festivos, la página de Festivos cuenta los días por ti.",
      },
    ],
    tips: [
      "¿Das una charla? Pon el tiempo completo de tu turno y mira la barra de progreso: a mitad de camino marca el 50 %.",
      "Una cuenta regresiva en la pantalla grande le parece más justa a una clase que un «cinco minutos más» dicho en voz alta.",
    ],
  },
  "study-timer": {
    h1: "Temporizador de estudio (Pomodoro de 25 minutos)",
    title: "Temporizador de estudio Pomodoro (25 min) | Tickwise",
    description:
      "Temporizador Pomodoro de 25 minutos para estudiar: concéntrate hasta la alarma, descansa 5 minutos y repite. Gratis, exacto y sin registro.",
    noun: "temporizador de estudio",
    hook: "sesiones de estudio Pomodoro",
    uses: [
      "un pomodoro de repaso",
      "resolver una hoja de ejercicios",
      "leer un capítulo y tomar apuntes",
      "redactar una parte de un trabajo",
    ],
    intro:
      "Veinticinco minutos de estudio concentrado y luego una pausa corta: el ritmo Pomodoro evita que el repaso se convierta en un atracón de última hora o en pura procrastinación. Pulsa Iniciar, pon el móvil boca abajo y trabaja hasta que suene la alarma.",
    faqs: [
      {
        question: "¿Qué es la técnica Pomodoro?",
        answer:
          "Un método de gestión del tiempo creado por Francesco Cirillo a finales de los años ochenta y bautizado por su temporizador de cocina con forma de tomate (pomodoro significa tomate en italiano). Trabajas en una sola tarea durante 25 minutos, descansas 5 y, tras cuatro rondas, haces una pausa larga de 15 a 30 minutos.",
      },
      {
        question: "¿Por qué 25 minutos?",
        answer:
          "Es tiempo suficiente para meterte de lleno en una tarea y lo bastante corto como para que empezar no dé pereza. Además, el final fijo funciona como una pequeña fecha límite que ayuda a ignorar los mensajes hasta la alarma. Si 25 minutos no te encajan, ajústalo: el ritmo importa más que la cifra exacta.",
      },
      {
        question: "¿Qué hago en los descansos?",
        answer:
          "Aléjate de la pantalla: levántate, estírate, rellena el vaso de agua, mira por la ventana. Evita lo que cuesta dejar a medias, como un vídeo o las redes sociales. Usa el temporizador de 5 minutos para las pausas cortas y el de 15 minutos para la larga.",
      },
      {
        question: "¿Y si me interrumpen en mitad de un pomodoro?",
        answer:
          "Si puede esperar, apúntalo y sigue. Si no, pulsa Pausa: el tiempo restante se conserva exacto e Iniciar continúa donde lo dejaste. Los puristas prefieren empezar el pomodoro de nuevo; las dos opciones valen si eres honesto contigo.",
      },
    ],
    tips: [
      "Antes de pulsar Iniciar, escribe la única tarea de este pomodoro.",
      "Cuenta pomodoros terminados en lugar de horas sentado: es una medida más honesta de un día de estudio.",
      "¿Trabajas hacia algo más grande? Crea una meta en la página Metas e inicia su temporizador desde allí.",
    ],
  },
  "10-second-timer": {
    hook: "preguntas de concurso, juegos y sprints cortos",
    uses: [
      "responder en un concurso",
      "sprints de 10 segundos en un entrenamiento por intervalos",
      "una apnea corta",
      "la cuenta atrás antes de una foto de grupo",
    ],
    tips: ["Para una foto de grupo, inicia el temporizador y ponte en tu sitio: todos ven cuánto falta."],
  },
  "15-second-timer": {
    hook: "intervalos, cambios de estación y rondas rápidas",
    uses: [
      "ráfagas a tope en un entrenamiento por intervalos",
      "el cambio entre estaciones de un circuito",
      "rondas rápidas de preguntas",
      "un estiramiento breve",
    ],
    tips: ["Quince segundos duran menos de lo que parece: prepara el siguiente ejercicio antes de pulsar Iniciar."],
  },
  "20-second-timer": {
    hook: "lavarse las manos e intervalos Tabata",
    uses: [
      "lavarse bien las manos",
      "la fase de esfuerzo de una ronda Tabata",
      "la pausa visual de la regla 20-20-20",
      "una sentadilla isométrica contra la pared",
    ],
    faqs: [
      {
        question: "¿Por qué hay que lavarse las manos durante 20 segundos?",
        answer:
          "Organismos de salud como los CDC de EE. UU. aconsejan frotar con jabón al menos 20 segundos: es lo que se tarda en enjabonar todas las superficies (dorso, entre los dedos, bajo las uñas) y arrastrar la suciedad y los gérmenes. Cantar dos veces «Cumpleaños feliz» es el truco clásico; una cuenta regresiva que los niños puedan ver es más fácil.",
      },
      {
        question: "¿Cómo funciona un entrenamiento Tabata?",
        answer:
          "Ocho rondas de 20 segundos a tope y 10 de descanso, cuatro minutos en total. Usa este temporizador para las fases de esfuerzo, o el de 4 minutos para cronometrar el bloque entero de una vez.",
      },
    ],
    tips: [
      "Pon la cuenta regresiva en una tableta junto al lavabo y lavarse las manos se convierte en un juego para los niños.",
    ],
  },
  "30-second-timer": {
    hook: "planchas, estiramientos e intervalos de 30 segundos",
    uses: [
      "mantener un estiramiento",
      "una plancha de principiante",
      "intervalos de 30 segundos de esfuerzo y 30 de descanso",
      "ensayar una presentación exprés de 30 segundos",
    ],
    faqs: [
      {
        question: "¿Cuánto tiempo hay que mantener un estiramiento?",
        answer:
          "En los estiramientos estáticos, las guías de ejercicio suelen recomendar mantener cada postura entre 10 y 30 segundos y repetirla varias veces; 30 segundos es un objetivo cómodo para la mayoría. Respira despacio y afloja si duele en lugar de tirar.",
      },
    ],
    tips: [
      "¿Ensayas tu presentación exprés? Dila en voz alta contra el reloj hasta que termines con margen antes del cero.",
    ],
  },
  "45-second-timer": {
    hook: "series de HIIT y estaciones de circuito",
    uses: [
      "series de 45 segundos en un HIIT",
      "cada estación de un circuito",
      "una plancha larga",
      "una ronda rápida en un juego",
    ],
    faqs: [
      {
        question: "¿Qué es un entrenamiento por intervalos 45/15?",
        answer:
          "Trabajas 45 segundos y descansas 15, de modo que cada ejercicio ocupa exactamente un minuto. Elige entre cinco y diez ejercicios y haz dos o tres vueltas; como cada ejercicio dura un minuto, es fácil saber por dónde vas.",
      },
    ],
  },
  "90-second-timer": {
    hook: "descansos entre series y tareas rápidas de cocina",
    uses: [
      "el descanso entre series de fuerza",
      "un bizcocho en taza al microondas",
      "una réplica en un debate",
      "un ejercicio de respiración para calmarte",
    ],
    faqs: [
      {
        question: "¿Cuánto hay que descansar entre series?",
        answer:
          "Depende del objetivo. Para ganar masa muscular se suele descansar entre 1 y 2 minutos, y más (de 2 a 5 minutos) en el trabajo de fuerza pesado. Noventa segundos es un término medio muy popular: recuperas sin enfriarte.",
      },
    ],
    tips: ["Inicia el descanso en cuanto sueltes la barra, no cuando hayas recuperado el aliento."],
  },
  "1-minute-timer": {
    hook: "retos de un minuto, ejercicios y rondas EMOM",
    uses: [
      "juegos tipo «Minuto para ganar»",
      "prácticas de oratoria de un minuto",
      "rondas EMOM (cada minuto, al empezar el minuto)",
      "un minuto de respiración lenta",
    ],
    faqs: [
      {
        question: "¿Qué es un entrenamiento EMOM?",
        answer:
          "Viene del inglés Every Minute On the Minute: al empezar cada minuto haces un número fijo de repeticiones y descansas lo que quede de ese minuto. Inicia este temporizador al comienzo de cada ronda; cuanto antes termines, más descanso te ganas.",
      },
      {
        question: "¿Qué se puede hacer de verdad en un minuto?",
        answer:
          "Más de lo que parece: contestar un correo corto, despejar la mesa, hacer 20 sentadillas o respirar despacio unas seis veces. La regla del minuto (si algo lleva menos de un minuto, hazlo ya) es una forma sencilla de que las tareas pequeñas no se acumulen.",
      },
    ],
    tips: ["Empieza con la barra espaciadora: en una ronda de un minuto no hay tiempo para buscar el botón."],
  },
  "2-minute-timer": {
    hook: "cepillarse los dientes, té verde y pausas rápidas",
    uses: [
      "cepillarte los dientes",
      "infusionar té verde",
      "un reto de plancha de dos minutos",
      "la regla de los dos minutos para tareas pequeñas",
    ],
    faqs: [
      {
        question: "¿Cuánto tiempo hay que cepillarse los dientes?",
        answer:
          "Los dentistas, entre ellos la Asociación Dental Americana, recomiendan cepillarse dos minutos, dos veces al día. La mayoría se queda muy por debajo; dedicar unos 30 segundos a cada cuarto de la boca hace que los dos minutos pasen volando.",
      },
      {
        question: "¿Qué es la regla de los dos minutos?",
        answer:
          "Un hábito del método Getting Things Done de David Allen: si una acción lleva menos de dos minutos, hazla ahora en vez de apuntarla. El temporizador te ayuda a ser honesto sobre lo que de verdad lleva dos minutos.",
      },
    ],
    tips: [
      "Para los niños, apoya un móvil junto al espejo: ver cómo se llena la barra hace más cortos los dos minutos de cepillado.",
    ],
  },
  "3-minute-timer": {
    hook: "té negro, fideos instantáneos y asaltos de boxeo",
    uses: ["fideos instantáneos", "infusionar té negro", "un asalto de boxeo", "una charla de tres minutos"],
    faqs: [
      {
        question: "¿Cuánto tiempo debe reposar el té negro?",
        answer:
          "La mayoría de los tés negros quedan mejor entre 3 y 5 minutos en agua recién hervida: con tres sale una taza más suave y con cinco una más fuerte y astringente. Empieza por tres, prueba y añade un minuto la próxima vez si lo quieres con más cuerpo.",
      },
      {
        question: "¿Cuánto dura un asalto de boxeo?",
        answer:
          "En el boxeo profesional cada asalto dura tres minutos, con un minuto de descanso entre uno y otro. Para trabajar el saco o hacer sombra, usa este temporizador para cada asalto y el de 1 minuto para el descanso.",
      },
    ],
  },
  "4-minute-timer": {
    hook: "café de prensa francesa y bloques Tabata",
    uses: [
      "preparar café en prensa francesa",
      "un bloque Tabata completo",
      "una rutina corta de estiramientos",
      "calentar antes de correr",
    ],
    faqs: [
      {
        question: "¿Cuánto tiempo se deja el café en la prensa francesa?",
        answer:
          "Cuatro minutos es la recomendación clásica: vierte agua recién retirada del hervor sobre café de molienda gruesa, remueve, tapa y presiona el émbolo cuando suene la alarma. Si lo dejas más, el café sale más amargo, no más fuerte.",
      },
      {
        question: "¿Cuánto dura un entrenamiento Tabata?",
        answer:
          "Cuatro minutos: ocho rondas de 20 segundos al máximo y 10 segundos de descanso. Es corto pero duro, así que calienta antes.",
      },
    ],
  },
  "5-minute-timer": {
    hook: "un té, ordenar un poco o una pausa corta",
    uses: [
      "la pausa corta de un pomodoro",
      "ordenar un poco",
      "una meditación de cinco minutos",
      "arrancar una tarea que llevas días aplazando",
    ],
    intro:
      "Cinco minutos es lo bastante poco para decir que sí y lo bastante para hacer algo de verdad: una pausa entre sesiones de concentración, ordenar un rincón, un momento de calma. Pulsa Iniciar y sonará cuando se acabe el tiempo.",
    faqs: [
      {
        question: "¿Qué es la regla de los cinco minutos contra la procrastinación?",
        answer:
          "Comprométete a trabajar en la tarea solo cinco minutos, con permiso para parar cuando suene la alarma. Lo más difícil suele ser empezar; una vez en marcha, a menudo sigues, y si no, has hecho cinco minutos más que antes.",
      },
      {
        question: "¿Cinco minutos son suficientes para descansar?",
        answer:
          "Para sesiones cortas de concentración, sí: la técnica Pomodoro usa una pausa de cinco minutos tras cada bloque de 25 de trabajo. Levántate, muévete y aparta la vista de la pantalla, y la pausa cumplirá su función.",
      },
      {
        question: "¿Cuánto tiempo debería meditar un principiante?",
        answer:
          "Cinco minutos al día es un comienzo realista. Siéntate cómodo, sigue tu respiración y, cuando la mente se distraiga (lo hará), vuelve a ella sin juzgarte. Elige en Ajustes una alarma suave como Soft Chime para que el final no sea un sobresalto.",
      },
    ],
    tips: ["¿Vas a meditar? Elige Soft Chime o Gentle Wake en Ajustes para un final tranquilo."],
  },
  "6-minute-timer": {
    hook: "huevos con la yema melosa y entrenamientos cortos",
    uses: [
      "huevos cocidos con la yema melosa",
      "una rutina de abdominales de seis minutos",
      "una sesión guiada de respiración",
      "el turno máximo en un juego de mesa",
    ],
    faqs: [
      {
        question: "¿Cuánto se cuece un huevo para que la yema quede melosa?",
        answer:
          "Mete un huevo grande recién sacado de la nevera en agua hirviendo y cuécelo unos 6 o 7 minutos; después, enfríalo en agua fría. Con cinco minutos la yema queda líquida y con 9 o 10 bien cuajada; el tamaño del huevo y la altitud cambian un poco los tiempos.",
      },
    ],
  },
  "7-minute-timer": {
    hook: "el entrenamiento de 7 minutos y meditaciones cortas",
    uses: [
      "el entrenamiento de 7 minutos",
      "una meditación corta",
      "un sprint de orden en una habitación",
      "calentar antes de correr",
    ],
    faqs: [
      {
        question: "¿Qué es el entrenamiento de 7 minutos?",
        answer:
          "Un circuito que se hizo popular en 2013 a raíz de un artículo en la revista ACSM's Health & Fitness Journal: 12 ejercicios con el propio peso de 30 segundos cada uno, con unos 10 segundos entre ellos. Usa este temporizador para el circuito completo, o el de 30 segundos si prefieres una señal por ejercicio.",
      },
    ],
  },
  "8-minute-timer": {
    hook: "pasta, abdominales rápidos y reuniones de pie",
    uses: [
      "cocer pasta seca",
      "una rutina de abdominales de 8 minutos",
      "una reunión de pie",
      "una sesión corta de escritura de diario",
    ],
    faqs: [
      {
        question: "¿Cuánto tarda en cocerse la pasta?",
        answer:
          "La mayoría de los espaguetis y macarrones secos necesitan entre 8 y 12 minutos en agua hirviendo con bastante sal; el paquete indica el tiempo exacto. Inicia el temporizador cuando el agua vuelva a hervir y prueba un minuto antes de la alarma para dejarla al dente.",
      },
    ],
  },
  "9-minute-timer": {
    hook: "huevos duros y sprints cortos de concentración",
    uses: [
      "huevos duros",
      "un sprint corto de concentración",
      "ordenar a toda prisa antes de que lleguen visitas",
      "verduras al vapor",
    ],
    faqs: [
      {
        question: "¿Cuánto tarda en hacerse un huevo duro?",
        answer:
          "Entre 9 y 12 minutos desde que el agua hierve: con 9 la yema queda cuajada pero tierna, y con 12 firme y más clara. Pasa los huevos enseguida a agua fría para cortar la cocción y pelarlos con más facilidad.",
      },
    ],
  },
  "10-minute-timer": {
    hook: "ordenar, meditar o entrenar un rato",
    uses: [
      "ordenar una habitación en diez minutos",
      "una sesión corta de yoga",
      "un entrenamiento rápido con el propio peso",
      "los últimos diez minutos de una actividad en clase",
    ],
    intro:
      "Diez minutos son la unidad de un buen hábito: suficientes para un entrenamiento de verdad, un buen orden o una meditación tranquila, y lo bastante cortos para encajar en cualquier día. El temporizador ya está cargado: pulsa Iniciar.",
    faqs: [
      {
        question: "¿Qué puedo hacer en 10 minutos?",
        answer:
          "Una cantidad sorprendente: despejar la encimera y llenar el lavavajillas, caminar cerca de un kilómetro, leer un capítulo de un libro corto o completar un circuito con el propio peso. Diez minutos concentrados valen más que treinta distraídos.",
      },
      {
        question: "¿Cómo usan los profesores un temporizador de 10 minutos?",
        answer:
          "Para actividades cronometradas, trabajo en grupo y transiciones. Proyéctalo a pantalla completa (pulsa F) para que todos vean el mismo tiempo; la barra de progreso muestra de un vistazo cuánto queda, y nadie tiene que ir anunciándolo.",
      },
    ],
    tips: [
      "Prueba a ordenar diez minutos cada noche: inicia el temporizador, recoge todo lo que puedas y para con la alarma.",
    ],
  },
  "12-minute-timer": {
    hook: "el test de Cooper y entrenamientos cortos",
    uses: [
      "el test de Cooper de 12 minutos",
      "una sesión corta de HIIT",
      "pasta al dente",
      "una tanda concentrada de correos",
    ],
    faqs: [
      {
        question: "¿Qué es el test de Cooper?",
        answer:
          "Una prueba de forma física ideada por el doctor Kenneth Cooper en 1968: corres (o caminas) la mayor distancia posible en 12 minutos, y esa distancia estima tu capacidad aeróbica. Hazlo en una pista de atletismo para medir la distancia con facilidad, y calienta antes.",
      },
    ],
  },
  "15-minute-timer": {
    hook: "pausas para el café, siestas cortas y descansos Pomodoro",
    uses: [
      "una pausa para el café",
      "el descanso largo tras cuatro pomodoros",
      "un entrenamiento rápido",
      "una siesta corta",
    ],
    intro:
      "Un cuarto de hora: la pausa para el café, el descanso largo tras cuatro pomodoros, un paseo a buen ritmo alrededor de la manzana. Ponlo en marcha y deja de mirar el reloj.",
    faqs: [
      {
        question: "¿Cuánto debería durar una siesta corta?",
        answer:
          "Los investigadores del sueño suelen recomendar entre 10 y 20 minutos: lo suficiente para despertarte descansado y lo bastante poco para no salir aturdido de un sueño profundo. Con quince minutos te queda un margen para quedarte dormido.",
      },
      {
        question: "¿Qué entrenamiento cabe en 15 minutos?",
        answer:
          "Tres vueltas a cinco ejercicios (sentadillas, flexiones, zancadas, plancha y saltos de tijera), cada uno de 45 segundos con 15 de descanso. Llena exactamente los 15 minutos y trabaja todo el cuerpo.",
      },
    ],
  },
  "18-minute-timer": {
    hook: "charlas al estilo TED y ensayos de presentaciones",
    uses: [
      "ensayar una charla de 18 minutos al estilo TED",
      "un turno de ponencia en un congreso",
      "hornear una bandeja de magdalenas",
      "una carrera corta",
    ],
    faqs: [
      {
        question: "¿Por qué las charlas TED duran 18 minutos?",
        answer:
          "TED limita sus charlas a 18 minutos, una duración que considera lo bastante larga para decir algo serio y lo bastante corta para mantener la atención del público. Ensaya con este temporizador y procura terminar con un minuto de margen.",
      },
    ],
  },
  "20-minute-timer": {
    hook: "siestas cortas, la regla 20-20-20 y bloques de trabajo",
    uses: [
      "una siesta corta",
      "un bloque de trabajo concentrado",
      "la regla 20-20-20 para descansar la vista",
      "un paseo a buen ritmo",
    ],
    intro:
      "Veinte minutos: la siesta corta clásica, un paseo a buen ritmo o un buen bloque de concentración. Pulsa Iniciar y deja que la alarma vigile el reloj por ti.",
    faqs: [
      {
        question: "¿Qué es la regla 20-20-20?",
        answer:
          "Un hábito que recomiendan los especialistas de la vista para quien trabaja con pantallas: cada 20 minutos, mira algo a unos 6 metros (20 pies) durante 20 segundos. Usa este temporizador mientras trabajas y el de 20 segundos para la pausa.",
      },
      {
        question: "¿Son 20 minutos la duración ideal para una siesta?",
        answer:
          "Para la mayoría de los adultos, entre 10 y 20 minutos es lo ideal: te quedas en el sueño ligero y te despiertas descansado. Si te alargas mucho, corres el riesgo de despertarte en pleno sueño profundo y aturdido. Cuenta con unos minutos para dormirte al ponerlo.",
      },
    ],
  },
  "25-minute-timer": {
    hook: "un pomodoro, verduras al horno o una carrera corta",
    uses: [
      "una sesión de concentración Pomodoro",
      "asar una bandeja de verduras",
      "una carrera corta",
      "un lavado rápido de ropa",
    ],
    faqs: [
      {
        question: "¿Un temporizador de 25 minutos es lo mismo que un pomodoro?",
        answer:
          "Sí: 25 minutos es la duración clásica de un pomodoro. Para seguir la rutina completa, con consejos sobre descansos e interrupciones, visita la página del temporizador de estudio; esta es una cuenta regresiva de 25 minutos para lo que quieras.",
      },
    ],
  },
  "30-minute-timer": {
    hook: "entrenamientos, sesiones de estudio y repostería",
    uses: [
      "un entrenamiento de media hora",
      "un bloque de estudio concentrado",
      "hornear un bizcocho",
      "una reunión con tiempo limitado",
    ],
    intro:
      "Media hora da para un entrenamiento de verdad o para avanzar en serio en un trabajo, y cabe en la pausa de la comida. Pulsa Iniciar; la alarma te encontrará aunque estés en otra pestaña.",
    faqs: [
      {
        question: "¿Basta con 30 minutos de ejercicio al día?",
        answer:
          "Treinta minutos cinco días por semana suman 150 minutos, el mínimo de actividad moderada que la Organización Mundial de la Salud recomienda a los adultos cada semana. Caminar a paso ligero cuenta.",
      },
      {
        question: "¿Por qué limitar las reuniones a 30 minutos?",
        answer:
          "El trabajo tiende a ocupar todo el tiempo disponible (la ley de Parkinson). Una cuenta regresiva de 30 minutos a la vista mantiene la reunión centrada en el orden del día, y la barra de progreso deja claro cuándo vais por la mitad y seguís en el primer punto.",
      },
    ],
  },
  "35-minute-timer": {
    hook: "repostería, clases de yoga y bloques largos de estudio",
    uses: ["hornear pan de plátano", "una sesión de pilates", "un bloque de estudio más largo", "una carrera suave"],
    tips: [
      "¿Horneas? Echa un vistazo un par de minutos antes de la alarma: los hornos varían más de lo que admiten las recetas.",
    ],
  },
  "40-minute-timer": {
    hook: "clases, exámenes de práctica y entrenamientos largos",
    uses: [
      "una clase del colegio",
      "una parte de un examen de práctica",
      "una salida larga en bici",
      "asar piezas de pollo",
    ],
    tips: ["Para un examen de práctica, pon el temporizador a pantalla completa y deja el móvil en otra habitación."],
  },
  "45-minute-timer": {
    hook: "clases, una parte de un partido y entrenamientos",
    uses: [
      "una clase",
      "un tiempo de un partido de fútbol",
      "un entrenamiento de 45 minutos",
      "un bloque largo de concentración",
    ],
    faqs: [
      {
        question: "¿Cuánto dura cada tiempo de un partido de fútbol?",
        answer:
          "Un partido de fútbol tiene dos tiempos de 45 minutos con un descanso de 15, más el tiempo de descuento que añada el árbitro. Para un partido entre amigos, usa este temporizador para cada tiempo y el de 15 minutos para el descanso.",
      },
    ],
  },
  "50-minute-timer": {
    hook: "trabajo profundo, clases y sesiones de terapia",
    uses: [
      "un bloque de trabajo profundo de 50 minutos con 10 de descanso",
      "una clase magistral",
      "una sesión de coaching",
      "un ensayo largo con tu instrumento",
    ],
    faqs: [
      {
        question: "¿Por qué trabajar en bloques de 50 minutos?",
        answer:
          "Cincuenta minutos de concentración y diez de descanso encajan justo en una hora, así que las pausas coinciden con el reloj y con las reuniones. Es un primo más largo del Pomodoro, para tareas que necesitan más tiempo de arranque.",
      },
    ],
  },
  "60-minute-timer": {
    hook: "reuniones, exámenes y entrenamientos de una hora",
    uses: ["una reunión de una hora", "un examen", "una clase", "una hora de práctica con tu instrumento"],
    faqs: [
      {
        question: "¿Cómo practico para un examen con tiempo?",
        answer:
          "Pon el tiempo del examen, pulsa F para verlo a pantalla completa y guarda los apuntes. Mira la barra de progreso al cuarto, a la mitad y a los tres cuartos para controlar el ritmo, y reserva los últimos cinco minutos para revisar las respuestas.",
      },
    ],
  },
  "90-minute-timer": {
    hook: "trabajo profundo, ciclos de sueño y partidos de fútbol",
    uses: [
      "una sesión de trabajo profundo",
      "una siesta larga de un ciclo de sueño",
      "un partido de fútbol (dos tiempos de 45 minutos)",
      "un examen largo",
    ],
    intro:
      "Noventa minutos es una duración favorita para el trabajo serio: da para profundizar en un solo problema y dura más o menos lo que un ciclo de sueño o un partido de fútbol. Ponlo en marcha y deja que la alarma te avise de cuándo salir a la superficie.",
    faqs: [
      {
        question: "¿Por qué hay quien trabaja en bloques de 90 minutos?",
        answer:
          "Muchos escritores e investigadores notan que pueden concentrarse a fondo durante unos 90 minutos antes de que la atención decaiga; después, compensa un descanso de verdad de 15 a 20 minutos. Es una regla práctica, no una ley: pruébala y comprueba si te funciona.",
      },
      {
        question: "¿Es buena idea una siesta de 90 minutos?",
        answer:
          "Un ciclo de sueño completo dura aproximadamente 90 minutos, así que una siesta de esa duración te permite despertar en sueño ligero y no en mitad del profundo. Eso sí, es demasiado larga para una siesta en la jornada laboral; para eso, usa el temporizador de 20 minutos.",
      },
    ],
  },
  "1-hour-timer": {
    hook: "trabajo profundo, masa de pan y aparcamiento",
    uses: [
      "una hora de trabajo profundo",
      "dejar levar la masa de pan",
      "una hora de aparcamiento de pago",
      "un límite de pantallas para los niños",
    ],
    intro:
      "Una hora, medida con exactitud. Deja levar la masa, controla el tique del aparcamiento o reserva una hora de trabajo profundo: Tickwise suena al final aunque la pestaña haya pasado toda la hora en segundo plano.",
    faqs: [
      {
        question: "¿Cuánto tiempo debe levar la masa de pan?",
        answer:
          "Una masa básica con levadura suele necesitar alrededor de una hora para doblar su volumen a temperatura ambiente, aunque en una cocina fría puede tardar más. Toma la alarma como un aviso para comprobarla: está lista cuando ha doblado su tamaño y, al hundir un dedo enharinado, la marca se recupera despacio.",
      },
      {
        question: "¿Sirve para limitar el tiempo de pantalla de los niños?",
        answer:
          "Sí, y que vean la cuenta regresiva ayuda. Cuando los niños saben cuánto falta, el final no les pilla por sorpresa y hay menos discusiones. Ponlo, déjalo donde lo vean y que la alarma haga de mala de la película.",
      },
    ],
  },
  "2-hour-timer": {
    hook: "exámenes, asados lentos y sesiones largas de estudio",
    uses: [
      "un examen completo",
      "un asado a fuego lento",
      "una sesión larga de estudio con pausas",
      "un límite de tiempo para videojuegos",
    ],
    intro:
      "Dos horas para los trabajos largos: un examen de práctica completo, un asado lento, una tarde de repaso. Tickwise cuenta hacia una hora de fin fija, así que al final es tan exacto como al principio.",
    faqs: [
      {
        question: "¿Un temporizador de 2 horas sigue siendo exacto al final?",
        answer:
          "Sí. El tiempo restante siempre se calcula a partir de la hora de fin, así que los pequeños retrasos nunca se acumulan: al cabo de dos horas, incluso con la pestaña en segundo plano, la alarma suena puntual con un margen de fracciones de segundo. Solo un ordenador que entra en reposo no puede sonar, así que mantenlo activo o añade un recordatorio por correo.",
      },
      {
        question: "¿Cómo divido una sesión de estudio de dos horas?",
        answer:
          "Prueba tres bloques de 35 minutos con pausas de 5, o cuatro pomodoros con un descanso más largo a mitad. Deja este temporizador en marcha durante toda la sesión para saber siempre cuánto te queda.",
      },
    ],
  },
};

function generalFaqs(kind: PageKind, noun: string, words: string, command: string): Record<GeneralFaqKey, Faq> {
  return {
    accuracy: {
      question: `¿El ${noun} es lo bastante preciso para hacer intervalos?`,
      answer:
        "Sí. Tickwise guarda el momento exacto en que debe terminar la cuenta y consulta el reloj en cada actualización, así que no puede desfasarse ni perder segundos. La pantalla redondea hacia arriba: 00:00:01 se mantiene hasta que el tiempo se ha agotado de verdad, y la alarma suena en el cero, no un segundo tarde.",
    },
    background:
      kind === "long"
        ? {
            question: `¿Tengo que dejar la página abierta durante ${words}?`,
            answer:
              "Deja la pestaña abierta (en segundo plano vale) para que pueda sonar y enviarte una notificación. Si la recargas o la cierras sin querer, no se pierde nada: vuelve a abrir la página y el temporizador sigue con la misma hora de fin, o te avisa de que terminó mientras no estabas.",
          }
        : {
            question: `¿El ${noun} sigue funcionando si cambio de pestaña?`,
            answer:
              "Sí. Los navegadores ralentizan las pestañas que no estás mirando, pero Tickwise calcula el tiempo restante a partir del momento en que termina, en lugar de contar pulsos, así que se mantiene exacto. Cuando el tiempo se acaba en una pestaña oculta, oyes igualmente la alarma y, si lo has permitido, recibes una notificación del sistema.",
          },
    pauseAdd: {
      question: `¿Puedo pausar el ${noun} o añadir tiempo?`,
      answer:
        "Pulsa Pausa (o la barra espaciadora) y el tiempo restante se conserva al milisegundo; Iniciar continúa desde ahí. Antes de empezar o en pausa, +30s, +1m y +5m añaden tiempo; no están disponibles mientras corre, para que un toque sin querer no cambie una cuenta en marcha.",
    },
    alarm: {
      question: `¿Cómo sabré que el ${noun} ha terminado?`,
      answer:
        "Suena una alarma (elige entre 16 sonidos en Ajustes, de Soft Chime a Rooster Crow), cae confeti si lo tienes activado, el título de la pestaña avisa de que se acabó el tiempo y, si la página está oculta, recibes una notificación del sistema. Los navegadores silencian las páginas hasta que haces clic en ellas, así que usa Probar sonido antes.",
    },
    email: {
      question: "¿Puede Tickwise avisarme por correo cuando termine?",
      answer:
        "Sí: escribe tu dirección (y una nota opcional) en la tarjeta de recordatorio por correo antes de pulsar Iniciar. El recordatorio se programa al iniciar el temporizador, se cancela si lo pausas o lo reinicias, y el servidor lo envía aunque cierres la pestaña. Tu dirección se borra en cuanto se ha enviado.",
    },
    voice: {
      question: `¿Puedo poner en marcha el ${noun} con la voz?`,
      answer: `En los navegadores con reconocimiento de voz, como Chrome, activa los comandos de voz y di «${command}». También entiende «iniciar», «pausa» o «detener» y «reiniciar temporizador». Los comandos de voz se reconocen en español.`,
    },
    keyboard: {
      question: "¿Hay atajos de teclado?",
      answer:
        "La barra espaciadora inicia y pausa, R reinicia y F activa o desactiva la pantalla completa. Son muy útiles cuando tienes las manos ocupadas o el temporizador está en una pantalla al otro lado de la sala.",
    },
    custom: {
      question: `¿Puedo poner un tiempo distinto de ${words}?`,
      answer:
        "Haz clic en los números y escribe el nuevo tiempo: 90 son 90 segundos, 7:30 son siete minutos y medio y 1:05:00 es una hora y cinco minutos. Intro confirma, Escape cancela, y los preajustes de abajo cambian a otras duraciones habituales.",
    },
    offline: {
      question: "¿Funciona sin conexión?",
      answer:
        "Sí. Después de la primera visita, tu navegador guarda una copia del temporizador, así que se abre y funciona sin internet, en un gimnasio en el sótano o en un avión. Solo el recordatorio por correo necesita conexión.",
    },
    screen: {
      question: "¿Se apagará la pantalla mientras corre el temporizador?",
      answer:
        "Si el navegador lo permite, Tickwise mantiene la pantalla encendida mientras hay un temporizador en marcha y la deja apagarse después. En navegadores antiguos, alarga el bloqueo automático para los temporizadores largos.",
    },
  };
}

const es: TimerCopyPack = {
  heading: (amount, unit) => `Temporizador de ${amountOf(amount, unit)}`,
  noun: (amount, unit) => `temporizador de ${amountOf(amount, unit)}`,
  voiceCommand: (amount, unit) => `temporizador de ${amountOf(amount, unit)}`,
  title: (h1) => [`${h1} con alarma – Gratis | Tickwise`, `${h1} online gratis | Tickwise`],
  description: (noun, hook) =>
    `${capitalize("es", noun)} gratis con alarma, ideal para ${hook}. Exacto en segundo plano y sin registro.`,
  intro: (kind, words, first, second, third) => {
    if (kind === "short")
      return `${capitalize("es", words)} en el reloj: suficiente para ${oneOf("es", [first, second, third])}. Pulsa Iniciar o la barra espaciadora, sigue los números grandes y la alarma sonará justo en el cero.`;
    if (kind === "long")
      return `Reserva ${words} para ${oneOf("es", [first, second])}. Ponlo en marcha, deja la pestaña en segundo plano y Tickwise sonará, te avisará y, si quieres, te enviará un correo al terminar.`;
    return `${capitalize("es", words)} son justo lo que necesitas para ${oneOf("es", [first, second, third])}. El temporizador está cargado: pulsa Iniciar y sonará cuando se acabe el tiempo, aunque cambies de pestaña.`;
  },
  usesFaq: (kind, noun, uses) => ({
    question:
      kind === "short"
        ? `¿Cuándo se usa un ${noun}?`
        : kind === "long"
          ? `¿Para qué sirve un ${noun}?`
          : `¿Qué puedo cronometrar con un ${noun}?`,
    answer: `Se usa para ${allOf("es", uses)}. ${usesEnding[kind] ?? usesEnding.medium}`,
  }),
  generalFaqs,
  steps: (kind, display, words, amount) => [
    display === undefined
      ? "Escribe un tiempo en la pantalla o elige uno de los preajustes populares; el temporizador empieza en 5 minutos."
      : `El temporizador ya está en ${display}. Pulsa Iniciar o la barra espaciadora para empezar.`,
    kind === "short"
      ? icu(
          "es",
          "Colócate en posición antes de empezar: {words} {amount, plural, one {pasa} other {pasan}} volando. Pulsa F para verlo a pantalla completa desde lejos.",
          { words, amount },
        )
      : kind === "long"
        ? "Deja la pestaña abierta; en segundo plano vale. Si además quieres un correo al terminar, rellena antes el recordatorio por correo."
        : "Sigue con lo que estés haciendo. Puedes cambiar de pestaña o de aplicación: la cuenta sigue exacta y suena al llegar a cero.",
    "¿Necesitas otro tiempo? Haz clic en los números, escríbelo (90, 7:30 o 1:15:00) y pulsa Intro, o usa +30s, +1m y +5m antes de empezar.",
    "Al llegar a 00:00:00 suena la alarma y la pantalla muestra ¡Se acabó el tiempo! Pausa detiene el tiempo cuando quieras; Reiniciar lo pone a cero.",
  ],
  kindTips: {
    short: [
      "Pulsa Probar sonido una vez antes de entrenar: los navegadores silencian las páginas hasta que interactúas con ellas.",
      "Apoya el móvil y pulsa F: los números ocupan toda la pantalla y se leen en pleno ejercicio.",
    ],
    medium: [
      "Permite las notificaciones cuando te lo pida y, aunque el temporizador termine en una pestaña oculta, te enterarás.",
      "La barra espaciadora inicia y pausa, R reinicia: no hace falta apuntar al botón con las manos ocupadas.",
    ],
    long: [
      "Deja el portátil enchufado en los temporizadores largos: un ordenador en reposo no puede sonar. Si el navegador lo permite, Tickwise mantiene la pantalla encendida mientras corre.",
      "Añade un recordatorio por correo como respaldo; el servidor lo envía aunque se cierre la pestaña.",
    ],
  },
  profiles,
};

export default es;

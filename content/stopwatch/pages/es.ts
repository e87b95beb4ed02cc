import { clause, type StopwatchPages } from "../use-cases";

const lower = (name: string) => String(name).toLocaleLowerCase("es");

const es: StopwatchPages = {
  breadcrumb: "Cronómetro",
  home: {
    title: "Cronómetro online con vueltas – Gratis y exacto al milisegundo | Tickwise",
    description:
      "Cronómetro online gratis con milisegundos, vueltas (más rápida y más lenta marcadas), ajustes, pantalla completa y atajos de teclado. Exacto en segundo plano.",
    h1: "Cronómetro online",
    intro:
      "Inicia, pausa y reinicia con una tecla, registra vueltas con sus parciales y lee el tiempo al milisegundo. Tickwise lo calcula desde el instante de inicio, así que sigue exacto aunque la pestaña esté en segundo plano.",
    tips: [
      "Copia tus vueltas como CSV para llevar un registro en una hoja de cálculo.",
      "Pulsa F para la pantalla completa cuando toda la sala necesite ver el tiempo.",
    ],
  },
  faqs: [
    {
      question: "¿Es preciso el cronómetro online?",
      answer:
        "Sí. Tickwise nunca cuenta tics: guarda el instante en que pulsaste Iniciar y calcula el tiempo transcurrido con el reloj monotónico de alta resolución del navegador cada vez que dibuja. La pantalla es exacta al milisegundo, incluso después de estar la pestaña en segundo plano.",
    },
    {
      question: "¿Sigue funcionando en una pestaña en segundo plano?",
      answer:
        "Sí. Los navegadores ralentizan las pestañas ocultas, pero como el tiempo se deriva del instante de inicio en lugar de contarse, el cronómetro muestra el tiempo exacto en cuanto vuelves, y el título de la pestaña lo sigue mostrando mientras tanto.",
    },
    {
      question: "¿Cómo registro vueltas?",
      answer:
        "Pulsa Vuelta (o la tecla L) mientras el cronómetro corre. Cada vuelta muestra su propio tiempo y el total; se marcan la más rápida y la más lenta. Copia las vueltas como texto o CSV, o descárgalas en un archivo CSV.",
    },
    {
      question: "¿Qué atajos de teclado hay?",
      answer:
        "Espacio inicia y pausa, L marca una vuelta, R reinicia y F activa la pantalla completa. Los atajos se ignoran mientras escribes en un campo de texto.",
    },
    {
      question: "¿Qué hacen los ajustes predefinidos?",
      answer:
        "Cada ajuste da un objetivo al cronómetro: Sprint avisa cada minuto durante diez repeticiones, Plancha a los 30 s y al minuto, HIIT en cada cambio Tabata, Cocina a los 10 minutos, Estudio a los 20 y 25 minutos y Reunión a los 25 y 30 minutos. El cronómetro sigue corriendo tras el objetivo.",
    },
  ],
  useCasePage: {
    title: (name) => `Cronómetro para ${lower(name)} – Vueltas y parciales | Tickwise`,
    description: (name, blurb) =>
      `Cronómetro para ${lower(name)}: ${clause(blurb, "es")}. Milisegundos, vueltas marcadas y pantalla completa. Gratis.`,
    h1: (name) => `Cronómetro para ${lower(name)}`,
    tip: "Copia tus vueltas como texto o CSV al terminar, antes de pulsar Reiniciar.",
  },
  useCases: {
    "workout-timing": {
      name: "Entrenamientos",
      blurb: "Series, descansos y circuitos.",
      intro:
        "Cronometra series, descansos y circuitos completos al milisegundo. Pulsa L al final de cada serie para guardarla como vuelta y compara tus rondas más rápida y más lenta al terminar.",
      tip: "Usa el ajuste HIIT para intervalos Tabata: avisa en cada cambio entre trabajo y descanso.",
      faq: {
        question: "¿Cuánto debo descansar entre series?",
        answer:
          "Lo habitual es descansar de 30 a 90 segundos para resistencia e hipertrofia y de 2 a 5 minutos en series pesadas de fuerza. Pon en marcha el cronómetro al dejar el peso y empieza la siguiente serie al llegar a tu tiempo de descanso.",
      },
    },
    "running-laps": {
      name: "Vueltas corriendo",
      blurb: "Parciales de cada vuelta a la pista.",
      intro:
        "Registra un parcial en cada vuelta con una sola tecla. La tabla muestra el tiempo de cada vuelta y el total acumulado, y marca la vuelta más rápida y la más lenta para que veas los cambios de ritmo.",
      tip: "En una pista de 400 m, una vuelta de 1:30 equivale a un ritmo de 6:00 por kilómetro; mantén las vueltas a pocos segundos unas de otras.",
      faq: {
        question: "¿Cómo marco una vuelta mientras corro?",
        answer:
          "Pulsa L (o el botón Vuelta) cada vez que pases por la línea. Los botones grandes van bien en un móvil en el brazo; en un portátil junto a la pista, el teclado es lo más rápido.",
      },
    },
    "swimming-practice": {
      name: "Natación",
      blurb: "Largos, series y salidas.",
      intro:
        "Cronometra largos, series de 100 y entrenamientos completos desde el borde de la piscina. Marca cada largo como vuelta y revisa los parciales después, o usa una tableta a pantalla completa como reloj de ritmo.",
      tip: "La pantalla completa (F) convierte la página en un reloj de ritmo que se lee desde el agua.",
      faq: {
        question: "¿Puedo usarlo como reloj de ritmo para una serie?",
        answer:
          "Sí. Ponlo en marcha al inicio de la serie y pulsa F para la pantalla completa; los dígitos grandes y la barra de 10 segundos facilitan salidas como «cada 1:45».",
      },
    },
    "speech-practice": {
      name: "Ensayo de discursos",
      blurb: "Ensaya charlas contra el reloj.",
      intro:
        "Ensaya una charla, una presentación o un brindis y descubre cuánto dura exactamente. Marca una vuelta al final de cada parte para saber dónde se van los minutos.",
      tip: "Se suelen decir entre 130 y 160 palabras por minuto: una charla de 5 minutos son unas 700 palabras.",
      faq: {
        question: "¿Cómo cronometro cada parte de mi discurso?",
        answer:
          "Inicia el cronómetro al empezar y pulsa L al pasar a la siguiente parte. La tabla de vueltas mostrará cuánto duró la introducción, cada punto y el cierre.",
      },
    },
    "cooking-timing": {
      name: "Cocina",
      blurb: "Lo que tarda de verdad cada paso.",
      intro:
        "Descubre cuánto tarda de verdad una receta o cronometra pasos que se hacen a ojo, como caramelizar cebolla o dejar reposar la carne. El ajuste Cocina avisa a los diez minutos.",
      tip: "Apunta tus vueltas la próxima vez que cocines el plato: la segunda vez será mucho más fácil de planificar.",
      faq: {
        question: "¿Cronómetro o temporizador en la cocina?",
        answer:
          "Usa el temporizador cuando la receta da un tiempo («hervir 8 minutos») y el cronómetro cuando quieras medir: cuánto tarda el horno en precalentar o cuánto te lleva un paso.",
      },
    },
    "study-sessions": {
      name: "Sesiones de estudio",
      blurb: "Mide tu tiempo real de concentración.",
      intro:
        "Mide cuánto estudias de verdad y pausa cuando te levantas. El ajuste Estudio avisa a los 25 minutos, la duración de un Pomodoro clásico, con un aviso cinco minutos antes.",
      tip: "Pausa el cronómetro cada vez que cojas el móvil: el total honesto suele sorprender.",
      faq: {
        question: "¿Cronómetro o temporizador Pomodoro para estudiar?",
        answer:
          "Un Pomodoro da bloques fijos; un cronómetro muestra cuánto te concentraste realmente. Muchos usan el cronómetro con el ajuste Estudio, que avisa a los 25 minutos pero sigue contando si estás concentrado.",
      },
    },
    "meditation-timing": {
      name: "Meditación",
      blurb: "Sesiones tranquilas y abiertas.",
      intro:
        "Siéntate el tiempo que te parezca bien y mira después cuánto fue. Sin tictac ni alarma salvo que elijas un ajuste: solo una cuenta silenciosa que puedes mirar de reojo.",
      tip: "Elige el sonido Soft Chime o Gentle Wake en los ajustes de pantalla para un aviso más suave.",
      faq: {
        question: "¿El cronómetro hará ruido mientras medito?",
        answer:
          "No. El cronómetro es silencioso salvo que elijas un ajuste con objetivo; entonces suena una vez tu alarma al alcanzarlo.",
      },
    },
    "reaction-time": {
      name: "Tiempo de reacción",
      blurb: "Pruebas de reacción al milisegundo.",
      intro:
        "Prueba los reflejos con otra persona: una inicia y la otra detiene en cuanto lo nota. La pantalla muestra milisegundos y las vueltas guardan varios intentos seguidos.",
      tip: "El tiempo de reacción visual típico ronda los 200–250 milisegundos; toma la mediana de cinco intentos.",
      faq: {
        question: "¿Qué precisión tiene el cronómetro?",
        answer:
          "Lee el reloj monotónico de alta resolución del navegador, así que los tiempos son exactos al milisegundo. Tu propia pulsación añade más variación que el cronómetro.",
      },
    },
    "gaming-speedruns": {
      name: "Speedruns",
      blurb: "Parciales para cada nivel.",
      intro:
        "Ten un cronómetro junto a tu juego y marca un parcial en cada nivel o jefe. Compara los tramos más rápidos y más lentos para ver dónde pierdes tiempo.",
      tip: "Deja el cronómetro en otra ventana: sigue exacto aunque el navegador esté en segundo plano.",
      faq: {
        question: "¿Sigue contando si cambio al juego?",
        answer:
          "Sí. El tiempo se calcula desde el instante de inicio, no tic a tic, así que una pestaña oculta o ralentizada muestra el tiempo exacto al volver.",
      },
    },
    "art-creation": {
      name: "Arte y dibujo",
      blurb: "Dibujo gestual y bocetos cronometrados.",
      intro:
        "Cronometra dibujos gestuales, pintura rápida o una obra completa. Marca una vuelta por pose o por fase para ver cómo repartes el tiempo.",
      tip: "Para práctica gestual, empieza con poses de 30 segundos y sube a 2 y 5 minutos.",
      faq: {
        question: "¿Cómo cronometro las poses de dibujo gestual?",
        answer:
          "Inicia el cronómetro y pulsa L al final de cada pose. La barra de 10 segundos da sensación del tiempo sin mirar los dígitos.",
      },
    },
    "music-practice": {
      name: "Práctica musical",
      blurb: "Tiempo de práctica por pieza.",
      intro:
        "Registra cuánto practicas cada pieza, escala o pasaje. Marca una vuelta al cambiar de ejercicio y mira el desglose de la sesión al final.",
      tip: "Copia las vueltas como CSV tras cada sesión para llevar un registro en una hoja de cálculo.",
      faq: {
        question: "¿Cómo llevo un registro de práctica?",
        answer:
          "Marca una vuelta cada vez que cambies de ejercicio, usa «Copiar como CSV» y pégalo en una hoja de cálculo. En unas semanas verás a dónde va tu tiempo de práctica.",
      },
    },
    "photography-shoots": {
      name: "Sesiones de fotografía",
      blurb: "Exposiciones largas y turnos.",
      intro:
        "Cronometra exposiciones largas en modo bulb, light painting o turnos de retratos seguidos. Los milisegundos y los dígitos grandes a pantalla completa funcionan en un estudio oscuro.",
      tip: "En una sala oscura, usa el tema oscuro y la pantalla completa para no estropear la exposición.",
      faq: {
        question: "¿Puedo cronometrar una exposición larga?",
        answer:
          "Sí: inícialo al abrir el obturador y detenlo al cerrarlo. Para exposiciones de varios minutos, la barra de 10 segundos ayuda a contar sin leer los dígitos.",
      },
    },
    "typing-speed": {
      name: "Velocidad de escritura",
      blurb: "Cronometra un texto y calcula PPM.",
      intro:
        "Cronometra cuánto tardas en escribir un texto y divide las palabras entre los minutos para obtener tus palabras por minuto. Los atajos de teclado se ignoran mientras escribes en un campo de texto.",
      tip: "PPM = palabras ÷ minutos. Una «palabra» estándar son cinco caracteres, espacios incluidos.",
      faq: {
        question: "¿Escribir activará los atajos del cronómetro?",
        answer:
          "No. Espacio, L, R y F solo funcionan cuando no estás escribiendo en un campo de texto, así que puedes escribir sin detener el reloj.",
      },
    },
    "board-games": {
      name: "Juegos de mesa",
      blurb: "Turnos y partidas completas.",
      intro:
        "Cronometra turnos, rondas o toda la noche de juegos. Pulsa L al final de cada turno y descubre quién tardó más al acabar la partida.",
      tip: "Acordad un límite por turno y usad la barra de 10 segundos como recordatorio visual.",
      faq: {
        question: "¿Cómo cronometro el turno de cada jugador?",
        answer:
          "Inicia el cronómetro y pulsa L cada vez que termine un turno. La tabla de vueltas lista todos los turnos en orden, con el más rápido y el más lento marcados.",
      },
    },
    "cleaning-tasks": {
      name: "Limpieza",
      blurb: "Lo que tardan de verdad las tareas.",
      intro:
        "Descubre cuánto tarda realmente cada tarea de limpieza. Cuando sabes que el baño lleva 12 minutos, es mucho más fácil encajarlo en un día ocupado.",
      tip: "Compite contra tu récord: una vuelta por habitación convierte la tarea en un juego.",
      faq: {
        question: "¿Por qué cronometrar la limpieza?",
        answer:
          "Casi todos calculamos mal lo que tardan las tareas. Unas pocas sesiones cronometradas dan números reales para planificar una rutina.",
      },
    },
    "dog-walks": {
      name: "Paseos con el perro",
      blurb: "Duración del paseo y del juego.",
      intro:
        "Cronometra paseos y ratos de juego para asegurarte de que tu perro hace suficiente ejercicio. Pausa durante las charlas con otros dueños para que el tiempo sea real.",
      tip: "Muchos veterinarios recomiendan entre 30 minutos y 2 horas de actividad al día, según la raza.",
      faq: {
        question: "¿Funciona si se apaga la pantalla del móvil?",
        answer:
          "El tiempo se deriva del instante de inicio, así que al desbloquear el móvil verás el tiempo exacto aunque el navegador se haya pausado.",
      },
    },
    "gardening-work": {
      name: "Jardinería",
      blurb: "Riego, desbroce y césped.",
      intro:
        "Cronometra el riego por zonas, el desbroce o lo que tardas en cortar el césped. Una vuelta por parterre muestra a dónde va el trabajo.",
      tip: "Mide cuánto tarda la manguera en llenar un cubo de 10 litros para conocer tu caudal de riego.",
      faq: {
        question: "¿Cómo cronometro el riego de cada parterre?",
        answer: "Inicia el cronómetro al empezar a regar y pulsa L al pasar al siguiente parterre.",
      },
    },
    "commute-tracking": {
      name: "Trayectos",
      blurb: "Tiempo de puerta a puerta.",
      intro:
        "Mide tu trayecto de puerta a puerta y marca una vuelta en cada cambio: a pie, tren, autobús. En una semana sabrás qué ruta es de verdad la más rápida.",
      tip: "Copia las vueltas como texto al final de cada viaje y guárdalas en una nota para comparar rutas.",
      faq: {
        question: "¿Sigue contando si bloqueo el móvil?",
        answer: "Sí. El tiempo sale del reloj y no de contar, así que es exacto cuando vuelves a la página.",
      },
    },
    "phone-calls": {
      name: "Llamadas",
      blurb: "Duración para facturar o tomar notas.",
      intro:
        "Cronometra llamadas para facturar, practicar atención al cliente o simplemente para que sean breves. Pausa durante las esperas para contar solo el tiempo hablado.",
      tip: "Usa el ajuste Reunión para recibir un aviso a los 25 minutos si debes terminar a la media hora.",
      faq: {
        question: "¿Puedo cronometrar llamadas facturables?",
        answer:
          "Sí. Inicia al empezar la llamada, pausa en las esperas y detén al final. Copia el resultado como texto en tu hoja de horas.",
      },
    },
    "reading-sessions": {
      name: "Lectura",
      blurb: "Tiempo de lectura y páginas por hora.",
      intro:
        "Cronometra tus sesiones de lectura y marca una vuelta por capítulo. Divide las páginas entre las horas para conocer tu velocidad y saber cuánto te llevará un libro.",
      tip: "Un adulto medio lee unas 200–250 palabras por minuto de texto no técnico.",
      faq: {
        question: "¿Cómo calculo mi velocidad de lectura?",
        answer:
          "Lee durante una sesión cronometrada, cuenta las palabras o páginas y divide entre los minutos. Marca una vuelta por capítulo para ver si cambia tu ritmo.",
      },
    },
    "household-chores": {
      name: "Tareas del hogar",
      blurb: "Platos, ropa, orden.",
      intro:
        "Cronometra las tareas de cada día: fregar, doblar la ropa, ordenar el cuarto de los niños. Conocer los números hace más justo el reparto.",
      tip: "Casi todas las tareas llevan menos tiempo del que parece: cronometrarlas ayuda a empezar.",
      faq: {
        question: "¿En qué ayuda cronometrar las tareas?",
        answer:
          "Ver que vaciar el lavavajillas lleva cuatro minutos anima a hacerlo sin más. Las tareas cronometradas también son más fáciles de repartir.",
      },
    },
    "baby-activities": {
      name: "Actividades del bebé",
      blurb: "Tomas, siestas y tiempo boca abajo.",
      intro:
        "Cronometra tomas, siestas y tiempo boca abajo con una mano. Los botones grandes y los atajos lo ponen fácil, y las vueltas registran cada lado o sesión.",
      tip: "Marca una vuelta al cambiar de lado durante la toma para saber cuánto duró cada uno.",
      faq: {
        question: "¿Puedo usar el cronómetro con una sola mano?",
        answer:
          "Sí. Los botones Iniciar, Vuelta y Reiniciar son grandes y, con teclado, Espacio inicia o pausa, L marca una vuelta y R reinicia.",
      },
    },
    "car-maintenance": {
      name: "Mantenimiento del coche",
      blurb: "Trabajos, calentamiento y pruebas.",
      intro:
        "Cronometra trabajos de mantenimiento, el calentamiento del motor o aceleraciones de 0 a 100 (en circuito cerrado). Marca vueltas por paso para planificar el siguiente trabajo.",
      tip: "Para revisar el aceite, espera unos minutos tras apagar el motor para que se asiente; cronométralo.",
      faq: {
        question: "¿Cuánto debe calentarse el motor del coche?",
        answer:
          "Los motores modernos solo necesitan unos 30 segundos antes de circular con suavidad. Cronométralo en lugar de adivinar y evita el ralentí prolongado.",
      },
    },
    "home-repair": {
      name: "Reparaciones en casa",
      blurb: "Secado y bricolaje.",
      intro:
        "Cronometra trabajos de bricolaje y los tiempos de secado o curado entre capas. Saber cuánto llevó un trabajo hace más precisa la siguiente planificación.",
      tip: "Mira el bote: muchas pinturas necesitan de 2 a 4 horas entre capas; un cronómetro desde la primera capa te dice cuándo seguir.",
      faq: {
        question: "¿Cómo controlo el secado entre capas?",
        answer:
          "Inicia el cronómetro al terminar una capa. Como se deriva del reloj, puedes cerrar el portátil y seguirá mostrando el tiempo correcto después.",
      },
    },
    "laundry-cycles": {
      name: "Ciclos de lavado",
      blurb: "Duración de lavado y secado.",
      intro:
        "Mide cuánto duran de verdad los ciclos de la lavadora y la secadora para saber cuándo volver. Una vuelta al final del lavado marca el inicio del secado.",
      tip: "Los ciclos reales suelen diferir de lo que indica la máquina; cronometra uno de cada para saberlo.",
      faq: {
        question: "¿Por qué la lavadora tarda más de lo que indica?",
        answer:
          "Muchas máquinas ajustan el ciclo a la carga y a la temperatura del agua. Cronometra varios lavados para conocer la duración real de tu programa favorito.",
      },
    },
  },
};

export default es;

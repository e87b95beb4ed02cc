import type { Language } from "@core/settings";
import type { StopwatchUseCase } from "@core/stopwatch";

/** What one `/stopwatch/{useCase}` page says about its use. */
export interface UseCaseCopy {
  /** Short name for the grid and headings: "Running Laps". */
  name: string;
  /** One line under the name in the grid. */
  blurb: string;
  /** The page's opening paragraph. */
  intro: string;
  /** One practical tip. */
  tip: string;
  /** A question people ask about this use, with its answer. */
  faq: { question: string; answer: string };
}

const en: Record<StopwatchUseCase, UseCaseCopy> = {
  "workout-timing": {
    name: "Workout Timing",
    blurb: "Sets, rest periods and circuits.",
    intro:
      "Time sets, rests and whole circuits to the millisecond. Press L at the end of every set to log it as a lap, and compare your fastest and slowest rounds when you finish.",
    tip: "Use the HIIT preset for Tabata intervals: it signals every switch between work and rest.",
    faq: {
      question: "How long should I rest between sets?",
      answer:
        "Common guidance is 30–90 seconds for muscular endurance and hypertrophy work and 2–5 minutes for heavy strength sets. Start the stopwatch when you rack the weight and begin the next set when it reaches your rest time.",
    },
  },
  "running-laps": {
    name: "Running Laps",
    blurb: "Split times for every lap of the track.",
    intro:
      "Record a split at every lap with one key press. The lap table shows each lap's own time and the running total, and marks your fastest and slowest laps so pacing problems stand out.",
    tip: "On a 400 m track, a 1:30 lap is a 6:00 per-kilometre pace; keep your laps within a few seconds of each other for an even run.",
    faq: {
      question: "How do I record a lap while running?",
      answer:
        "Press L (or the Lap button) each time you pass the line. Big buttons work well on a phone strapped to your arm; on a laptop by the track, the keyboard is fastest.",
    },
  },
  "swimming-practice": {
    name: "Swimming Practice",
    blurb: "Lengths, sets and send-off times.",
    intro:
      "Time lengths, 100s and whole sets from the pool deck. Log each length as a lap and read your splits afterwards, or put the stopwatch on a tablet in full screen as a pace clock.",
    tip: "Full screen (F) turns the page into a pace clock that swimmers can read from the water.",
    faq: {
      question: "Can I use this as a pace clock for a swim set?",
      answer:
        "Yes. Start it at the top of the set and press F for full screen; the large digits and the 10-second loop bar make send-offs such as “every 1:45” easy to read.",
    },
  },
  "speech-practice": {
    name: "Speech Practice",
    blurb: "Rehearse talks against the clock.",
    intro:
      "Rehearse a talk, a pitch or a wedding toast and see exactly how long it runs. Mark a lap at the end of each section to learn where the minutes go.",
    tip: "Most people speak at 130–160 words a minute: a 5-minute talk is roughly 700 words.",
    faq: {
      question: "How do I time each part of my speech?",
      answer:
        "Start the stopwatch as you begin and press L whenever you move to the next section. The lap table then lists how long the introduction, each point and the close took.",
    },
  },
  "cooking-timing": {
    name: "Cooking Timing",
    blurb: "How long each step really takes.",
    intro:
      "Find out how long a recipe really takes, or time steps that are done by eye, such as caramelising onions or resting a steak. The Cooking preset signals at ten minutes.",
    tip: "Note your laps next time you cook the dish: it makes the second attempt much easier to plan.",
    faq: {
      question: "Should I use a stopwatch or a timer in the kitchen?",
      answer:
        "Use the timer when the recipe gives a time (“boil for 8 minutes”) and the stopwatch when you want to measure: how long your oven takes to preheat, or how long a step takes you.",
    },
  },
  "study-sessions": {
    name: "Study Sessions",
    blurb: "Measure real focus time.",
    intro:
      "Measure how long you actually study, pausing when you step away. The Study preset signals at 25 minutes, the length of a classic Pomodoro, with a warning five minutes before.",
    tip: "Pause the stopwatch every time you pick up your phone: the honest total is often a surprise.",
    faq: {
      question: "Stopwatch or Pomodoro timer for studying?",
      answer:
        "A Pomodoro timer gives fixed blocks; a stopwatch shows how long you really focused. Many people use the stopwatch with the Study preset, which signals at 25 minutes but keeps counting if you are in the flow.",
    },
  },
  "meditation-timing": {
    name: "Meditation Timing",
    blurb: "Quiet, open-ended sittings.",
    intro:
      "Sit for as long as feels right and see how long it was afterwards. No ticking, no alarm unless you choose a preset: just a quiet count you can glance at.",
    tip: "Choose the Soft Chime or Gentle Wake sound in the display settings for a calmer signal.",
    faq: {
      question: "Will the stopwatch make any sound while I meditate?",
      answer:
        "No. The stopwatch is silent unless you pick a preset with a target; then it plays your chosen alarm sound once when the target is reached.",
    },
  },
  "reaction-time": {
    name: "Reaction Time",
    blurb: "Millisecond reaction tests.",
    intro:
      "Test reactions with a partner: one person starts, the other stops as soon as they notice. The display shows milliseconds, and laps let you record several attempts in a row.",
    tip: "Typical human visual reaction time is around 200–250 milliseconds; take the median of five tries.",
    faq: {
      question: "How precise is the stopwatch?",
      answer:
        "It reads the browser's high-resolution monotonic clock, so elapsed times are exact to the millisecond. Your own key press adds more variation than the stopwatch does.",
    },
  },
  "gaming-speedruns": {
    name: "Gaming Speedruns",
    blurb: "Splits for every level.",
    intro:
      "Keep a stopwatch beside your game and log a split at every level or boss. Compare the fastest and slowest segments to see where your run loses time.",
    tip: "Keep the stopwatch in a separate window: it stays exact even while the browser is in the background.",
    faq: {
      question: "Does the stopwatch keep running if I switch to my game?",
      answer:
        "Yes. The time is calculated from the start instant, not counted tick by tick, so a hidden or throttled tab still shows the exact time when you come back.",
    },
  },
  "art-creation": {
    name: "Art Creation",
    blurb: "Gesture drawing and timed sketches.",
    intro:
      "Time gesture drawings, speed paintings or a whole piece. Log a lap for each pose or stage to see how your working time is spread.",
    tip: "For gesture practice, start with 30-second poses and work up to 2 and 5 minutes.",
    faq: {
      question: "How can I time gesture drawing poses?",
      answer:
        "Start the stopwatch and press L at the end of each pose. The 10-second loop bar gives a feel for the time passing without looking at the digits.",
    },
  },
  "music-practice": {
    name: "Music Practice",
    blurb: "Track practice time per piece.",
    intro:
      "Track how long you practise each piece, scale or passage. Log a lap when you change exercise and see the breakdown of your session at the end.",
    tip: "Copy your laps as CSV after each session to keep a practice log in a spreadsheet.",
    faq: {
      question: "How do I keep a practice log?",
      answer:
        "Mark a lap each time you switch exercise, then use “Copy as CSV” and paste into a spreadsheet. Over a few weeks you will see where your practice time really goes.",
    },
  },
  "photography-shoots": {
    name: "Photography Shoots",
    blurb: "Long exposures and session slots.",
    intro:
      "Time bulb-mode long exposures, light-painting runs or back-to-back portrait slots. The millisecond display and large full-screen digits work in a dark studio.",
    tip: "In a dark room, switch to the dark theme and full screen so the display does not spoil your exposure.",
    faq: {
      question: "Can I time a long exposure with this stopwatch?",
      answer:
        "Yes: start it when you open the shutter and stop it when you close it. For exposures longer than a few minutes, the 10-second loop bar helps you count without reading the digits.",
    },
  },
  "typing-speed": {
    name: "Typing Speed",
    blurb: "Time a passage and work out WPM.",
    intro:
      "Time how long it takes to type a passage, then divide the words by the minutes to get your words per minute. Keyboard shortcuts are ignored while you type in a text field.",
    tip: "WPM = words ÷ minutes. A standard “word” is five characters including spaces.",
    faq: {
      question: "Will typing trigger the stopwatch shortcuts?",
      answer:
        "No. Space, L, R and F only work when you are not typing in a text field, so you can type a test passage elsewhere on the page without stopping the clock.",
    },
  },
  "board-games": {
    name: "Board Games",
    blurb: "Turn timers and whole-game times.",
    intro:
      "Time turns, rounds or the whole game night. Press L at the end of each turn and see who took the longest when the game is over.",
    tip: "Agree on a turn limit and use the 10-second loop bar as a gentle visual reminder.",
    faq: {
      question: "How do I time each player's turn?",
      answer:
        "Start the stopwatch, then press L each time a turn ends. The lap table lists every turn in order, with the fastest and slowest marked.",
    },
  },
  "cleaning-tasks": {
    name: "Cleaning Tasks",
    blurb: "How long chores really take.",
    intro:
      "Find out how long each cleaning job really takes. Once you know that the bathroom takes 12 minutes, it is much easier to fit it into a busy day.",
    tip: "Race your own record: a lap per room turns a chore into a game.",
    faq: {
      question: "Why time household cleaning?",
      answer:
        "Most people misjudge how long chores take. A few timed sessions give you real numbers to plan a cleaning routine around.",
    },
  },
  "dog-walks": {
    name: "Dog Walks",
    blurb: "Walk length and play time.",
    intro:
      "Time walks and play sessions to make sure your dog gets enough exercise. Pause for the chats with other dog owners to keep the walking time honest.",
    tip: "Many vets suggest 30 minutes to 2 hours of activity a day, depending on the breed.",
    faq: {
      question: "Does the stopwatch work if my phone screen turns off?",
      answer:
        "The time is derived from the start instant, so when you unlock the phone it shows the exact elapsed time, even if the browser was paused in between.",
    },
  },
  "gardening-work": {
    name: "Gardening Work",
    blurb: "Watering, weeding and mowing.",
    intro:
      "Time watering zones, weeding sessions or how long the lawn takes to mow. A lap per bed shows where the work goes.",
    tip: "Time how long a hose takes to fill a 10-litre bucket to learn your flow rate for watering.",
    faq: {
      question: "How do I time watering for each bed?",
      answer: "Start the stopwatch when you begin watering and press L when you move to the next bed.",
    },
  },
  "commute-tracking": {
    name: "Commute Tracking",
    blurb: "Door-to-door journey times.",
    intro:
      "Measure your commute door to door and log a lap at each change: walk, train, bus. After a week you will know which route is really fastest.",
    tip: "Copy the laps as text at the end of each trip and keep them in a note to compare routes.",
    faq: {
      question: "Will the stopwatch keep going if I lock my phone?",
      answer:
        "Yes. Elapsed time comes from the clock rather than from counting, so it is exact when you return to the page.",
    },
  },
  "phone-calls": {
    name: "Phone Calls",
    blurb: "Call length for billing or notes.",
    intro:
      "Time calls for billing, for call-centre practice or just to keep them short. Pause while on hold to record only the time you spoke.",
    tip: "Use the Meeting preset to be warned at 25 minutes when you need to finish by half past.",
    faq: {
      question: "Can I time billable calls?",
      answer:
        "Yes. Start when the call begins, pause during holds and stop at the end. Copy the result as text into your time sheet.",
    },
  },
  "reading-sessions": {
    name: "Reading Sessions",
    blurb: "Reading time and pages per hour.",
    intro:
      "Time your reading sessions and log a lap per chapter. Divide the pages by the hours to find your reading speed and plan how long a book will take.",
    tip: "An average adult reads about 200–250 words a minute of non-technical text.",
    faq: {
      question: "How do I work out my reading speed?",
      answer:
        "Read for a timed session, count the words or pages, and divide by the minutes. Log a lap per chapter to see whether your pace changes through a book.",
    },
  },
  "household-chores": {
    name: "Household Chores",
    blurb: "Dishes, laundry folding, tidying.",
    intro:
      "Time the everyday jobs: washing up, folding laundry, tidying the kids' room. Knowing the numbers makes sharing the chores fairer.",
    tip: "Most chores take less time than they feel like: timing them makes starting easier.",
    faq: {
      question: "How can timing chores help?",
      answer:
        "Seeing that unloading the dishwasher takes four minutes makes it easier to just do it. Timed chores are also easier to share out fairly.",
    },
  },
  "baby-activities": {
    name: "Baby Activities",
    blurb: "Feeds, naps and tummy time.",
    intro:
      "Time feeds, naps and tummy time with one hand. Large buttons and keyboard shortcuts make it easy, and laps record each side or session.",
    tip: "Log a lap when switching sides during a feed to see how long each side took.",
    faq: {
      question: "Can I use the stopwatch one-handed?",
      answer:
        "Yes. The Start, Lap and Reset buttons are large, and on a keyboard Space starts or pauses, L marks a lap and R resets.",
    },
  },
  "car-maintenance": {
    name: "Car Maintenance",
    blurb: "Jobs, warm-ups and tests.",
    intro:
      "Time maintenance jobs, engine warm-ups or 0–100 runs (on a closed track). Log laps for each step of a job to plan the next one.",
    tip: "When checking oil, wait a few minutes after switching the engine off so the oil settles; time it.",
    faq: {
      question: "How long should I let a car engine warm up?",
      answer:
        "Modern engines need only about 30 seconds before driving gently. Time it rather than guessing, and avoid long idling.",
    },
  },
  "home-repair": {
    name: "Home Repair",
    blurb: "Drying times and DIY jobs.",
    intro:
      "Time DIY jobs and drying or curing times between coats. Knowing how long a job took makes the next quote or plan much more accurate.",
    tip: "Check the tin: many paints need 2–4 hours between coats, so a stopwatch running since the first coat tells you when to start.",
    faq: {
      question: "How do I track drying time between coats?",
      answer:
        "Start the stopwatch when you finish a coat. Because it is derived from the clock, you can close the laptop lid and it still shows the right time later.",
    },
  },
  "laundry-cycles": {
    name: "Laundry Cycles",
    blurb: "Wash and dry cycle lengths.",
    intro:
      "Measure how long your washer and dryer cycles really take, so you know when to come back. A lap at the end of the wash marks when the dryer started.",
    tip: "Real cycles often differ from the display on the machine; time one of each to know for sure.",
    faq: {
      question: "Why does my washing machine take longer than it says?",
      answer:
        "Many machines adjust the cycle to the load and water temperature. Time a few washes to learn the real length of your favourite programme.",
    },
  },
};

const es: Record<StopwatchUseCase, UseCaseCopy> = {
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
};

export const useCaseCopy: Record<Language, Record<StopwatchUseCase, UseCaseCopy>> = { en, es };

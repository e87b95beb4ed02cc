import type { Locale } from "./locales";
import { MAX_TIMER_SECONDS, durationInWords } from "./time-format";

/**
 * Recognition and spoken answers are in the page's language at a calm rate (docs/product.md,
 * Timer): the BCP 47 tag each locale's speech recognition and synthesis voices are known by.
 */
export const voiceLanguage: Record<Locale, string> = {
  en: "en-US",
  es: "es-ES",
  de: "de-DE",
  fr: "fr-FR",
  "pt-BR": "pt-BR",
  it: "it-IT",
  nl: "nl-NL",
  pl: "pl-PL",
  ja: "ja-JP",
  "zh-Hans": "zh-CN",
  hi: "hi-IN",
  ar: "ar-SA",
};
/** The English pages' voice language. */
export const VOICE_LANGUAGE = voiceLanguage.en;
export const SPEECH_RATE = 0.8;

export interface VoiceCommand {
  action: "start" | "pause" | "reset" | "set";
  /** Only for "set". */
  seconds?: number;
  /** What the spoken answer names, e.g. "5 minute timer". */
  description: string;
}

/** The spoken answers, in one language (content/timer's `voice.replies`). */
export interface VoiceReplies {
  unmatched: string;
  starting(description: string): string;
  /** "start" without a duration: the timer starts (or resumes) with the time it shows. */
  started: string;
  paused: string;
  reset: string;
}

export const voiceReplies: VoiceReplies = {
  unmatched: "Sorry, I didn't understand that command",
  starting: (description: string) => `Starting ${description}`,
  started: "Starting timer",
  /** "Starting timer" would be wrong after "pause" or "reset", so those confirm what they did. */
  paused: "Timer paused",
  reset: "Timer reset",
};

/** The sentence to speak back for a recognised command, or for none, in the replies' language. */
export function voiceReply(command: VoiceCommand | null, replies: VoiceReplies = voiceReplies): string {
  if (!command) return replies.unmatched;
  if (command.action === "pause") return replies.paused;
  if (command.action === "reset") return replies.reset;
  if (command.action === "start") return replies.started;
  return replies.starting(command.description);
}

const smallNumbers: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const tens: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

const digitWords = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
const alternatives = (words: string[]) => [...words].sort((a, b) => b.length - a.length).join("|");
// Recognisers return "5 minute timer", "five-minute timer" or "twenty five minutes" alike.
const durationPattern = new RegExp(
  `(?:^|\\s)(\\d+|(?:${alternatives(Object.keys(tens))})(?:\\s(?:${alternatives(digitWords)}))?|${alternatives(
    Object.keys(smallNumbers),
  )})\\s(seconds?|secs?|minutes?|mins?|hours?|hrs?)(?=\\s|$)`,
);

function readNumber(text: string): number | null {
  if (/^\d+$/.test(text)) return Number(text);
  const [first = "", second] = text.split(" ");
  if (second === undefined) return tens[first] ?? smallNumbers[first] ?? null;
  const tensValue = tens[first];
  const unitValue = smallNumbers[second];
  return tensValue === undefined || unitValue === undefined ? null : tensValue + unitValue;
}

const hasWord = (text: string, words: RegExp) => words.test(text);

/**
 * Understands the product's commands (start, stop, pause, reset timer, 5/10/15/20/30 minute
 * and one hour timers) and, because people do not stick to a list, any "N minute/hour/second
 * timer" up to the display's 99:59:59. A bare number without a unit is not a command.
 */
export function matchVoiceCommand(transcript: string, locale: Locale = "en"): VoiceCommand | null {
  if (locale !== "en") return matchLocalCommand(transcript, locale);
  const text = String(transcript)
    .toLowerCase()
    .replace(/[-_]/g, " ")
    .replace(/[^a-z0-9 ]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    // "an hour" inside these would otherwise read as a one-hour timer.
    .replace(/\b(?:an|one|1) hour and a half\b/g, "90 minutes")
    .replace(/\bhalf (?:an )?hour\b/g, "30 minutes");
  if (!text) return null;

  if (hasWord(text, /\b(reset|restart|clear)\b/)) return { action: "reset", description: "timer" };

  const duration = durationPattern.exec(text);
  const wantsTimer = hasWord(text, /\b(timer|countdown|set|start|begin)\b/);
  if (duration && wantsTimer && !hasWord(text, /\b(stop|pause|cancel)\b/)) {
    const amount = readNumber((duration[1] ?? "").trim());
    const unit = (duration[2] ?? "").startsWith("h") ? 3600 : (duration[2] ?? "").startsWith("m") ? 60 : 1;
    if (amount !== null && amount > 0 && amount * unit <= MAX_TIMER_SECONDS) {
      const unitName = unit === 3600 ? "hour" : unit === 60 ? "minute" : "second";
      return { action: "set", seconds: amount * unit, description: `${amount} ${unitName} timer` };
    }
    return null;
  }

  if (hasWord(text, /\b(stop|pause|hold|cancel)\b/)) return { action: "pause", description: "timer" };
  if (hasWord(text, /\b(start|go|begin|resume|continue)\b/)) return { action: "start", description: "timer" };
  return null;
}

/**
 * The words of the commands in a language other than English. Words are matched whole (for
 * Japanese and Chinese, which have no spaces, anywhere in the sentence); recognisers mostly write
 * amounts in digits, and `numbers` covers the ones they spell out.
 */
interface Vocabulary {
  reset: string[];
  pause: string[];
  start: string[];
  /** Words that ask for a timer ("timer", "set"); a duration alone is not a command. */
  timer: string[];
  hour: string[];
  minute: string[];
  second: string[];
  numbers: Record<string, number>;
}

const vocabularies: Record<Exclude<Locale, "en">, Vocabulary> = {
  es: {
    reset: ["reinicia", "reiniciar", "reinicie", "restablece", "restablecer", "resetea", "resetear", "reset", "borra"],
    pause: [
      "pausa",
      "pausar",
      "pausa el",
      "detén",
      "deten",
      "detener",
      "detenga",
      "alto",
      "stop",
      "cancela",
      "cancelar",
    ],
    start: [
      "inicia",
      "iniciar",
      "inicie",
      "empieza",
      "empezar",
      "comienza",
      "comenzar",
      "arranca",
      "reanuda",
      "reanudar",
      "continúa",
      "continuar",
      "start",
      "ya",
    ],
    timer: ["temporizador", "cronómetro", "cuenta atrás", "cuenta regresiva", "pon", "poner", "ponme", "programa"],
    hour: ["hora", "horas"],
    minute: ["minuto", "minutos", "min"],
    second: ["segundo", "segundos", "seg"],
    numbers: {
      un: 1,
      una: 1,
      uno: 1,
      dos: 2,
      tres: 3,
      cuatro: 4,
      cinco: 5,
      seis: 6,
      siete: 7,
      ocho: 8,
      nueve: 9,
      diez: 10,
      quince: 15,
      veinte: 20,
      treinta: 30,
      cuarenta: 40,
      cincuenta: 50,
      sesenta: 60,
    },
  },
  de: {
    reset: ["zurücksetzen", "zurücksetze", "setze zurück", "setz zurück", "reset", "neustart", "neu starten"],
    pause: ["pause", "pausieren", "pausiere", "stopp", "stop", "stoppen", "stoppe", "anhalten", "halt an", "abbrechen"],
    start: ["start", "starten", "starte", "los", "beginnen", "beginne", "weiter", "fortsetzen", "fortfahren"],
    timer: ["timer", "countdown", "wecker", "stelle", "stell", "stellen", "einstellen"],
    hour: ["stunde", "stunden"],
    minute: ["minute", "minuten", "min"],
    second: ["sekunde", "sekunden", "sek"],
    numbers: {
      ein: 1,
      eine: 1,
      einen: 1,
      eins: 1,
      zwei: 2,
      drei: 3,
      vier: 4,
      fünf: 5,
      sechs: 6,
      sieben: 7,
      acht: 8,
      neun: 9,
      zehn: 10,
      fünfzehn: 15,
      zwanzig: 20,
      dreißig: 30,
      vierzig: 40,
      fünfzig: 50,
      sechzig: 60,
    },
  },
  fr: {
    reset: [
      "réinitialise",
      "réinitialiser",
      "réinitialisez",
      "remets à zéro",
      "remettre à zéro",
      "remise à zéro",
      "reset",
      "efface",
    ],
    pause: ["pause", "arrête", "arrêter", "arrêtez", "stop", "stoppe", "annule", "annuler"],
    start: [
      "démarre",
      "démarrer",
      "démarrez",
      "lance",
      "lancer",
      "lancez",
      "commence",
      "commencer",
      "reprends",
      "reprendre",
      "reprenez",
      "continue",
      "go",
      "start",
    ],
    timer: ["minuteur", "minuterie", "chronomètre", "compte à rebours", "règle", "mets", "mettre"],
    hour: ["heure", "heures", "h"],
    minute: ["minute", "minutes", "min"],
    second: ["seconde", "secondes", "s"],
    numbers: {
      un: 1,
      une: 1,
      deux: 2,
      trois: 3,
      quatre: 4,
      cinq: 5,
      six: 6,
      sept: 7,
      huit: 8,
      neuf: 9,
      dix: 10,
      quinze: 15,
      vingt: 20,
      trente: 30,
      quarante: 40,
      cinquante: 50,
      soixante: 60,
    },
  },
  "pt-BR": {
    reset: ["reinicia", "reiniciar", "reinicie", "zera", "zerar", "zere", "resetar", "reset", "redefinir"],
    pause: ["pausa", "pausar", "pause", "parar", "pare", "stop", "cancela", "cancelar"],
    start: [
      "inicia",
      "iniciar",
      "inicie",
      "começa",
      "começar",
      "comece",
      "retoma",
      "retomar",
      "continua",
      "continuar",
      "continue",
      "start",
      "vai",
    ],
    timer: [
      "timer",
      "temporizador",
      "cronômetro",
      "contagem regressiva",
      "coloca",
      "coloque",
      "define",
      "defina",
      "programa",
    ],
    hour: ["hora", "horas"],
    minute: ["minuto", "minutos", "min"],
    second: ["segundo", "segundos", "seg"],
    numbers: {
      um: 1,
      uma: 1,
      dois: 2,
      duas: 2,
      três: 3,
      quatro: 4,
      cinco: 5,
      seis: 6,
      sete: 7,
      oito: 8,
      nove: 9,
      dez: 10,
      quinze: 15,
      vinte: 20,
      trinta: 30,
      quarenta: 40,
      cinquenta: 50,
      sessenta: 60,
    },
  },
  it: {
    reset: ["azzera", "azzerare", "reimposta", "reimpostare", "resetta", "resettare", "reset", "ricomincia"],
    pause: ["pausa", "ferma", "fermare", "fermati", "stop", "interrompi", "annulla", "sospendi"],
    start: [
      "avvia",
      "avviare",
      "inizia",
      "iniziare",
      "comincia",
      "parti",
      "riprendi",
      "riprendere",
      "continua",
      "vai",
      "start",
    ],
    timer: ["timer", "conto alla rovescia", "imposta", "impostare", "metti"],
    hour: ["ora", "ore"],
    minute: ["minuto", "minuti", "min"],
    second: ["secondo", "secondi", "sec"],
    numbers: {
      un: 1,
      uno: 1,
      una: 1,
      due: 2,
      tre: 3,
      quattro: 4,
      cinque: 5,
      sei: 6,
      sette: 7,
      otto: 8,
      nove: 9,
      dieci: 10,
      quindici: 15,
      venti: 20,
      trenta: 30,
      quaranta: 40,
      cinquanta: 50,
      sessanta: 60,
    },
  },
  nl: {
    reset: ["reset", "resetten", "herstel", "herstellen", "opnieuw instellen", "wis", "op nul"],
    pause: ["pauze", "pauzeer", "pauzeren", "stop", "stoppen", "halt", "annuleer", "annuleren"],
    start: ["start", "starten", "begin", "beginnen", "ga", "hervat", "hervatten", "verder", "doorgaan"],
    timer: ["timer", "aftellen", "wekker", "zet", "stel", "instellen"],
    hour: ["uur", "uren"],
    minute: ["minuut", "minuten", "min"],
    second: ["seconde", "seconden", "sec"],
    numbers: {
      een: 1,
      één: 1,
      twee: 2,
      drie: 3,
      vier: 4,
      vijf: 5,
      zes: 6,
      zeven: 7,
      acht: 8,
      negen: 9,
      tien: 10,
      vijftien: 15,
      twintig: 20,
      dertig: 30,
      veertig: 40,
      vijftig: 50,
      zestig: 60,
    },
  },
  pl: {
    reset: ["resetuj", "zresetuj", "reset", "wyzeruj", "zeruj", "od nowa"],
    pause: ["pauza", "wstrzymaj", "zatrzymaj", "stop", "stój", "anuluj"],
    start: ["start", "startuj", "uruchom", "włącz", "zacznij", "rozpocznij", "wznów", "kontynuuj", "dalej"],
    timer: ["minutnik", "timer", "stoper", "odliczanie", "ustaw", "nastaw"],
    hour: ["godzina", "godzinę", "godziny", "godzin", "godz"],
    minute: ["minuta", "minutę", "minuty", "minut", "min"],
    second: ["sekunda", "sekundę", "sekundy", "sekund", "sek"],
    numbers: {
      jedna: 1,
      jedną: 1,
      jeden: 1,
      dwie: 2,
      dwa: 2,
      trzy: 3,
      cztery: 4,
      pięć: 5,
      sześć: 6,
      siedem: 7,
      osiem: 8,
      dziewięć: 9,
      dziesięć: 10,
      piętnaście: 15,
      dwadzieścia: 20,
      trzydzieści: 30,
      czterdzieści: 40,
      pięćdziesiąt: 50,
      sześćdziesiąt: 60,
    },
  },
  ja: {
    reset: ["リセット", "りせっと", "やり直", "クリア"],
    pause: ["一時停止", "ポーズ", "停止", "止めて", "とめて", "止まれ", "ストップ", "キャンセル"],
    start: ["スタート", "開始", "始めて", "はじめて", "再開", "続けて", "つづけて"],
    timer: ["タイマー", "たいまー", "カウントダウン", "セット", "設定", "計って", "はかって"],
    hour: ["時間"],
    minute: ["分"],
    second: ["秒"],
    numbers: {},
  },
  "zh-Hans": {
    reset: ["重置", "重设", "复位", "清零", "归零"],
    pause: ["暂停", "停止", "停下", "停", "取消"],
    start: ["开始", "启动", "继续", "恢复"],
    timer: ["计时", "倒计时", "定时", "设置", "设定", "定个", "设个"],
    hour: ["小时", "个小时", "钟头"],
    minute: ["分钟", "分"],
    second: ["秒钟", "秒"],
    numbers: {},
  },
  hi: {
    reset: ["रीसेट", "रिसेट", "दोबारा सेट", "शून्य"],
    pause: ["रोको", "रोकें", "रोक दो", "पॉज़", "पॉज", "रुको", "स्टॉप", "बंद करो", "रद्द"],
    start: ["शुरू", "चालू", "स्टार्ट", "प्रारंभ", "जारी"],
    timer: ["टाइमर", "उलटी गिनती", "लगाओ", "लगाएं", "सेट"],
    hour: ["घंटा", "घंटे", "घंटों"],
    minute: ["मिनट", "मिनिट"],
    second: ["सेकंड", "सेकेंड", "सेकण्ड"],
    numbers: {
      एक: 1,
      दो: 2,
      तीन: 3,
      चार: 4,
      पांच: 5,
      पाँच: 5,
      छह: 6,
      सात: 7,
      आठ: 8,
      नौ: 9,
      दस: 10,
      पंद्रह: 15,
      बीस: 20,
      तीस: 30,
      चालीस: 40,
      पचास: 50,
      साठ: 60,
    },
  },
  ar: {
    reset: ["إعادة ضبط", "اعادة ضبط", "إعادة تعيين", "اعادة تعيين", "صفر", "صفّر", "أعد", "اعد"],
    pause: ["إيقاف", "ايقاف", "أوقف", "اوقف", "توقف", "قف", "إيقاف مؤقت", "إلغاء", "الغاء"],
    start: ["ابدأ", "ابدا", "إبدأ", "بدء", "شغل", "شغّل", "تشغيل", "استأنف", "استئناف", "تابع", "واصل"],
    timer: ["مؤقت", "المؤقت", "عداد", "العد التنازلي", "اضبط", "ضبط"],
    hour: ["ساعة", "ساعات", "ساعه"],
    minute: ["دقيقة", "دقائق", "دقيقه"],
    second: ["ثانية", "ثوان", "ثواني", "ثوانٍ", "ثانيه"],
    numbers: {
      واحد: 1,
      واحدة: 1,
      اثنين: 2,
      اثنتين: 2,
      ثلاث: 3,
      ثلاثة: 3,
      أربع: 4,
      أربعة: 4,
      خمس: 5,
      خمسة: 5,
      ست: 6,
      ستة: 6,
      سبع: 7,
      سبعة: 7,
      ثماني: 8,
      ثمانية: 8,
      تسع: 9,
      تسعة: 9,
      عشر: 10,
      عشرة: 10,
      عشرين: 20,
      ثلاثين: 30,
      أربعين: 40,
      خمسين: 50,
      ستين: 60,
    },
  },
};

/** Languages written without spaces between words: their words are found anywhere. */
const unspaced = new Set<Locale>(["ja", "zh-Hans"]);

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const anyOf = (words: string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join("|");
/** Letters, marks (Devanagari vowel signs, Arabic diacritics) and digits: what a word is made of. */
const WORD = "\\p{L}\\p{M}\\p{N}";

/** Chinese numerals as Japanese and Chinese recognisers may write them: 五, 十五, 二十五, 两, 九十九. */
function chineseNumber(text: string): number | null {
  const digits: Record<string, number> = {
    〇: 0,
    零: 0,
    一: 1,
    二: 2,
    两: 2,
    三: 3,
    四: 4,
    五: 5,
    六: 6,
    七: 7,
    八: 8,
    九: 9,
  };
  const match = /^([一二两三四五六七八九])?(十)?([一二三四五六七八九])?$/.exec(text);
  if (!match || text === "") return null;
  const [, first, ten, last] = match;
  if (!ten) return first && !last ? (digits[first] ?? null) : null;
  return (first ? (digits[first] ?? 1) : 1) * 10 + (last ? (digits[last] ?? 0) : 0);
}

/** Every decimal digit (Arabic-Indic, Devanagari, full-width) as its ASCII digit. */
const asciiDigits = (text: string) =>
  text.normalize("NFKC").replace(/\p{Nd}/gu, (digit) => {
    const code = digit.codePointAt(0) ?? 48;
    for (const zero of [0x0660, 0x06f0, 0x0966]) if (code >= zero && code <= zero + 9) return String(code - zero);
    return digit;
  });

function matchLocalCommand(transcript: string, locale: Exclude<Locale, "en">): VoiceCommand | null {
  const words = vocabularies[locale];
  const spaced = !unspaced.has(locale);
  const pattern = (list: string[], flags = "u") =>
    spaced
      ? new RegExp(`(?<![${WORD}])(?:${anyOf(list)})(?![${WORD}])`, flags)
      : new RegExp(`(?:${anyOf(list)})`, flags);
  let text = asciiDigits(String(transcript))
    .toLocaleLowerCase()
    .replace(/[-_]/g, " ")
    .replace(new RegExp(`[^${WORD}\\s]`, "gu"), " ")
    .replace(/\s+/g, " ")
    .trim();
  if (!text) return null;
  const numberWords = Object.keys(words.numbers);
  if (numberWords.length > 0) {
    text = text.replace(pattern(numberWords, "gu"), (word) => String(words.numbers[word]));
  }
  if (!spaced) {
    text = text.replace(/[〇零一二两三四五六七八九十]+/g, (numeral) => String(chineseNumber(numeral) ?? numeral));
  }
  const has = (list: string[]) => pattern(list).test(text);

  if (has(words.reset)) return { action: "reset", description: "" };

  const units: [string[], number][] = [
    [words.hour, 3600],
    [words.minute, 60],
    [words.second, 1],
  ];
  let seconds: number | null = null;
  for (const [unitWords, unit] of units) {
    const end = spaced ? `(?![${WORD}])` : "";
    const found = new RegExp(`(\\d+)\\s?(?:${anyOf(unitWords)})${end}`, "u").exec(text);
    if (found) {
      seconds = (seconds ?? 0) + Number(found[1]) * unit;
    }
  }
  if (seconds !== null && (has(words.timer) || has(words.start)) && !has(words.pause)) {
    if (seconds <= 0 || seconds > MAX_TIMER_SECONDS) return null;
    return { action: "set", seconds, description: durationInWords(seconds, locale) };
  }
  if (has(words.pause)) return { action: "pause", description: "" };
  if (has(words.start)) return { action: "start", description: "" };
  return null;
}

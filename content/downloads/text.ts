import type { Language } from "@core/settings";

/**
 * Interface text of the Chrome Extension Download and Source Code Download pages (docs/product.md,
 * Downloads), in English. Sizes are filled in from the real archives.
 */
const en = {
  extension: {
    meta: {
      title: "Chrome Extension: timer, stopwatch, alarm and world clock | Tickwise",
      description:
        "Download the free Tickwise extension for Chrome and Edge: countdown timer with presets, stopwatch with laps, alarm notifications and a world clock.",
    },
    heading: "Chrome Extension Download",
    intro:
      "Take Tickwise's tools with you in the browser toolbar: a countdown timer, a stopwatch, an alarm and a world clock, one click away on any page.",
    download: "Download Extension",
    alternative: "Alternative Download",
    newTab: "(opens in a new tab)",
    version: (version: string) => `Version ${version}`,
    compatible: "Compatible with Chrome and Edge",
    notBuilt: "The extension has not been built on this server yet.",
    featuresHeading: "What's inside",
    features: [
      { title: "Timer", text: "Countdown timers with presets" },
      { title: "Stopwatch", text: "Precise timing with laps" },
      { title: "Alarm", text: "Browser notifications" },
      { title: "World Clock", text: "6 global time zones" },
    ],
    installHeading: "How to install",
    steps: [
      "Download the extension zip file with the button above.",
      "Extract the zip file to a folder on your computer.",
      "Open the extensions page: type chrome://extensions (or edge://extensions) in the address bar.",
      "Enable Developer mode with the switch in the top right corner.",
      "Click Load unpacked and select the extracted folder.",
      "Pin Tickwise to the toolbar from the puzzle-piece menu so it is always one click away.",
    ],
    back: "Back to Timer",
  },
  source: {
    meta: {
      title: "Download the Tickwise source code | Tickwise",
      description:
        "Get the complete Tickwise source code and the Chrome extension by email, as a base64 download or as a direct zip download.",
    },
    heading: "Source Code Download",
    intro: "Get the complete source code of Tickwise together with the Chrome extension.",
    size: (size: string) => `Source archive: ${size}`,
    emailHeading: "Send to my email",
    emailLabel: "Email address",
    emailPlaceholder: "you@example.com",
    send: "Send Source Code",
    sending: "Sending Email...",
    sentHeading: "Email Sent!",
    sentText: (email: string) =>
      `The source code and the Chrome extension are on their way to ${email}. Check your inbox (and the spam folder).`,
    sendAnother: "Send to Another Email",
    alternativeHeading: "Alternative methods",
    whyEmail:
      "Some networks block direct file downloads. Email is the most reliable way to get the files; the other two methods work where downloads are allowed.",
    base64: "Download via Base64",
    base64Help: "Fetches the archive as text and saves it from this page.",
    downloading: "Downloading...",
    direct: "Direct Download",
    directHelp: "Opens the zip file in a new tab.",
    includedHeading: "What's included",
    included: [
      { title: "Web app", text: "React Router pages for the timer, stopwatch, world clock, alarm and goals" },
      { title: "Server", text: "Fastify API, email reminders and the database schema" },
      { title: "Shared core", text: "Timer engine, presets, time zones and validation used everywhere" },
      { title: "Chrome extension", text: "The Manifest V3 extension with its popup and service worker" },
      { title: "Content", text: "Texts in English and Spanish, FAQs and how-to guides" },
      { title: "Tests", text: "Unit, API and end-to-end tests with their helpers" },
    ],
    notBuilt: "The source archive has not been built on this server yet.",
    back: "Back to Timer",
    toast: {
      invalidTitle: "Invalid Email",
      invalidText: "Please enter a valid email address",
      failedTitle: "Email Failed",
      failedText: "Failed to send email. Please try again.",
      sentTitle: "Email Sent!",
      sentText: "Check your email for the source code and Chrome extension files",
    },
    downloadFailed: "Download failed. Please try again.",
  },
};

export type DownloadsText = typeof en;

/** The same, in Spanish. */
const es: DownloadsText = {
  extension: {
    meta: {
      title: "Extensión de Chrome de Tickwise: temporizador, cronómetro y alarma | Tickwise",
      description:
        "Descarga gratis la extensión de Tickwise para Chrome y Edge: temporizador con preajustes, cronómetro con vueltas, alarmas y reloj mundial.",
    },
    heading: "Descarga de la extensión de Chrome",
    intro:
      "Lleva las herramientas de Tickwise en la barra del navegador: temporizador, cronómetro, alarma y reloj mundial, a un clic desde cualquier página.",
    download: "Descargar extensión",
    alternative: "Descarga alternativa",
    newTab: "(se abre en una pestaña nueva)",
    version: (version: string) => `Versión ${version}`,
    compatible: "Compatible con Chrome y Edge",
    notBuilt: "La extensión aún no se ha generado en este servidor.",
    featuresHeading: "Qué incluye",
    features: [
      { title: "Temporizador", text: "Cuentas atrás con preajustes" },
      { title: "Cronómetro", text: "Medición precisa con vueltas" },
      { title: "Alarma", text: "Notificaciones del navegador" },
      { title: "Reloj mundial", text: "6 zonas horarias del mundo" },
    ],
    installHeading: "Cómo instalarla",
    steps: [
      "Descarga el archivo zip de la extensión con el botón de arriba.",
      "Descomprime el archivo zip en una carpeta de tu ordenador.",
      "Abre la página de extensiones: escribe chrome://extensions (o edge://extensions) en la barra de direcciones.",
      "Activa el Modo de desarrollador con el interruptor de la esquina superior derecha.",
      "Pulsa Cargar descomprimida y selecciona la carpeta extraída.",
      "Fija Tickwise en la barra desde el menú de la pieza de puzle para tenerla siempre a un clic.",
    ],
    back: "Volver al temporizador",
  },
  source: {
    meta: {
      title: "Descarga el código fuente de Tickwise | Tickwise",
      description:
        "Consigue el código fuente completo de Tickwise y la extensión de Chrome por correo, como descarga en base64 o como descarga directa del zip.",
    },
    heading: "Descarga del código fuente",
    intro: "Consigue el código fuente completo de Tickwise junto con la extensión de Chrome.",
    size: (size: string) => `Archivo del código fuente: ${size}`,
    emailHeading: "Enviar a mi correo",
    emailLabel: "Correo electrónico",
    emailPlaceholder: "tu@ejemplo.com",
    send: "Enviar código fuente",
    sending: "Enviando correo...",
    sentHeading: "¡Correo enviado!",
    sentText: (email: string) =>
      `El código fuente y la extensión de Chrome van de camino a ${email}. Revisa tu bandeja de entrada (y la carpeta de spam).`,
    sendAnother: "Enviar a otro correo",
    alternativeHeading: "Otros métodos",
    whyEmail:
      "Algunas redes bloquean las descargas directas de archivos. El correo es la forma más fiable de recibirlos; los otros dos métodos funcionan donde se permiten las descargas.",
    base64: "Descargar vía Base64",
    base64Help: "Obtiene el archivo como texto y lo guarda desde esta página.",
    downloading: "Descargando...",
    direct: "Descarga directa",
    directHelp: "Abre el archivo zip en una pestaña nueva.",
    includedHeading: "Qué incluye",
    included: [
      {
        title: "Aplicación web",
        text: "Páginas React Router del temporizador, cronómetro, reloj mundial, alarma y metas",
      },
      { title: "Servidor", text: "API Fastify, recordatorios por correo y el esquema de la base de datos" },
      { title: "Núcleo compartido", text: "Motor del temporizador, preajustes, zonas horarias y validación comunes" },
      { title: "Extensión de Chrome", text: "La extensión Manifest V3 con su ventana emergente y su service worker" },
      { title: "Contenido", text: "Textos en inglés y español, preguntas frecuentes y guías" },
      { title: "Pruebas", text: "Pruebas unitarias, de API y de extremo a extremo con sus utilidades" },
    ],
    notBuilt: "El archivo del código fuente aún no se ha generado en este servidor.",
    back: "Volver al temporizador",
    toast: {
      invalidTitle: "Correo no válido",
      invalidText: "Introduce una dirección de correo válida",
      failedTitle: "Error al enviar el correo",
      failedText: "No se pudo enviar el correo. Inténtalo de nuevo.",
      sentTitle: "¡Correo enviado!",
      sentText: "Revisa tu correo: tienes el código fuente y los archivos de la extensión de Chrome",
    },
    downloadFailed: "La descarga falló. Inténtalo de nuevo.",
  },
};

export const downloadsText: Record<Language, DownloadsText> = { en, es };

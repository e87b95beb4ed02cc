import type { DownloadsText } from "../text";

/** The download pages, in Spanish. */
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
      { title: "Contenido", text: "Textos en doce idiomas, preguntas frecuentes y guías" },
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

export default es;

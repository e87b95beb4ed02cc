import type { Language } from "@core/settings";
import type { LegalDocument, LegalKey } from "./legal";

/** Terms and privacy text; written to be true of this product (see docs/product.md, Legal pages and Privacy). */
export const legal: Record<Language, Record<LegalKey, LegalDocument>> = {
  en: {
    terms: {
      title: "Terms & Conditions",
      description:
        "Plain-language terms for Tickwise's free timer, stopwatch, world clock and alarm clock: what you may do, what we promise and where our limits are.",
      updated: "2026-11-22",
      sections: [
        {
          heading: "Acceptance of Terms",
          paragraphs: [
            "These terms apply whenever you use Tickwise: the website and its time tools, the blog, the holiday countdowns and the files you can download from it (the Chrome extension and the source code).",
            "By using Tickwise you agree to these terms. There is no account to create and nothing to sign. If you do not agree, simply stop using the site.",
            "We may update these terms when the product changes. The date at the top of this page shows when they last changed, and the version published here is the one that applies.",
          ],
        },
        {
          heading: "Use License",
          paragraphs: [
            "Every Tickwise tool is free to use, for personal and for commercial purposes. Run a timer in your kitchen, classroom, gym, studio or meeting room, and show it on a big screen if you like. Under these terms you may:",
          ],
          list: [
            "use the timer, stopwatch, world clock, alarm clock, goals and holiday countdowns as often as you want, without paying or registering;",
            "share links to any Tickwise page, including timer links with a preset duration;",
            "install the Chrome extension in your own browser;",
            "download the source code to study how Tickwise works and to run your own copy of it (self-hosting).",
          ],
          closing: [
            "In return, please do not misuse the service. Do not try to break into it, get around its rate limits or overload it with automated requests, and do not use its email features to send mail to people who did not ask for it.",
            "Blog articles remain the work of their authors. Quote them briefly with a link rather than republishing them whole.",
            "If you run your own copy from the source code, you are the operator of that copy: you are responsible for how it is set up and for how it treats its own visitors' data.",
          ],
        },
        {
          heading: "Disclaimer",
          paragraphs: [
            "Tickwise is provided “as is” and “as available”. We work hard to keep it accurate and online, but we cannot promise that it will always be available, free of errors or suited to your particular purpose.",
            "Timers, alarms and the stopwatch run on your device, inside your browser. Tickwise computes time from a clock rather than by counting ticks, but the result still depends on your device and browser. A device that goes to sleep, a browser that closes or suspends the tab, a flat battery, a muted speaker or blocked notifications can all stop an alarm from being seen or heard.",
            "Email reminders depend on the mail service the site operator has configured and on your own email provider. They can arrive late, land in a spam folder or not arrive at all.",
            "Do not rely on Tickwise for safety-critical or medical timing: medication doses, medical treatment, safety procedures, industrial processes or anything else where a missed or late signal could hurt someone. Use dedicated, certified equipment for those.",
            "World-clock times, holiday dates and blog articles are general information. Check an official source before you make an important decision based on them.",
          ],
        },
        {
          heading: "Limitations",
          paragraphs: [
            "To the fullest extent the law allows, Tickwise and the people who build and run it are not liable for any loss or damage that comes from using, or being unable to use, the site, the Chrome extension or the source code. That includes, for example, a missed alarm, a late reminder, burnt food, a missed meeting or lost goals.",
            "Your settings, theme and custom alarm sound are kept by your browser. If you clear your browser data or change device, they are gone and we cannot restore them.",
            "Because the tools are free and need no account, we offer no guaranteed level of service, and we may change, pause or remove any feature at any time.",
            "Tickwise links to other websites, for example through its share buttons. We are not responsible for the content or the practices of those sites.",
            "Nothing in these terms takes away rights that the law of your country gives you and that cannot be waived by agreement, such as mandatory consumer protections.",
          ],
        },
        {
          heading: "Privacy",
          paragraphs: [
            "Tickwise is built to need as little information about you as possible. There is no registration, and your display settings, theme and custom alarm sound stay in your browser.",
            "A few features do involve our server: your goals, the email reminders you choose to set and the source-code email. Our Privacy Policy explains what each of them sends, how long it is kept and which cookies the site uses. It forms part of these terms.",
          ],
        },
        {
          heading: "Contact Information",
          paragraphs: [
            "Tickwise does not publish an email address. For questions about these terms, or to report a problem or a misuse of the site, please use the contact channels given in the app, for example on the source code download page.",
            "Please do not include sensitive personal information in your message; we do not need it to help you.",
          ],
        },
      ],
    },
    privacy: {
      title: "Privacy Policy",
      description:
        "Tickwise needs no account: display settings stay in your browser, goals are tied to an anonymous cookie and reminder addresses are erased once used.",
      updated: "2026-11-26",
      sections: [
        {
          heading: "Information We Collect",
          paragraphs: [
            "Tickwise works without knowing who you are: no registration, no profile, no name attached to your visits. Only these features send information to our server:",
          ],
          list: [
            "Goals: each goal's title, description, duration and completed state, linked only to a random identifier in an anonymous visitor cookie.",
            "Focus history: for each focus period you complete on the Pomodoro page, when it started, its length in minutes and your optional task label, linked only to the same anonymous visitor cookie.",
            "Email reminders: when you have set an email address and start a timer, the address, the duration, your optional message and the page language (so the email is written in it).",
            "Source-code email: the address you type on the source code download page.",
            "Technical data: your IP address, used briefly for rate limits that stop abuse such as mass mailing or password guessing, and ordinary request logs (time, page, result, IP address) that help us find faults. Cookies are left out of those logs.",
          ],
          closing: [
            "The world clock also asks our server for the current time, so your browser can correct for a device clock that is off. Your display and sound settings, theme and custom alarm sound never leave your browser; your language choice reaches us only through the tickwise-lang cookie. We collect no location or contacts.",
          ],
        },
        {
          heading: "How We Use Information",
          paragraphs: [
            "Only to provide the feature you asked for. Your goals are shown back to you alone: one visitor can never see, change or delete another visitor's goals.",
            "A reminder's details are used to send that one email when your timer ends, even if you have closed the tab. Pausing or resetting the timer cancels it. The source-code address is used once, to send you the files, and is not saved.",
            "We never sell or rent your information, never use it for advertising and never send marketing email. Our emails contain no tracking pixels, so we cannot tell whether you open them.",
          ],
        },
        {
          heading: "Data Storage",
          paragraphs: [
            "In your browser: your settings (including the reminder address and message you typed), theme and language are kept in local storage. A custom alarm sound is kept in IndexedDB and is never uploaded. Your browser also keeps a copy of Tickwise's files so the site works offline. Clearing this site's data in your browser removes all of it.",
            "On our server: goals stay until you delete them, and deleting a goal removes it from the database. Your focus history stays until you clear it with Clear history on the Pomodoro page, which removes it from the database.",
            "Scheduled reminders are stored so they survive a server restart. The address and message are erased as soon as the reminder is sent, cancelled or has finally failed, leaving only a bare record without them.",
            "Rate-limit counters keep IP addresses (and, for email, recipient addresses) only until the limit's time window ends, in the server's memory or a Redis store.",
            "Every email has an unsubscribe link. If you use it, the server keeps a one-way hash of your address (never the address itself), only so that it never emails that address again.",
          ],
        },
        {
          heading: "Third-Party Services",
          paragraphs: [
            "Every page, with its fonts, images and scripts, is served by Tickwise itself, and its Content-Security-Policy stops pages from loading anything from elsewhere. There are no ads, analytics, social-media widgets or embedded trackers. Other services are involved only when you use these features:",
          ],
          list: [
            "Email: reminder and source-code emails go through the SMTP mail provider the site operator configures, which handles your address in order to deliver them.",
            "Voice commands: processed by your browser's own speech recognition, once you allow the microphone. Some browsers use their maker's online service for this; Tickwise never receives the audio.",
            "Share buttons: plain links. Nothing reaches a social network until you click one; that site then receives the page's address and title.",
          ],
        },
        {
          heading: "Cookies",
          paragraphs: [
            "Tickwise sets only its own cookies, each needed for a feature to work. There are no advertising, tracking or third-party cookies.",
          ],
          list: [
            "tickwise-lang mirrors the language you chose, so the server sends pages in it.",
            "The visitor cookie holds a random, signed identifier that only our server can read (it is httpOnly). It links you to your goals and reminders, shows that an email request comes from this site, and contains no name or email address.",
            "An administrator session cookie exists only for blog administrators who sign in. Readers never receive it.",
          ],
          closing: ["You can delete cookies at any time; the tools keep working, but you lose access to your goals."],
        },
        {
          heading: "Data Security",
          paragraphs: [
            "Tickwise is served over HTTPS with a strict Content-Security-Policy and other security headers that block injected scripts and stop other sites from framing it.",
            "The visitor cookie is signed, so it cannot be forged to reach someone else's goals. Administrator passwords are stored only as slow, salted hashes, and login attempts are rate-limited.",
            "Browser notifications and the microphone are used only with your permission, which you can withdraw in your browser at any time.",
            "The source code is available for download, so anyone can check that Tickwise does what this policy says.",
          ],
        },
        {
          heading: "Changes to Privacy Policy",
          paragraphs: [
            "If Tickwise starts handling information differently, we will update this policy, in plain words, together with the date at the top of this page. The English and Spanish versions always change together.",
          ],
        },
        {
          heading: "Contact Us",
          paragraphs: [
            "Tickwise does not publish an email address. For questions about this policy or your data, please use the contact channels given in the app, such as the source code download page.",
            "Most of your data is in your own hands: delete goals on the Goals page, pause or reset a timer to cancel its reminder, and clear this site's data in your browser to remove everything stored there.",
          ],
        },
      ],
    },
  },
  es: {
    terms: {
      title: "Términos y condiciones",
      description:
        "Las condiciones de uso de Tickwise, gratis y sin registro, explicadas con claridad: qué puedes hacer, qué ofrecemos y cuáles son nuestros límites.",
      updated: "2026-11-22",
      sections: [
        {
          heading: "Aceptación de los términos",
          paragraphs: [
            "Estos términos se aplican siempre que usas Tickwise: el sitio web y sus herramientas de tiempo, el blog, las cuentas atrás de festivos y los archivos que puedes descargar (la extensión para Chrome y el código fuente).",
            "Al usar Tickwise aceptas estos términos. No hace falta crear una cuenta ni firmar nada: si no estás de acuerdo, basta con que dejes de usar el sitio.",
            "Podemos actualizar estos términos cuando cambie el producto. La fecha que aparece al principio de esta página indica la última modificación, y la versión publicada aquí es la que está en vigor.",
          ],
        },
        {
          heading: "Licencia de uso",
          paragraphs: [
            "Todas las herramientas de Tickwise son gratuitas, tanto para uso personal como comercial. Puedes poner un temporizador en la cocina, en clase, en el gimnasio o en una sala de reuniones, y proyectarlo en pantalla grande si quieres. Con estos términos puedes:",
          ],
          list: [
            "usar el temporizador, el cronómetro, el reloj mundial, el despertador, las metas y las cuentas atrás de festivos tantas veces como quieras, sin pagar ni registrarte;",
            "compartir enlaces a cualquier página de Tickwise, también a temporizadores con una duración ya fijada;",
            "instalar la extensión para Chrome en tu propio navegador;",
            "descargar el código fuente para estudiar cómo funciona Tickwise y para alojar tu propia copia.",
          ],
          closing: [
            "A cambio, te pedimos que no hagas un mal uso del servicio: no intentes acceder a él sin permiso, saltarte sus límites de uso ni saturarlo con peticiones automáticas, y no uses sus funciones de correo para enviar mensajes a quien no los ha pedido.",
            "Los artículos del blog siguen siendo obra de sus autores. Si quieres citarlos, hazlo con un fragmento breve y un enlace, en lugar de copiarlos enteros.",
            "Si alojas tu propia copia a partir del código fuente, eres tú quien la gestiona: te corresponde configurarla y decidir cómo trata los datos de sus visitantes.",
          ],
        },
        {
          heading: "Descargo de responsabilidad",
          paragraphs: [
            "Tickwise se ofrece «tal cual» y «según disponibilidad». Nos esforzamos por que sea preciso y esté siempre en línea, pero no podemos garantizar que funcione en todo momento, que no tenga errores ni que se ajuste a un fin concreto.",
            "Los temporizadores, las alarmas y el cronómetro funcionan en tu dispositivo, dentro del navegador. Tickwise calcula el tiempo a partir de un reloj, no contando segundos, pero el resultado sigue dependiendo de tu equipo y de tu navegador. Si el dispositivo entra en reposo, el navegador cierra o suspende la pestaña, se agota la batería, el altavoz está silenciado o las notificaciones están bloqueadas, puede que no veas ni oigas la alarma.",
            "Los recordatorios por correo dependen del servicio de correo que haya configurado quien gestiona el sitio y de tu propio proveedor de email. Pueden llegar tarde, acabar en la carpeta de spam o no llegar.",
            "No confíes en Tickwise para controlar tiempos médicos o de seguridad: tomas de medicación, tratamientos, protocolos de seguridad, procesos industriales o cualquier situación en la que un aviso perdido o tardío pueda causar daño a alguien. Para eso, usa equipos específicos y certificados.",
            "Las horas del reloj mundial, las fechas de los festivos y los artículos del blog son información general. Antes de tomar una decisión importante, consulta una fuente oficial.",
          ],
        },
        {
          heading: "Limitaciones",
          paragraphs: [
            "En la máxima medida que permita la ley, Tickwise y las personas que lo desarrollan y lo gestionan no responden de ninguna pérdida ni daño derivados del uso, o de la imposibilidad de uso, del sitio, de la extensión para Chrome o del código fuente. Por ejemplo: una alarma que no sonó, un recordatorio que llegó tarde, una comida quemada, una reunión perdida o unas metas que desaparecieron.",
            "Tus ajustes, tu tema y tu sonido de alarma personalizado los guarda tu navegador. Si borras los datos del navegador o cambias de dispositivo, se pierden y no podemos recuperarlos.",
            "Como las herramientas son gratuitas y no requieren cuenta, no ofrecemos ningún nivel de servicio garantizado, y podemos cambiar, pausar o retirar cualquier función en cualquier momento.",
            "Tickwise enlaza a otros sitios web, por ejemplo con sus botones para compartir. No somos responsables del contenido ni de las prácticas de esos sitios.",
            "Nada de lo dispuesto en estos términos limita los derechos que te reconozca la legislación de tu país y que no puedan excluirse por contrato, como las protecciones obligatorias de los consumidores.",
          ],
        },
        {
          heading: "Privacidad",
          paragraphs: [
            "Tickwise está pensado para necesitar la menor información posible sobre ti. No hay registro, y tus ajustes de pantalla, tu tema y tu sonido de alarma personalizado se quedan en tu navegador.",
            "Solo algunas funciones pasan por nuestro servidor: tus metas, los recordatorios por correo que decidas programar y el envío del código fuente por email. Nuestra Política de privacidad explica qué envía cada una, cuánto tiempo se conserva y qué cookies usa el sitio. Esa política forma parte de estos términos.",
          ],
        },
        {
          heading: "Información de contacto",
          paragraphs: [
            "Tickwise no publica ninguna dirección de correo. Si tienes dudas sobre estos términos o quieres informar de un problema o de un mal uso del sitio, utiliza los canales de contacto que se indican en la aplicación, por ejemplo en la página de descarga del código fuente.",
            "Te pedimos que no incluyas datos personales delicados en tu mensaje: no los necesitamos para ayudarte.",
          ],
        },
      ],
    },
    privacy: {
      title: "Política de privacidad",
      description:
        "Tickwise no pide cuenta: tus ajustes de pantalla no salen del navegador, las metas usan una cookie anónima y tu email de aviso se borra tras usarse.",
      updated: "2026-11-26",
      sections: [
        {
          heading: "Información que recopilamos",
          paragraphs: [
            "Tickwise funciona sin saber quién eres: no hay registro ni perfil, y tus visitas no van asociadas a ningún nombre. Solo estas funciones envían información a nuestro servidor:",
          ],
          list: [
            "Metas: de cada meta que crees, el título, la descripción, la duración y si está completada, vinculados únicamente a un identificador aleatorio guardado en una cookie de visitante anónima.",
            "Historial de concentración: de cada periodo de concentración que completes en la página Pomodoro, cuándo empezó, cuántos minutos duró y tu etiqueta opcional, vinculados únicamente a la misma cookie de visitante anónima.",
            "Recordatorios por correo: si has indicado un email e inicias un temporizador, esa dirección, la duración, el mensaje opcional y el idioma de la página (para escribirte el correo en él).",
            "Código fuente por email: la dirección que escribas en la página de descarga del código fuente.",
            "Datos técnicos: tu dirección IP, que se usa un momento para aplicar límites que frenan abusos como el envío masivo de correos o los intentos de adivinar contraseñas, y los registros habituales de cada petición (hora, página, resultado e IP), que nos ayudan a detectar fallos. Las cookies no se anotan en ellos.",
          ],
          closing: [
            "Además, el reloj mundial le pregunta la hora a nuestro servidor, para que tu navegador pueda corregir el desfase del reloj de tu dispositivo. Tus ajustes de pantalla y sonido, tu tema y tu sonido de alarma personalizado nunca salen del navegador; el idioma que elijas solo nos llega mediante la cookie tickwise-lang. No recogemos ni tu ubicación ni tus contactos.",
          ],
        },
        {
          heading: "Cómo usamos la información",
          paragraphs: [
            "Solo para darte la función que has pedido. Tus metas solo te las mostramos a ti: ningún visitante puede ver, modificar ni borrar las de otro.",
            "Los datos de un recordatorio sirven para enviar ese único correo cuando acaba el temporizador, aunque hayas cerrado la pestaña. Si lo pausas o lo reinicias, el envío se cancela. La dirección para el código fuente se usa una sola vez, para mandarte los archivos, y no se guarda.",
            "Nunca vendemos ni alquilamos tu información, no la usamos para publicidad y no te enviamos correos comerciales. Nuestros emails no llevan píxeles de seguimiento, así que no sabemos si los abres.",
          ],
        },
        {
          heading: "Almacenamiento de datos",
          paragraphs: [
            "En tu navegador: tus ajustes (incluidos la dirección y el mensaje que escribiste para los recordatorios), tu tema y tu idioma se guardan en el almacenamiento local. El sonido de alarma personalizado se guarda en IndexedDB y nunca se sube al servidor. El navegador también conserva una copia de los archivos de Tickwise para que funcione sin conexión. Si borras los datos de este sitio en el navegador, todo eso desaparece.",
            "En nuestro servidor: las metas se conservan hasta que las borres, y al borrar una se elimina de la base de datos. Tu historial de concentración se conserva hasta que lo borres con Borrar historial en la página Pomodoro, lo que lo elimina de la base de datos.",
            "Los recordatorios programados se guardan para que sobrevivan a un reinicio del servidor. La dirección y el mensaje se borran en cuanto el recordatorio se envía, se cancela o falla definitivamente, y solo queda un registro mínimo sin ellos.",
            "Los contadores de los límites de uso conservan las direcciones IP (y, en el correo, las de destino) solo hasta que termina el intervalo de cada límite, en la memoria del servidor o en un almacén Redis.",
            "Cada correo lleva un enlace para darse de baja. Si lo usas, el servidor guarda un resumen irreversible (hash) de tu dirección, nunca la dirección, solo para no volver a escribirle nunca.",
          ],
        },
        {
          heading: "Servicios de terceros",
          paragraphs: [
            "Todas las páginas, con sus fuentes, imágenes y scripts, las sirve el propio Tickwise, y su Content-Security-Policy impide que carguen nada de otros sitios. No hay anuncios, analítica, widgets de redes sociales ni rastreadores incrustados. Solo intervienen otros servicios cuando usas estas funciones:",
          ],
          list: [
            "Correo: los recordatorios y el código fuente se envían a través del proveedor SMTP que configure quien gestiona el sitio, que trata tu dirección para poder entregarlos.",
            "Comandos de voz: los procesa el reconocimiento de voz de tu propio navegador, cuando permites el uso del micrófono. Algunos navegadores recurren para ello a un servicio en línea de su fabricante; Tickwise nunca recibe el audio.",
            "Botones para compartir: son enlaces normales. No llega nada a ninguna red social hasta que pulsas uno; entonces ese sitio recibe la dirección y el título de la página.",
          ],
        },
        {
          heading: "Cookies",
          paragraphs: [
            "Tickwise solo usa cookies propias, cada una necesaria para que funcione algo concreto. No hay cookies publicitarias, de seguimiento ni de terceros.",
          ],
          list: [
            "tickwise-lang refleja el idioma que elegiste, para que el servidor te envíe las páginas en ese idioma.",
            "La cookie de visitante guarda un identificador aleatorio y firmado que solo puede leer nuestro servidor (es httpOnly). Te vincula con tus metas y recordatorios, muestra que una petición de correo viene de este sitio y no contiene ningún nombre ni email.",
            "La cookie de sesión de administrador solo existe para los administradores del blog que inician sesión. Los lectores nunca la reciben.",
          ],
          closing: [
            "Puedes borrar las cookies cuando quieras; las herramientas seguirán funcionando, pero perderás el acceso a tus metas.",
          ],
        },
        {
          heading: "Seguridad de los datos",
          paragraphs: [
            "Tickwise se sirve por HTTPS, con una Content-Security-Policy estricta y otras cabeceras de seguridad que bloquean scripts inyectados e impiden que otros sitios lo muestren dentro de un marco.",
            "La cookie de visitante está firmada, así que no se puede falsificar para llegar a las metas de otra persona. Las contraseñas de los administradores se guardan solo como hashes lentos con sal, y los intentos de inicio de sesión están limitados.",
            "Las notificaciones del navegador y el micrófono solo se usan con tu permiso, que puedes retirar en el navegador cuando quieras.",
            "El código fuente se puede descargar, así que cualquiera puede comprobar que Tickwise hace lo que dice esta política.",
          ],
        },
        {
          heading: "Cambios en la política de privacidad",
          paragraphs: [
            "Si Tickwise empieza a tratar la información de otra manera, actualizaremos esta política, con palabras sencillas, junto con la fecha que aparece al principio de la página. Las versiones en inglés y en español cambian siempre a la vez.",
          ],
        },
        {
          heading: "Contacto",
          paragraphs: [
            "Tickwise no publica ninguna dirección de correo. Si tienes preguntas sobre esta política o sobre tus datos, utiliza los canales de contacto que se indican en la aplicación, como la página de descarga del código fuente.",
            "Buena parte de tus datos está en tus manos: borra tus metas en la página Metas, pausa o reinicia un temporizador para cancelar su recordatorio y elimina los datos de este sitio en el navegador para borrar todo lo que se guarda en él.",
          ],
        },
      ],
    },
  },
};

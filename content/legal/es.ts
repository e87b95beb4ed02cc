import type { LegalTexts } from "../legal";

/** Terms and privacy, in Spanish. */
const es: LegalTexts = {
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
          "Si Tickwise empieza a tratar la información de otra manera, actualizaremos esta política, con palabras sencillas, junto con la fecha que aparece al principio de la página. Todas las versiones de esta política, en cualquier idioma, cambian a la vez.",
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
};

export default es;

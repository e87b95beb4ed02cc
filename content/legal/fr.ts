import type { LegalTexts } from "../legal";

/** Terms and privacy, in French. */
const fr: LegalTexts = {
  terms: {
    title: "Conditions générales d’utilisation",
    description:
      "Les conditions des outils gratuits de Tickwise en clair : ce que vous pouvez faire, ce que nous promettons et où s’arrêtent nos engagements.",
    updated: "2026-11-22",
    sections: [
      {
        heading: "Acceptation des conditions",
        paragraphs: [
          "Ces conditions s’appliquent chaque fois que vous utilisez Tickwise : le site web et ses outils de gestion du temps, le blog, les comptes à rebours des jours fériés et les fichiers que vous pouvez y télécharger (l’extension Chrome et le code source).",
          "En utilisant Tickwise, vous acceptez ces conditions. Il n’y a aucun compte à créer et rien à signer. Si vous n’êtes pas d’accord, cessez simplement d’utiliser le site.",
          "Nous pouvons mettre à jour ces conditions lorsque le produit évolue. La date en haut de cette page indique leur dernière modification, et c’est la version publiée ici qui s’applique.",
        ],
      },
      {
        heading: "Licence d’utilisation",
        paragraphs: [
          "Tous les outils de Tickwise sont gratuits, pour un usage personnel comme professionnel. Lancez un minuteur dans votre cuisine, votre salle de classe, votre salle de sport, votre studio ou votre salle de réunion, et affichez-le sur un grand écran si vous le souhaitez. Selon ces conditions, vous pouvez :",
        ],
        list: [
          "utiliser le minuteur, le chronomètre, l’horloge mondiale, le réveil, les objectifs et les comptes à rebours des jours fériés aussi souvent que vous le voulez, sans payer ni vous inscrire ;",
          "partager des liens vers n’importe quelle page de Tickwise, y compris des liens de minuteur avec une durée prédéfinie ;",
          "installer l’extension Chrome dans votre propre navigateur ;",
          "télécharger le code source pour étudier le fonctionnement de Tickwise et exécuter votre propre copie (auto-hébergement).",
        ],
        closing: [
          "En contrepartie, merci de ne pas abuser du service. N’essayez pas d’y pénétrer, de contourner ses limites d’utilisation ou de le surcharger de requêtes automatisées, et n’utilisez pas ses fonctions d’e-mail pour écrire à des personnes qui ne l’ont pas demandé.",
          "Les articles du blog restent l’œuvre de leurs auteurs. Citez-les brièvement avec un lien plutôt que de les republier en entier.",
          "Si vous exécutez votre propre copie à partir du code source, vous en êtes l’exploitant : vous êtes responsable de sa configuration et de la façon dont elle traite les données de ses propres visiteurs.",
        ],
      },
      {
        heading: "Avertissement",
        paragraphs: [
          "Tickwise est fourni « en l’état » et « selon disponibilité ». Nous faisons tout pour qu’il soit exact et en ligne, mais nous ne pouvons pas promettre qu’il sera toujours disponible, exempt d’erreurs ou adapté à votre usage particulier.",
          "Les minuteurs, les alarmes et le chronomètre fonctionnent sur votre appareil, dans votre navigateur. Tickwise calcule le temps à partir d’une horloge plutôt qu’en comptant des battements, mais le résultat dépend tout de même de votre appareil et de votre navigateur. Un appareil qui se met en veille, un navigateur qui ferme ou suspend l’onglet, une batterie à plat, un haut-parleur coupé ou des notifications bloquées peuvent empêcher de voir ou d’entendre une alarme.",
          "Les rappels par e-mail dépendent du service de messagerie configuré par l’exploitant du site et de votre propre fournisseur de messagerie. Ils peuvent arriver en retard, finir dans les spams ou ne jamais arriver.",
          "Ne comptez pas sur Tickwise pour des minutages critiques pour la sécurité ou la santé : prises de médicaments, traitements médicaux, procédures de sécurité, processus industriels ou toute autre situation où un signal manqué ou tardif pourrait blesser quelqu’un. Utilisez pour cela un équipement dédié et certifié.",
          "Les heures de l’horloge mondiale, les dates des jours fériés et les articles du blog sont des informations générales. Vérifiez auprès d’une source officielle avant de prendre une décision importante sur leur base.",
        ],
      },
      {
        heading: "Limitations",
        paragraphs: [
          "Dans toute la mesure permise par la loi, Tickwise et les personnes qui le conçoivent et l’exploitent ne sont pas responsables des pertes ou dommages résultant de l’utilisation, ou de l’impossibilité d’utiliser, le site, l’extension Chrome ou le code source. Cela inclut, par exemple, une alarme manquée, un rappel tardif, un plat brûlé, une réunion manquée ou des objectifs perdus.",
          "Vos réglages, votre thème et votre son d’alarme personnalisé sont conservés par votre navigateur. Si vous effacez les données de votre navigateur ou changez d’appareil, ils disparaissent et nous ne pouvons pas les restaurer.",
          "Comme les outils sont gratuits et ne nécessitent aucun compte, nous n’offrons aucun niveau de service garanti, et nous pouvons modifier, suspendre ou supprimer toute fonctionnalité à tout moment.",
          "Tickwise renvoie vers d’autres sites web, par exemple via ses boutons de partage. Nous ne sommes pas responsables du contenu ni des pratiques de ces sites.",
          "Rien dans ces conditions ne retire les droits que vous accorde la loi de votre pays et auxquels il ne peut être renoncé par contrat, comme les protections impératives des consommateurs.",
        ],
      },
      {
        heading: "Confidentialité",
        paragraphs: [
          "Tickwise est conçu pour avoir besoin du moins d’informations possible sur vous. Il n’y a pas d’inscription, et vos réglages d’affichage, votre thème et votre son d’alarme personnalisé restent dans votre navigateur.",
          "Quelques fonctionnalités passent par notre serveur : vos objectifs, les rappels par e-mail que vous choisissez de programmer et l’e-mail du code source. Notre politique de confidentialité explique ce que chacune envoie, combien de temps c’est conservé et quels cookies le site utilise. Elle fait partie de ces conditions.",
        ],
      },
      {
        heading: "Coordonnées",
        paragraphs: [
          "Tickwise ne publie pas d’adresse e-mail. Pour toute question sur ces conditions, ou pour signaler un problème ou un usage abusif du site, veuillez utiliser les moyens de contact indiqués dans l’application, par exemple sur la page de téléchargement du code source.",
          "Merci de ne pas inclure d’informations personnelles sensibles dans votre message ; nous n’en avons pas besoin pour vous aider.",
        ],
      },
    ],
  },
  privacy: {
    title: "Politique de confidentialité",
    description:
      "Sans compte : vos réglages restent dans le navigateur, vos objectifs sont liés à un cookie anonyme et l’adresse d’un rappel est effacée après usage.",
    updated: "2026-11-26",
    sections: [
      {
        heading: "Informations que nous collectons",
        paragraphs: [
          "Tickwise fonctionne sans savoir qui vous êtes : pas d’inscription, pas de profil, aucun nom associé à vos visites. Seules ces fonctionnalités envoient des informations à notre serveur :",
        ],
        list: [
          "Objectifs : le titre, la description, la durée et l’état d’achèvement de chaque objectif, liés uniquement à un identifiant aléatoire dans un cookie visiteur anonyme.",
          "Historique de concentration : pour chaque période de concentration que vous terminez sur la page Pomodoro, son heure de début, sa durée en minutes et votre libellé de tâche facultatif, liés uniquement au même cookie visiteur anonyme.",
          "Rappels par e-mail : lorsque vous avez indiqué une adresse e-mail et lancez un minuteur, l’adresse, la durée, votre message facultatif et la langue de la page (pour que l’e-mail soit rédigé dans cette langue).",
          "E-mail du code source : l’adresse que vous saisissez sur la page de téléchargement du code source.",
          "Données techniques : votre adresse IP, utilisée brièvement pour les limites d’utilisation qui empêchent les abus comme les envois massifs ou les tentatives de deviner des mots de passe, et les journaux de requêtes habituels (heure, page, résultat, adresse IP) qui nous aident à trouver les pannes. Les cookies ne figurent pas dans ces journaux.",
        ],
        closing: [
          "L’horloge mondiale demande aussi l’heure actuelle à notre serveur, afin que votre navigateur puisse corriger une horloge d’appareil décalée. Vos réglages d’affichage et de son, votre thème et votre son d’alarme personnalisé ne quittent jamais votre navigateur ; votre choix de langue ne nous parvient que par le cookie tickwise-lang. Nous ne collectons ni votre position ni vos contacts.",
        ],
      },
      {
        heading: "Utilisation des informations",
        paragraphs: [
          "Uniquement pour fournir la fonctionnalité que vous avez demandée. Vos objectifs ne sont montrés qu’à vous : un visiteur ne peut jamais voir, modifier ou supprimer les objectifs d’un autre.",
          "Les détails d’un rappel servent à envoyer cet unique e-mail à la fin de votre minuteur, même si vous avez fermé l’onglet. Mettre le minuteur en pause ou le réinitialiser l’annule. L’adresse du code source est utilisée une seule fois, pour vous envoyer les fichiers, et n’est pas enregistrée.",
          "Nous ne vendons ni ne louons jamais vos informations, ne les utilisons jamais à des fins publicitaires et n’envoyons jamais d’e-mails marketing. Nos e-mails ne contiennent aucun pixel de suivi : nous ne pouvons donc pas savoir si vous les ouvrez.",
        ],
      },
      {
        heading: "Stockage des données",
        paragraphs: [
          "Dans votre navigateur : vos réglages (y compris l’adresse et le message que vous avez saisis pour les rappels), votre thème et votre langue sont conservés dans le stockage local. Un son d’alarme personnalisé est conservé dans IndexedDB et n’est jamais envoyé. Votre navigateur garde aussi une copie des fichiers de Tickwise pour que le site fonctionne hors ligne. Effacer les données de ce site dans votre navigateur supprime tout cela.",
          "Sur notre serveur : les objectifs restent enregistrés jusqu’à ce que vous les supprimiez, et la suppression d’un objectif l’efface de la base de données. Votre historique de concentration reste enregistré jusqu’à ce que vous l’effaciez avec « Effacer l’historique » sur la page Pomodoro, ce qui le supprime de la base de données.",
          "Les rappels programmés sont enregistrés pour survivre à un redémarrage du serveur. L’adresse et le message sont effacés dès que le rappel est envoyé, annulé ou a définitivement échoué ; il ne reste qu’un simple enregistrement sans eux.",
          "Les compteurs des limites d’utilisation conservent les adresses IP (et, pour les e-mails, les adresses des destinataires) uniquement jusqu’à la fin de la fenêtre de temps de la limite, dans la mémoire du serveur ou dans un stockage Redis.",
          "Chaque e-mail contient un lien de désabonnement. Si vous l’utilisez, le serveur conserve une empreinte (hachage) irréversible de votre adresse, jamais l’adresse elle-même, uniquement pour ne plus jamais écrire à cette adresse.",
        ],
      },
      {
        heading: "Services tiers",
        paragraphs: [
          "Chaque page, avec ses polices, ses images et ses scripts, est servie par Tickwise lui-même, et sa Content-Security-Policy empêche les pages de charger quoi que ce soit d’ailleurs. Il n’y a ni publicité, ni outil d’analyse, ni widget de réseau social, ni traceur intégré. D’autres services n’interviennent que lorsque vous utilisez ces fonctionnalités :",
        ],
        list: [
          "E-mail : les e-mails de rappel et du code source passent par le fournisseur de messagerie SMTP configuré par l’exploitant du site, qui traite votre adresse pour les distribuer.",
          "Commandes vocales : traitées par la reconnaissance vocale de votre propre navigateur, une fois que vous autorisez le micro. Certains navigateurs utilisent pour cela un service en ligne de leur éditeur ; Tickwise ne reçoit jamais l’audio.",
          "Boutons de partage : de simples liens. Rien ne parvient à un réseau social tant que vous n’en cliquez pas un ; ce site reçoit alors l’adresse et le titre de la page.",
        ],
      },
      {
        heading: "Cookies",
        paragraphs: [
          "Tickwise ne dépose que ses propres cookies, chacun nécessaire au fonctionnement d’une fonctionnalité. Il n’y a aucun cookie publicitaire, de suivi ou tiers.",
        ],
        list: [
          "tickwise-lang reflète la langue que vous avez choisie, pour que le serveur vous envoie les pages dans cette langue.",
          "Le cookie visiteur contient un identifiant aléatoire et signé que seul notre serveur peut lire (il est httpOnly). Il vous relie à vos objectifs et à vos rappels, montre qu’une demande d’e-mail provient de ce site et ne contient ni nom ni adresse e-mail.",
          "Un cookie de session administrateur n’existe que pour les administrateurs du blog qui se connectent. Les lecteurs ne le reçoivent jamais.",
        ],
        closing: [
          "Vous pouvez supprimer les cookies à tout moment ; les outils continuent de fonctionner, mais vous perdez l’accès à vos objectifs.",
        ],
      },
      {
        heading: "Sécurité des données",
        paragraphs: [
          "Tickwise est servi en HTTPS avec une Content-Security-Policy stricte et d’autres en-têtes de sécurité qui bloquent les scripts injectés et empêchent d’autres sites de l’afficher dans un cadre.",
          "Le cookie visiteur est signé : il ne peut donc pas être falsifié pour accéder aux objectifs de quelqu’un d’autre. Les mots de passe des administrateurs ne sont stockés que sous forme de hachages lents et salés, et les tentatives de connexion sont limitées.",
          "Les notifications du navigateur et le micro ne sont utilisés qu’avec votre autorisation, que vous pouvez retirer à tout moment dans votre navigateur.",
          "Le code source est disponible en téléchargement : chacun peut donc vérifier que Tickwise fait ce que dit cette politique.",
        ],
      },
      {
        heading: "Modifications de la politique de confidentialité",
        paragraphs: [
          "Si Tickwise se met à traiter les informations différemment, nous mettrons à jour cette politique, en termes simples, ainsi que la date en haut de cette page. Toutes les versions linguistiques de cette politique changent en même temps.",
        ],
      },
      {
        heading: "Nous contacter",
        paragraphs: [
          "Tickwise ne publie pas d’adresse e-mail. Pour toute question sur cette politique ou sur vos données, veuillez utiliser les moyens de contact indiqués dans l’application, comme la page de téléchargement du code source.",
          "La plupart de vos données sont entre vos mains : supprimez vos objectifs sur la page Objectifs, mettez en pause ou réinitialisez un minuteur pour annuler son rappel, et effacez les données de ce site dans votre navigateur pour supprimer tout ce qui y est stocké.",
        ],
      },
    ],
  },
};

export default fr;

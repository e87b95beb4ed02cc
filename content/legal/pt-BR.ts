import type { LegalTexts } from "../legal";

/** Terms and privacy, in Brazilian Portuguese. */
const ptBR: LegalTexts = {
  terms: {
    title: "Termos e condições",
    description:
      "Os termos do timer, cronômetro, relógio mundial e despertador grátis do Tickwise em linguagem simples: o que você pode fazer, o que prometemos e nossos limites.",
    updated: "2026-11-22",
    sections: [
      {
        heading: "Aceitação dos termos",
        paragraphs: [
          "Estes termos valem sempre que você usa o Tickwise: o site e suas ferramentas de tempo, o blog, as contagens regressivas de feriados e os arquivos que você pode baixar dele (a extensão do Chrome e o código-fonte).",
          "Ao usar o Tickwise, você aceita estes termos. Não é preciso criar conta nem assinar nada. Se você não concordar, basta deixar de usar o site.",
          "Podemos atualizar estes termos quando o produto mudar. A data no topo desta página mostra quando eles mudaram pela última vez, e a versão publicada aqui é a que vale.",
        ],
      },
      {
        heading: "Licença de uso",
        paragraphs: [
          "Todas as ferramentas do Tickwise são gratuitas, para uso pessoal e comercial. Use um timer na cozinha, na sala de aula, na academia, no estúdio ou na sala de reunião, e mostre-o numa tela grande se quiser. Por estes termos, você pode:",
        ],
        list: [
          "usar o timer, o cronômetro, o relógio mundial, o despertador, as metas e as contagens regressivas de feriados quantas vezes quiser, sem pagar nem se cadastrar;",
          "compartilhar links para qualquer página do Tickwise, inclusive links de timer com uma duração predefinida;",
          "instalar a extensão do Chrome no seu próprio navegador;",
          "baixar o código-fonte para estudar como o Tickwise funciona e rodar sua própria cópia (auto-hospedagem).",
        ],
        closing: [
          "Em troca, pedimos que você não faça mau uso do serviço. Não tente invadi-lo, contornar seus limites de uso ou sobrecarregá-lo com solicitações automatizadas, e não use os recursos de e-mail para mandar mensagens a quem não pediu.",
          "Os artigos do blog continuam sendo obra de seus autores. Cite trechos curtos com um link em vez de republicá-los inteiros.",
          "Se você rodar sua própria cópia a partir do código-fonte, você é o operador dessa cópia: é responsável por como ela é configurada e por como trata os dados dos próprios visitantes.",
        ],
      },
      {
        heading: "Isenção de responsabilidade",
        paragraphs: [
          "O Tickwise é oferecido “no estado em que se encontra” e “conforme disponível”. Trabalhamos para mantê-lo preciso e no ar, mas não podemos prometer que ele estará sempre disponível, livre de erros ou adequado ao seu objetivo específico.",
          "Timers, alarmes e o cronômetro rodam no seu dispositivo, dentro do navegador. O Tickwise calcula o tempo a partir de um relógio em vez de contar pulsos, mas o resultado ainda depende do seu dispositivo e do navegador. Um dispositivo que entra em suspensão, um navegador que fecha ou suspende a aba, uma bateria descarregada, um alto-falante no mudo ou notificações bloqueadas podem impedir que um alarme seja visto ou ouvido.",
          "Os lembretes por e-mail dependem do serviço de e-mail configurado pelo operador do site e do seu próprio provedor de e-mail. Eles podem chegar atrasados, cair na pasta de spam ou nem chegar.",
          "Não dependa do Tickwise para tempos críticos de segurança ou de saúde: doses de medicamentos, tratamentos médicos, procedimentos de segurança, processos industriais ou qualquer situação em que um aviso perdido ou atrasado possa machucar alguém. Para isso, use equipamentos próprios e certificados.",
          "Os horários do relógio mundial, as datas de feriados e os artigos do blog são informações gerais. Confira uma fonte oficial antes de tomar uma decisão importante com base neles.",
        ],
      },
      {
        heading: "Limitações",
        paragraphs: [
          "Na máxima medida permitida por lei, o Tickwise e as pessoas que o desenvolvem e operam não se responsabilizam por perdas ou danos decorrentes do uso, ou da impossibilidade de uso, do site, da extensão do Chrome ou do código-fonte. Isso inclui, por exemplo, um alarme perdido, um lembrete atrasado, comida queimada, uma reunião perdida ou metas perdidas.",
          "Suas configurações, seu tema e seu som de alarme personalizado ficam guardados no navegador. Se você apagar os dados do navegador ou trocar de dispositivo, eles se perdem e não temos como recuperá-los.",
          "Como as ferramentas são gratuitas e não exigem conta, não oferecemos nenhum nível de serviço garantido, e podemos mudar, pausar ou remover qualquer recurso a qualquer momento.",
          "O Tickwise tem links para outros sites, por exemplo nos botões de compartilhar. Não somos responsáveis pelo conteúdo nem pelas práticas desses sites.",
          "Nada nestes termos retira direitos que a lei do seu país lhe garante e que não podem ser renunciados por contrato, como as proteções obrigatórias ao consumidor.",
        ],
      },
      {
        heading: "Privacidade",
        paragraphs: [
          "O Tickwise foi feito para precisar do mínimo possível de informações sobre você. Não há cadastro, e suas configurações de exibição, seu tema e seu som de alarme personalizado ficam no seu navegador.",
          "Alguns recursos passam pelo nosso servidor: suas metas, os lembretes por e-mail que você decidir programar e o envio do código-fonte por e-mail. Nossa Política de privacidade explica o que cada um envia, por quanto tempo é guardado e quais cookies o site usa. Ela faz parte destes termos.",
        ],
      },
      {
        heading: "Informações de contato",
        paragraphs: [
          "O Tickwise não publica endereço de e-mail. Para dúvidas sobre estes termos, ou para relatar um problema ou um mau uso do site, use os canais de contato indicados no app, por exemplo na página de download do código-fonte.",
          "Por favor, não inclua informações pessoais sensíveis na sua mensagem; não precisamos delas para ajudar você.",
        ],
      },
    ],
  },
  privacy: {
    title: "Política de privacidade",
    description:
      "O Tickwise não pede conta: as configurações de exibição ficam no navegador, as metas usam um cookie anônimo e o e-mail do lembrete é apagado depois de usado.",
    updated: "2026-11-26",
    sections: [
      {
        heading: "Informações que coletamos",
        paragraphs: [
          "O Tickwise funciona sem saber quem você é: sem cadastro, sem perfil, sem nome ligado às suas visitas. Só estes recursos enviam informações ao nosso servidor:",
        ],
        list: [
          "Metas: título, descrição, duração e status de conclusão de cada meta, ligados apenas a um identificador aleatório num cookie de visitante anônimo.",
          "Histórico de foco: para cada período de foco que você concluir na página Pomodoro, quando começou, sua duração em minutos e o rótulo de tarefa opcional, ligados apenas ao mesmo cookie de visitante anônimo.",
          "Lembretes por e-mail: quando você informou um endereço de e-mail e inicia um timer, o endereço, a duração, sua mensagem opcional e o idioma da página (para o e-mail ser escrito nele).",
          "Código-fonte por e-mail: o endereço que você digitar na página de download do código-fonte.",
          "Dados técnicos: seu endereço IP, usado por pouco tempo em limites de uso que impedem abusos como envio em massa ou tentativas de adivinhar senhas, e registros comuns de solicitações (horário, página, resultado, endereço IP) que nos ajudam a encontrar falhas. Os cookies ficam de fora desses registros.",
        ],
        closing: [
          "O relógio mundial também pergunta a hora atual ao nosso servidor, para que seu navegador possa corrigir um relógio do dispositivo que esteja errado. Suas configurações de exibição e de som, seu tema e seu som de alarme personalizado nunca saem do navegador; sua escolha de idioma só chega até nós pelo cookie tickwise-lang. Não coletamos sua localização nem seus contatos.",
        ],
      },
      {
        heading: "Como usamos as informações",
        paragraphs: [
          "Apenas para oferecer o recurso que você pediu. Suas metas são mostradas só para você: um visitante nunca pode ver, alterar ou excluir as metas de outro.",
          "Os dados de um lembrete servem para enviar aquele único e-mail quando o timer terminar, mesmo que você tenha fechado a aba. Pausar ou zerar o timer cancela o envio. O endereço do código-fonte é usado uma vez, para enviar os arquivos, e não é guardado.",
          "Nunca vendemos nem alugamos suas informações, nunca as usamos para publicidade e nunca enviamos e-mails de marketing. Nossos e-mails não têm pixels de rastreamento, então não sabemos se você os abre.",
        ],
      },
      {
        heading: "Armazenamento de dados",
        paragraphs: [
          "No seu navegador: suas configurações (inclusive o endereço e a mensagem que você digitou para os lembretes), seu tema e seu idioma ficam no armazenamento local. Um som de alarme personalizado fica no IndexedDB e nunca é enviado. O navegador também guarda uma cópia dos arquivos do Tickwise para o site funcionar offline. Apagar os dados deste site no navegador remove tudo isso.",
          "No nosso servidor: as metas ficam guardadas até você excluí-las, e excluir uma meta a remove do banco de dados. Seu histórico de foco fica guardado até você apagá-lo com Limpar histórico na página Pomodoro, o que o remove do banco de dados.",
          "Os lembretes programados são guardados para sobreviver a uma reinicialização do servidor. O endereço e a mensagem são apagados assim que o lembrete é enviado, cancelado ou falha de vez, restando só um registro básico sem eles.",
          "Os contadores dos limites de uso guardam endereços IP (e, no caso de e-mail, os endereços de destino) só até o fim do intervalo de cada limite, na memória do servidor ou num armazenamento Redis.",
          "Todo e-mail tem um link para cancelar a inscrição. Se você usá-lo, o servidor guarda um hash irreversível do seu endereço (nunca o endereço em si), só para nunca mais enviar e-mails a ele.",
        ],
      },
      {
        heading: "Serviços de terceiros",
        paragraphs: [
          "Todas as páginas, com suas fontes, imagens e scripts, são servidas pelo próprio Tickwise, e a Content-Security-Policy impede que as páginas carreguem qualquer coisa de outro lugar. Não há anúncios, ferramentas de análise, widgets de redes sociais nem rastreadores incorporados. Outros serviços só entram em cena quando você usa estes recursos:",
        ],
        list: [
          "E-mail: os lembretes e o código-fonte são enviados pelo provedor de e-mail SMTP configurado pelo operador do site, que trata seu endereço para poder entregá-los.",
          "Comandos de voz: processados pelo reconhecimento de voz do seu próprio navegador, depois que você permite o microfone. Alguns navegadores usam para isso um serviço on-line do fabricante; o Tickwise nunca recebe o áudio.",
          "Botões de compartilhar: links comuns. Nada chega a uma rede social até você clicar em um; esse site então recebe o endereço e o título da página.",
        ],
      },
      {
        heading: "Cookies",
        paragraphs: [
          "O Tickwise só usa cookies próprios, cada um necessário para um recurso funcionar. Não há cookies de publicidade, de rastreamento nem de terceiros.",
        ],
        list: [
          "tickwise-lang reflete o idioma que você escolheu, para o servidor enviar as páginas nele.",
          "O cookie de visitante guarda um identificador aleatório e assinado que só o nosso servidor consegue ler (ele é httpOnly). Ele liga você às suas metas e lembretes, mostra que uma solicitação de e-mail vem deste site e não contém nome nem endereço de e-mail.",
          "Um cookie de sessão de administrador existe só para os administradores do blog que fazem login. Os leitores nunca o recebem.",
        ],
        closing: [
          "Você pode apagar os cookies quando quiser; as ferramentas continuam funcionando, mas você perde o acesso às suas metas.",
        ],
      },
      {
        heading: "Segurança dos dados",
        paragraphs: [
          "O Tickwise é servido por HTTPS, com uma Content-Security-Policy rígida e outros cabeçalhos de segurança que bloqueiam scripts injetados e impedem que outros sites o exibam dentro de um frame.",
          "O cookie de visitante é assinado, então não pode ser falsificado para chegar às metas de outra pessoa. As senhas de administrador são guardadas apenas como hashes lentos e com salt, e as tentativas de login são limitadas.",
          "As notificações do navegador e o microfone só são usados com a sua permissão, que você pode retirar no navegador a qualquer momento.",
          "O código-fonte está disponível para download, então qualquer pessoa pode conferir que o Tickwise faz o que esta política diz.",
        ],
      },
      {
        heading: "Alterações na política de privacidade",
        paragraphs: [
          "Se o Tickwise passar a tratar as informações de outra forma, vamos atualizar esta política, em linguagem simples, junto com a data no topo desta página. Todas as versões desta política, em qualquer idioma, mudam ao mesmo tempo.",
        ],
      },
      {
        heading: "Fale conosco",
        paragraphs: [
          "O Tickwise não publica endereço de e-mail. Para dúvidas sobre esta política ou sobre seus dados, use os canais de contato indicados no app, como a página de download do código-fonte.",
          "A maior parte dos seus dados está nas suas mãos: exclua metas na página Metas, pause ou zere um timer para cancelar o lembrete e apague os dados deste site no navegador para remover tudo o que estiver guardado nele.",
        ],
      },
    ],
  },
};

export default ptBR;

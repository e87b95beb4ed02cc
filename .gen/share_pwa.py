import json
def q(s): return json.dumps(s, ensure_ascii=False)
share = {
"de": ("Auf {} teilen","(öffnet in einem neuen Tab)","Link kopieren","URL in die Zwischenablage kopiert!","Kopieren fehlgeschlagen","Der Link konnte nicht in die Zwischenablage kopiert werden"),
"fr": ("Partager sur {}","(s’ouvre dans un nouvel onglet)","Copier le lien","URL copiée dans le presse-papiers !","Échec de la copie","Impossible de copier le lien dans le presse-papiers"),
"pt-BR": ("Compartilhar no {}","(abre em uma nova aba)","Copiar link","URL copiada para a área de transferência!","Não foi possível copiar","Não foi possível copiar o link para a área de transferência"),
"it": ("Condividi su {}","(si apre in una nuova scheda)","Copia link","URL copiato negli appunti!","Copia non riuscita","Impossibile copiare il link negli appunti"),
"nl": ("Delen op {}","(opent in een nieuw tabblad)","Link kopiëren","URL gekopieerd naar het klembord!","Kopiëren mislukt","De link kon niet naar het klembord worden gekopieerd"),
"pl": ("Udostępnij na {}","(otwiera się w nowej karcie)","Kopiuj link","Skopiowano adres URL do schowka!","Nie udało się skopiować","Nie można skopiować linku do schowka"),
"ja": ("{}でシェア","（新しいタブで開きます）","リンクをコピー","URLをクリップボードにコピーしました！","コピーできませんでした","リンクをクリップボードにコピーできませんでした"),
"zh-Hans": ("分享到 {}","（在新标签页中打开）","复制链接","网址已复制到剪贴板！","复制失败","无法将链接复制到剪贴板"),
"hi": ("{} पर शेयर करें","(नए टैब में खुलता है)","लिंक कॉपी करें","URL क्लिपबोर्ड पर कॉपी हो गया!","कॉपी नहीं हो सका","लिंक क्लिपबोर्ड पर कॉपी नहीं किया जा सका"),
"ar": ("مشاركة على {}","(يُفتح في علامة تبويب جديدة)","نسخ الرابط","تم نسخ الرابط إلى الحافظة!","تعذّر النسخ","تعذّر نسخ الرابط إلى الحافظة"),
}
names={"facebook":"Facebook","whatsapp":"WhatsApp","telegram":"Telegram","linkedin":"LinkedIn","x":"X"}
langname={"de":"German","fr":"French","pt-BR":"Brazilian Portuguese","it":"Italian","nl":"Dutch","pl":"Polish","ja":"Japanese","zh-Hans":"Simplified Chinese","hi":"Hindi","ar":"Arabic"}
def ident(l): return l.replace("-","")
for l,(on,newtab,copy,copied,ft,fx) in share.items():
    nets="\n".join(f"    {k}: {q(on.format(v))}," for k,v in names.items())
    if l=="pt-BR": nets=nets.replace("no X","no X")
    open(f"content/share/locales/{l}.ts","w").write(f'''import type {{ ShareText }} from "../text";

/** The share block's words in {langname[l]}. */
const {ident(l)}: ShareText = {{
  networks: {{
{nets}
  }},
  newTab: {q(newtab)},
  copy: {q(copy)},
  copied: {q(copied)},
  copyFailedTitle: {q(ft)},
  copyFailedText: {q(fx)},
}};

export default {ident(l)};
''')
pwa = {
"de": ("Timer-App installieren","Schneller Zugriff auf deine Timer","Installieren","Nicht jetzt","Installationshinweis schließen","Eine neue Version von Tickwise ist verfügbar","Lade neu, um sie zu verwenden. Deine Timer und Einstellungen bleiben erhalten.","Neu laden","Seite neu laden, um die neue Version zu verwenden"),
"fr": ("Installer l’appli Minuteur","Accédez rapidement à vos minuteurs","Installer","Plus tard","Fermer la bannière d’installation","Une nouvelle version de Tickwise est disponible","Rechargez pour l’utiliser. Vos minuteurs et vos réglages sont conservés.","Recharger","Recharger la page pour utiliser la nouvelle version"),
"pt-BR": ("Instalar o app de timer","Acesse seus timers rapidamente","Instalar","Agora não","Fechar o aviso de instalação","Há uma nova versão do Tickwise disponível","Recarregue para usá-la. Seus timers e configurações são mantidos.","Recarregar","Recarregue a página para usar a nova versão"),
"it": ("Installa l’app Timer","Accedi rapidamente ai tuoi timer","Installa","Non ora","Chiudi il banner di installazione","È disponibile una nuova versione di Tickwise","Ricarica per usarla. I tuoi timer e le tue impostazioni vengono mantenuti.","Ricarica","Ricarica la pagina per usare la nuova versione"),
"nl": ("Timer-app installeren","Snel toegang tot je timers","Installeren","Niet nu","Installatiebanner sluiten","Er is een nieuwe versie van Tickwise beschikbaar","Herlaad om die te gebruiken. Je timers en instellingen blijven bewaard.","Herladen","Herlaad de pagina om de nieuwe versie te gebruiken"),
"pl": ("Zainstaluj aplikację Minutnik","Szybki dostęp do Twoich minutników","Zainstaluj","Nie teraz","Zamknij baner instalacji","Dostępna jest nowa wersja Tickwise","Odśwież, aby jej używać. Twoje minutniki i ustawienia zostaną zachowane.","Odśwież","Odśwież stronę, aby używać nowej wersji"),
"ja": ("タイマーアプリをインストール","タイマーにすばやくアクセスできます","インストール","後で","インストールのお知らせを閉じる","Tickwise の新しいバージョンがあります","再読み込みすると新しいバージョンを使えます。タイマーと設定はそのまま残ります。","再読み込み","ページを再読み込みして新しいバージョンを使う"),
"zh-Hans": ("安装计时器应用","快速打开你的计时器","安装","以后再说","关闭安装提示","Tickwise 有新版本可用","重新加载即可使用。你的计时器和设置都会保留。","重新加载","重新加载页面以使用新版本"),
"hi": ("टाइमर ऐप इंस्टॉल करें","अपने टाइमर तक झटपट पहुँचें","इंस्टॉल करें","अभी नहीं","इंस्टॉल बैनर बंद करें","Tickwise का नया संस्करण उपलब्ध है","इसे इस्तेमाल करने के लिए पेज दोबारा लोड करें। आपके टाइमर और सेटिंग्स बने रहेंगे।","दोबारा लोड करें","नया संस्करण इस्तेमाल करने के लिए पेज दोबारा लोड करें"),
"ar": ("تثبيت تطبيق المؤقت","وصول سريع إلى مؤقتاتك","تثبيت","ليس الآن","إغلاق شريط التثبيت","يتوفر إصدار جديد من Tickwise","أعد التحميل لاستخدامه. ستبقى مؤقتاتك وإعداداتك كما هي.","إعادة التحميل","أعد تحميل الصفحة لاستخدام الإصدار الجديد"),
}
for l,v in pwa.items():
    open(f"content/pwa/locales/{l}.ts","w").write(f'''import type {{ PwaText }} from "../text";

/** Interface text of the install banner and the new-version toast, in {langname[l]}. */
const {ident(l)}: PwaText = {{
  install: {{
    title: {q(v[0])},
    text: {q(v[1])},
    install: {q(v[2])},
    notNow: {q(v[3])},
    close: {q(v[4])},
  }},
  update: {{
    title: {q(v[5])},
    description: {q(v[6])},
    reload: {q(v[7])},
    reloadAlt: {q(v[8])},
  }},
}};

export default {ident(l)};
''')

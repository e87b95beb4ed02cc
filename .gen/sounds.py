import json
def q(s): return json.dumps(s, ensure_ascii=False)
keys=["beep","chime","bell","digital","gentle","iphone","birds","sunrise","buzzer","alarmclock","siren","rooster","elephant","cat","dog","fart"]
langname={"de":"German","fr":"French","pt-BR":"Brazilian Portuguese","it":"Italian","nl":"Dutch","pl":"Polish","ja":"Japanese","zh-Hans":"Simplified Chinese","hi":"Hindi","ar":"Arabic"}
S={
"de":["Klassischer Piepton","Sanftes Glockenspiel","Glocke","Digitaler Alarm","Sanftes Wecken","Wie beim iPhone","Vogelgezwitscher","Sonnenaufgangs-Yoga","Klassischer Summer","Wecker","Notfallsirene","Hahnenschrei","Elefantentrompete","Katzenmiauen","Hundebellen","Lustiger Pups"],
"fr":["Bip classique","Carillon doux","Cloche","Alerte numérique","Réveil en douceur","Style iPhone","Chant d’oiseaux","Yoga au lever du soleil","Sonnerie traditionnelle","Réveille-matin","Sirène d’urgence","Chant du coq","Barrissement d’éléphant","Miaulement de chat","Aboiement de chien","Prout rigolo"],
"pt-BR":["Bipe clássico","Carrilhão suave","Sino","Alerta digital","Despertar suave","Estilo iPhone","Passarinhos cantando","Ioga ao nascer do sol","Campainha tradicional","Despertador","Sirene de emergência","Canto do galo","Barrido de elefante","Miado de gato","Latido de cachorro","Pum engraçado"],
"it":["Bip classico","Carillon delicato","Campana","Avviso digitale","Risveglio dolce","Stile iPhone","Cinguettio","Yoga all'alba","Cicalino tradizionale","Sveglia","Sirena d'emergenza","Canto del gallo","Barrito dell'elefante","Miagolio","Abbaio","Peto buffo"],
"nl":["Klassieke piep","Zacht klokkenspel","Bel","Digitaal alarm","Zacht ontwaken","iPhone-stijl","Fluitende vogels","Yoga bij zonsopgang","Traditionele zoemer","Wekker","Noodsirene","Kraaiende haan","Trompetterende olifant","Miauwende kat","Blaffende hond","Grappige scheet"],
"pl":["Klasyczny sygnał","Delikatne dzwonki","Dzwon","Alarm cyfrowy","Łagodna pobudka","Jak w iPhonie","Śpiew ptaków","Joga o wschodzie słońca","Tradycyjny brzęczyk","Budzik","Syrena alarmowa","Pianie koguta","Trąbienie słonia","Miauczenie kota","Szczekanie psa","Zabawne pierdnięcie"],
"ja":["クラシックビープ","やさしいチャイム","ベル","デジタルアラート","やさしい目覚め","iPhone 風","鳥のさえずり","朝日のヨガ","昔ながらのブザー","目覚まし時計","緊急サイレン","ニワトリの鳴き声","ゾウの鳴き声","ネコの鳴き声","イヌの鳴き声","おもしろおなら"],
"zh-Hans":["经典哔声","柔和风铃","铃声","数字提醒","轻柔唤醒","iPhone 风格","鸟鸣","日出瑜伽","传统蜂鸣器","闹钟","紧急警笛","公鸡打鸣","大象鸣叫","猫叫","狗叫","搞笑放屁声"],
"hi":["क्लासिक बीप","हल्की घंटियाँ","घंटी","डिजिटल अलर्ट","धीमे से जगाना","iPhone जैसा","चहचहाते पक्षी","सूर्योदय योग","पारंपरिक बज़र","अलार्म घड़ी","आपातकालीन सायरन","मुर्गे की बांग","हाथी की चिंघाड़","बिल्ली की म्याऊँ","कुत्ते का भौंकना","मज़ेदार पाद"],
"ar":["صفير كلاسيكي","رنين هادئ","جرس","تنبيه رقمي","استيقاظ لطيف","على طريقة iPhone","زقزقة العصافير","يوغا الشروق","جرس تقليدي","منبه","صفارة طوارئ","صياح الديك","صوت الفيل","مواء القطة","نباح الكلب","ضرطة مضحكة"],
}
for l,v in S.items():
    assert len(v)==16
    body="\n".join(f"  {k}: {q(x)}," for k,x in zip(keys,v))
    ident=l.replace("-","")
    open(f"content/settings/sounds/{l}.ts","w").write(f'''import type {{ SoundName }} from "@core/sounds";

/** The alarm sounds' names in {langname[l]} (also used by the alarm and the multiple timers). */
const {ident}: Record<SoundName, string> = {{
{body}
}};

export default {ident};
''')

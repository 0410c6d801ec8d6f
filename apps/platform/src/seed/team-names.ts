import { LOCALE_PREFIXES, type LocalePrefix } from '@felt/contract';

// Team and player names in every site language, as sports sites in each language print them. One line per team:
// en|php|cn|esp|rus|vi|ms|ne|mmk|mnt|idr (LOCALE_PREFIXES order); an empty field means the English name is used
// there too, as it is for most club and esports names in Latin-script languages.

const TEAMS = `
Arsenal||阿森纳||Арсенал|||आर्सनल|အာဆင်နယ်|Арсенал|
Chelsea||切尔西||Челси|||चेल्सी|ချဲလ်ဆီး|Челси|
Liverpool||利物浦||Ливерпуль|||लिभरपुल|လီဗာပူး|Ливерпүүл|
Manchester United||曼联||Манчестер Юнайтед|||म्यानचेस्टर युनाइटेड|မန်ချက်စတာ ယူနိုက်တက်|Манчестер Юнайтед|
Manchester City||曼城||Манчестер Сити|||म्यानचेस्टर सिटी|မန်ချက်စတာ စီးတီး|Манчестер Сити|
Tottenham Hotspur||托特纳姆热刺||Тоттенхэм Хотспур|||टोटेनहम हट्सपर|တော်တင်ဟမ် ဟော့စပါး|Тоттенхэм Хотспур|
Newcastle United||纽卡斯尔联||Ньюкасл Юнайтед|||न्युक्यासल युनाइटेड|နယူးကာဆယ် ယူနိုက်တက်|Ньюкасл Юнайтед|
Aston Villa||阿斯顿维拉||Астон Вилла|||एस्टन भिला|အက်စတွန် ဗီလာ|Астон Вилла|
Real Madrid||皇家马德里||Реал Мадрид|||रियल मड्रिड|ရီးရဲလ် မက်ဒရစ်|Реал Мадрид|
Barcelona||巴塞罗那||Барселона|||बार्सिलोना|ဘာစီလိုနာ|Барселона|
Atlético Madrid||马德里竞技|Atlético de Madrid|Атлетико Мадрид|||एट्लेटिको मड्रिड|အတ်လက်တီကို မက်ဒရစ်|Атлетико Мадрид|
Sevilla||塞维利亚||Севилья|||सेभिया|ဆီဗီးယား|Севилья|
Bayern Munich||拜仁慕尼黑|Bayern de Múnich|Бавария Мюнхен|||बायर्न म्युनिख|ဘိုင်ယန် မြူးနစ်|Байерн Мюнхен|Bayern München
Borussia Dortmund||多特蒙德||Боруссия Дортмунд|||बोरुसिया डर्टमुन्ड|ဒေါ့မွန်|Боруссиа Дортмунд|
Bayer Leverkusen||勒沃库森||Байер Леверкузен|||बायर लेभरकुसेन|ဘိုင်ယာ လီဗာကူဆင်|Байер Леверкузен|
RB Leipzig||RB莱比锡||РБ Лейпциг|||आरबी लाइपजिग|အာဘီ လိုက်ပ်ဇစ်|РБ Лейпциг|
Inter Milan||国际米兰|Inter de Milán|Интер|||इन्टर मिलान|အင်တာ မီလန်|Интер Милан|
AC Milan||AC米兰||Милан|||एसी मिलान|အေစီ မီလန်|Милан|
Juventus||尤文图斯||Ювентус|||युभेन्टस|ယူဗင်တပ်|Ювентус|
Napoli||那不勒斯|Nápoles|Наполи|||नापोली|နာပိုလီ|Наполи|
Spain|Espanya|西班牙|España|Испания|Tây Ban Nha|Sepanyol|स्पेन|စပိန်|Испани|Spanyol
Germany|Alemanya|德国|Alemania|Германия|Đức|Jerman|जर्मनी|ဂျာမနီ|Герман|Jerman
France|Pransiya|法国|Francia|Франция|Pháp|Perancis|फ्रान्स|ပြင်သစ်|Франц|Prancis
Brazil|Brasil|巴西|Brasil|Бразилия|||ब्राजिल|ဘရာဇီး|Бразил|Brasil
Argentina|Arhentina|阿根廷||Аргентина|||अर्जेन्टिना|အာဂျင်တီးနား|Аргентин|
Portugal||葡萄牙||Португалия|Bồ Đào Nha||पोर्चुगल|ပေါ်တူဂီ|Португал|
England|Inglatera|英格兰|Inglaterra|Англия|Anh||इङ्ल्यान्ड|အင်္ဂလန်|Англи|Inggris
Italy|Italya|意大利|Italia|Италия|Ý|Itali|इटाली|အီတလီ|Итали|Italia
Netherlands|Olanda|荷兰|Países Bajos|Нидерланды|Hà Lan|Belanda|नेदरल्यान्ड्स|နယ်သာလန်|Нидерланд|Belanda
Japan|Hapon|日本|Japón|Япония|Nhật Bản|Jepun|जापान|ဂျပန်|Япон|Jepang
South Korea|Timog Korea|韩国|Corea del Sur|Южная Корея|Hàn Quốc|Korea Selatan|दक्षिण कोरिया|တောင်ကိုရီးယား|Өмнөд Солонгос|Korea Selatan
Vietnam|Biyetnam|越南||Вьетнам|Việt Nam||भियतनाम|ဗီယက်နမ်|Вьетнам|
Thailand|Taylandiya|泰国|Tailandia|Таиланд|Thái Lan||थाइल्यान्ड|ထိုင်း|Тайланд|
Philippines|Pilipinas|菲律宾|Filipinas|Филиппины||Filipina|फिलिपिन्स|ဖိလစ်ပိုင်|Филиппин|Filipina
Indonesia|Indonesya|印度尼西亚||Индонезия|||इन्डोनेसिया|အင်ဒိုနီးရှား|Индонез|
Malaysia||马来西亚|Malasia|Малайзия|||मलेसिया|မလေးရှား|Малайз|
Myanmar||缅甸|Birmania|Мьянма|||म्यानमार|မြန်မာ|Мьянмар|
Nepal||尼泊尔||Непал|||नेपाल|နီပေါ|Балба|
Mongolia|Monggolya|蒙古||Монголия|Mông Cổ||मङ्गोलिया|မွန်ဂိုလီးယား|Монгол|
Los Angeles Lakers||洛杉矶湖人||Лос-Анджелес Лейкерс|||लस एन्जलस लेकर्स|လော့စ်အိန်ဂျလိစ် လေကာစ်|Лос-Анжелес Лейкерс|
Boston Celtics||波士顿凯尔特人||Бостон Селтикс|||बोस्टन सेल्टिक्स|ဘော်စတွန် ဆဲလ်တစ်|Бостон Селтикс|
Golden State Warriors||金州勇士||Голден Стэйт Уорриорз|||गोल्डेन स्टेट वारियर्स|ဂိုးလ်ဒင်းစတိတ် ဝေါရီယာ|Голден Стэйт Уорриорс|
Denver Nuggets||丹佛掘金||Денвер Наггетс|||डेनभर नगेट्स|ဒင်ဗာ နာဂက်|Денвер Наггетс|
Miami Heat||迈阿密热火||Майами Хит|||मियामी हिट|မိုင်ယာမီ ဟိ|Майами Хит|
Milwaukee Bucks||密尔沃基雄鹿||Милуоки Бакс|||मिलवाकी बक्स|မီလ်ဝေါကီ ဘက်ခ်စ်|Милуоки Бакс|
New York Knicks||纽约尼克斯||Нью-Йорк Никс|||न्युयोर्क निक्स|နယူးယောက် နစ်ခ်စ်|Нью-Йорк Никс|
Oklahoma City Thunder||俄克拉荷马城雷霆||Оклахома-Сити Тандер|||ओक्लाहोमा सिटी थन्डर|အိုကလာဟိုးမား စီးတီး သန်ဒါ|Оклахома Сити Тандер|
Carlos Alcaraz||卡洛斯·阿尔卡拉斯||Карлос Алькарас|||कार्लोस अल्काराज|ကားလို့စ် အယ်လ်ကာရာဇ်|Карлос Алькараз|
Jannik Sinner||扬尼克·辛纳||Янник Синнер|||यानिक सिनर|ဂျန်နစ် ဆင်နာ|Янник Синнер|
Novak Djokovic||诺瓦克·德约科维奇||Новак Джокович|||नोभाक जोकोभिच|နိုဗက် ဂျိုကိုဗစ်|Новак Жокович|
Daniil Medvedev||丹尼尔·梅德韦杰夫||Даниил Медведев|||दानिल मेदभेदेभ|ဒန်နီယယ် မက်ဗီဒက်ဗ်|Даниил Медведев|
Aryna Sabalenka||阿丽娜·萨巴伦卡||Арина Соболенко|||आर्यना सबालेन्का|အာရီနာ ဆာဘာလန်ကာ|Арина Соболенко|
Iga Świątek||伊加·斯瓦泰克||Ига Свёнтек|||इगा स्वियातेक|အီဂါ ရှီယွန်တက်|Ига Швёнтек|
Coco Gauff||科科·高芙||Коко Гауфф|||कोको गफ|ကိုကို ဂေါ့ဖ်|Коко Гауфф|
Zheng Qinwen||郑钦文||Чжэн Циньвэнь|Trịnh Khâm Văn||झेङ छिनवेन|ကျန့် ချင်ဝမ်|Жэн Циньвэнь|
T1||||||||||
Gen.G||||||||||
Bilibili Gaming||哔哩哔哩电竞||||||||
JD Gaming||京东电竞||||||||
Natus Vincere||||||||||
Team Spirit||||||||||
Team Liquid||||||||||
Team Falcons||||||||||
`;

export type TeamNames = Record<LocalePrefix, string>;

/** English name → the name in every language. */
export const TEAM_NAMES: ReadonlyMap<string, TeamNames> = new Map(
  TEAMS.trim()
    .split('\n')
    .map((line) => {
      const fields = line.split('|');
      if (fields.length !== LOCALE_PREFIXES.length) throw new Error(`team-names.ts: ${line} needs 11 fields`);
      const en = fields[0]!;
      return [en, Object.fromEntries(LOCALE_PREFIXES.map((p, i) => [p, fields[i] || en])) as TeamNames];
    }),
);

export function teamNames(en: string): TeamNames {
  const names = TEAM_NAMES.get(en);
  if (!names) throw new Error(`team-names.ts has no line for ${en}`);
  return names;
}

import { icu } from "../../i18n/icu";
import type { TimeZonesText } from "../text";

const problems = {
  date: "その日付は暦に存在しません（YYYY-MM-DD形式）。代わりに今日の日付を表示しています。",
  time: "その時刻は無効です（24時間制のHH:MM形式）。代わりに現在時刻を表示しています。",
  city: "リンク内の都市が無効だったため、除外しました。",
  hours: "勤務時間は終了より前に始まる必要があります（0〜24）。代わりに08:00〜18:00を使用しています。",
  slot: "選んだ時間が無効だったため、除外しました。",
  title: "会議名は1〜120文字にしてください。既定の会議名を使用しています。",
  tooManyCities: "比較できるのは最大10都市です。残りは除外しました。",
};

const ja: TimeZonesText = {
  citySearch: {
    label: "都市を検索",
    placeholder: "都市名を入力（例：Lagos）",
    submit: "検索",
    help: "人口50万人以上の850を超える都市と、すべてのIANAタイムゾーン。矢印キーで候補を選べます。",
    count: (n) => icu("ja", "{n, plural, other {#件の都市が見つかりました}}", { n }),
    none: "都市が見つかりません",
    failed: "候補を表示できません。検索ボタンを押してください。",
    page: {
      h1: "都市を検索",
      results: (q) => `「${q}」に一致する都市`,
      empty: (q) => `「${q}」に一致する都市はありません。別の表記か、近くの大きな都市で試してください。`,
      prompt: "都市名を入力すると、その都市の現在時刻が表示されます。",
    },
  },
  converter: {
    form: {
      legend: "変換する時刻",
      from: "都市",
      to: (n) => `比較する都市 ${n}`,
      toHelp: "都市名またはスラッグ（例：tokyo）を入力します。欄を空にすると削除されます。",
      date: "日付",
      time: "時刻",
      submit: "変換",
    },
    swap: "都市を入れ替える",
    now: "現在",
    resultsHeading: "ほかの都市での同じ瞬間",
    columns: { city: "都市", time: "時刻", date: "日付", offset: "UTCとの時差" },
    dayBefore: "前日",
    dayAfter: "翌日",
    gap: (time, date, city, shown) =>
      `${city}では${date}の${time}は存在しません。時計がその時間を飛ばして進むためです。下の時刻は、時計が進んだ後の${shown}のものです。`,
    overlap: (time, date, city) =>
      `${city}では${date}の${time}が2回あります。時計が戻されるためです。下に両方の瞬間を表示しています。`,
    earlier: "1回目",
    later: "2回目",
    pickCity: "まず都市を選んでください。",
    problems,
    unknownCities: (slugs) => `不明な都市を除外しました：${slugs}。`,
    popularHeading: "よく使われる変換",
    shareHeading: "この変換を共有",
  },
  planner: {
    form: {
      legend: "都市と日付",
      city: (n) => `都市 ${n}`,
      cityHelp: "2〜10都市。最初の都市の1日が表の時間帯になります。",
      date: "日付",
      start: "勤務開始（時）",
      end: "勤務終了（時）",
      title: "会議名",
      submit: "計画する",
    },
    needCities: "比較する都市を2つ以上追加してください。",
    bestHeading: "最適な会議時間",
    bestNone: "誰の勤務時間にも入る時間がありません。",
    everyone: "全員が勤務時間内",
    some: (n, total) => icu("ja", "{total, plural, other {#都市中{n}都市が勤務時間内}}", { n, total }),
    gridHeading: "1日を1時間ごとに",
    gridCaption: (city, date) => `${city}の${date}の各時間と、各都市での同じ瞬間。✓ 勤務時間内、☾ 時間外。`,
    slotColumn: "選択",
    working: "勤務時間内",
    off: "勤務時間外",
    legend: "✓ 勤務時間内 · ☾ 勤務時間外",
    chosenHeading: "選んだ時間",
    addToCalendar: "カレンダーに追加（.ics）",
    minutes: "60分",
    defaultTitle: "会議",
    problems,
    unknownCities: (slugs) => `不明な都市を除外しました：${slugs}。`,
    shareHeading: "このプランを共有",
  },
};
export default ja;

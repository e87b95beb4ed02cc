import { icu } from "../../i18n/icu";
import type { ClockPagesText } from "../pages";

const ja: ClockPagesText = {
  breadcrumb: "世界時計",
  world: {
    title: "世界時計 – 40以上の都市の現在時刻 | Tickwise",
    description:
      "今何時？ サーバーと照合した正確な現地時刻と、世界40以上の都市の現在時刻を表示。夏時間も常に正確です。",
    h1: "世界時計：現在の現地時刻",
    intro:
      "Tickwiseサーバーで補正した正確な現地時刻と、40以上の都市の現在時刻：ニューヨーク、ロンドン、東京、シドニー、ロサンゼルス、ドバイなど。",
    locationTitle: "世界時計",
  },
  generalFaqs: [
    {
      question: "表示される時刻はどのくらい正確ですか？",
      answer:
        "Tickwiseは短い通信を数回行って端末の時計をサーバーの時計と比較し、ずれを表示して補正します。時刻はブラウザーに組み込まれたIANAタイムゾーンデータベースから求めるため、夏時間の切り替えも常に正確です。",
    },
    {
      question: "パソコンの時計がこのページと違うのはなぜですか？",
      answer:
        "端末の時計は、時刻サーバーと同期しないと1週間に数秒ずれていきます。時計の下の行に端末の進み・遅れが表示されます。システム設定で時刻の自動設定をオンにすると直ります。",
    },
    {
      question: "世界時計は夏時間に対応していますか？",
      answer:
        "はい。時刻とUTCとの時差はブラウザー経由でIANAタイムゾーンデータベースから取得するため、どの都市も毎年正しい日に夏時間が始まり、終わります。",
    },
  ],
  hourUnit: "long",
  list: { separator: "、", pattern: "{head}、{last}", datePattern: "{head}と{last}" },
  location: {
    title: (city, country) => `${city}（${country}）の現在時刻 | Tickwise`,
    description: (city, country, zone, offset) =>
      `${city}（${country}）は今何時？ 正確な現地時刻（${zone}、${offset}）を1秒ごとに表示。夏時間にも対応しています。`,
    h1: (city) => `${city}の現在時刻`,
    intro: (city, country, zone) =>
      `${city}（${country}）の正確な時刻です。1秒ごとに更新し、端末の時計のずれも補正しています。${city}のタイムゾーンは${zone}です。`,
    locationTitle: (city) => `${city}の時刻`,
    zoneWords: "IANAタイムゾーン",
    zoneQuestion: (city) => `${city}のタイムゾーンは？`,
    zoneFixed: (city, country, zone, offset) => `${city}（${country}）のタイムゾーンは${zone}で、一年中${offset}です。`,
    zoneDst: (city, country, zone, standard, daylight) =>
      `${city}（${country}）のタイムゾーンは${zone}で、標準時は${standard}、夏時間は${daylight}です。`,
    dstQuestion: (city) => `${city}には夏時間（サマータイム）がありますか？`,
    dstYes: (city, year, forward, back) =>
      `はい。${year}年は、${city}の時計は${forward}に1時間進み、${back}に元に戻ります。`,
    dstOther: (city, dates, year) => `${city}の時差は${year}年の${dates}に変わります。`,
    dstNo: (city, offset) => `いいえ。${city}は一年中${offset}のままで、夏に時計を変えることはありません。`,
    diffQuestion: (city, other) => `${city}と${other}の時差は？`,
    same: (other) => `${other}と同じ時刻になっている`,
    ahead: (hours, other) => `${other}より${hours}進んでいる`,
    behind: (hours, other) => `${other}より${hours}遅れている`,
    period: (from, to) => `${from}から${to}まで`,
    during: (difference, periods) => `${periods}は${difference}`,
    allYear: (city, difference) => `${city}は一年中${difference}状態です。`,
    mostly: (city, difference, year, exceptions) =>
      `${city}は${year}年の大半、${difference}状態ですが、${exceptions}状態になります。2つの地域で時計を変える日が異なる（または一方だけが変える）ためです。`,
    sameZoneQuestion: (city) => `${city}と同じ時刻の都市はどこですか？`,
    sameZoneAnswer: (cities, count, zone, city) =>
      icu(
        "ja",
        "{count, plural, other {{cities}は{city}と同じ{zone}タイムゾーンにあるため、時計は常に同じ時刻を示します。}}",
        { cities, count, zone, city },
      ),
  },
};
export default ja;

import type { ClockText } from "../text";

const ja: ClockText = {
  toolName: "時刻",
  card: "現在時刻",
  timeLabel: (place) => `${place}の現在時刻`,
  yourTime: "現在地",
  yourZone: (zone) => `あなたのタイムゾーン：${zone}`,
  loading: "現在時刻を読み込んでいます…",
  accuracy: {
    measuring: "サーバーと時計を照合しています…",
    failed: "サーバーと時計を照合できませんでした。端末の時刻を表示しています。",
    exact: (u) => `お使いの時計は正確です（±${u}秒）。`,
    ahead: (s, u) => `お使いの時計は${s}秒進んでいます（±${u}秒）。`,
    behind: (s, u) => `お使いの時計は${s}秒遅れています（±${u}秒）。`,
    note: "このページの時計はそのずれを補正しています。",
  },
  selector: {
    label: "現在の場所",
    auto: "自分のタイムゾーン（自動）",
    help: "タイムゾーンを選ぶと、そのページが開きます。",
  },
  popular: { heading: "人気のタイムゾーン", dayBefore: "昨日", dayAfter: "明日", sameDay: "今日" },
  howItWorks: {
    heading: "世界時計のしくみ",
    steps: [
      "ページを開くと、ブラウザーがTickwiseサーバーとの短い通信を数回計測し、端末の時計のずれを推定します。",
      "補正した時計をもとに、選んだタイムゾーンの現在時刻を毎秒計算します。",
      "タイムゾーンと夏時間のルールはブラウザーに組み込まれたIANAタイムゾーンデータベースから取得するため、どの日付でも時差は正確です。",
      "「現在の場所」で都市を選ぶか、「人気のタイムゾーン」のカードを選ぶと、その都市のページが開き、共有できます。",
    ],
  },
  faqHeading: (title) => `${title}：よくある質問`,
  articles: {
    heading: "関連記事",
    items: [
      { to: "/blog/military-time-24-hour-format", label: "ミリタリータイムと24時間表記" },
      { to: "/blog/time-in-india-zones-scheduling", label: "インドの時刻：1つのタイムゾーンと予定の立て方" },
      { to: "/blog/australia-time-zones-business", label: "ビジネスのためのオーストラリアのタイムゾーン" },
      { to: "/alarm", label: "オンライン目覚まし時計" },
    ],
  },
  shareHeading: "この時計を共有",
};
export default ja;

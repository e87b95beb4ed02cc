import type { GoalsPageText } from "../pages";

const page: GoalsPageText = {
  title: "目標とタスク：目標のための集中タイマー | Tickwise",
  description:
    "目標を書き留め、5分から2時間までの集中時間を選んでカウントダウンを開始。無料、データはブラウザー内だけ、登録不要。",
  breadcrumb: "目標とタスク",
};
export default page;

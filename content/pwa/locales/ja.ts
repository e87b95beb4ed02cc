import type { PwaText } from "../text";

/** Interface text of the install banner and the new-version toast, in Japanese. */
const ja: PwaText = {
  install: {
    title: "タイマーアプリをインストール",
    text: "タイマーにすばやくアクセスできます",
    install: "インストール",
    notNow: "後で",
    close: "インストールのお知らせを閉じる",
  },
  update: {
    title: "Tickwise の新しいバージョンがあります",
    description: "再読み込みすると新しいバージョンを使えます。タイマーと設定はそのまま残ります。",
    reload: "再読み込み",
    reloadAlt: "ページを再読み込みして新しいバージョンを使う",
  },
};

export default ja;

import type { GoalsPageText } from "../pages";

const page: GoalsPageText = {
  title: "目标与任务：为目标设置专注计时器 | Tickwise",
  description: "写下一个目标，选择 5 分钟到 2 小时的专注时长，然后开始倒计时。免费，仅保存在你的浏览器中，无需注册。",
  breadcrumb: "目标与任务",
};
export default page;

import { icu } from "../../i18n/icu";
import type { ClockPagesText } from "../pages";

const zhHans: ClockPagesText = {
  breadcrumb: "世界时钟",
  world: {
    title: "世界时钟 – 40 多个城市的当前当地时间 | Tickwise",
    description:
      "现在几点？查看经我们服务器核对的准确当地时间，以及全球 40 多个城市的当前时间，夏令时始终准确，免费使用。",
    h1: "世界时钟：当前当地时间",
    intro: "经 Tickwise 服务器校正的准确当地时间，以及 40 多个城市的当前时间：纽约、伦敦、东京、悉尼、洛杉矶、迪拜等。",
    locationTitle: "世界时钟",
  },
  generalFaqs: [
    {
      question: "显示的时间有多准确？",
      answer:
        "Tickwise 通过几次快速往返，将你设备的时钟与服务器时钟进行比较，显示偏差并加以校正。时间随后由浏览器内置的 IANA 时区数据库计算，因此夏令时切换始终准确。",
    },
    {
      question: "为什么我电脑上的时钟与本页不同？",
      answer:
        "如果不与时间服务器同步，设备时钟每周会偏差几秒。时钟下方的一行会显示你的设备快了或慢了多少；在系统设置中开启自动设置时间即可解决。",
    },
    {
      question: "世界时钟会处理夏令时吗？",
      answer: "会。时间和 UTC 偏移通过浏览器取自 IANA 时区数据库，因此每个城市每年都会在正确的日期进入和退出夏令时。",
    },
  ],
  hourUnit: "long",
  list: { separator: "、", pattern: "{head}和{last}", datePattern: "{head}和{last}" },
  location: {
    title: (city, country) => `${city}（${country}）当前时间 | Tickwise`,
    description: (city, country, zone, offset) =>
      `${city}（${country}）现在几点？查看准确的当地时间（${zone}，${offset}），每秒更新，已包含夏令时，并自动校正你设备时钟的偏差。`,
    h1: (city) => `${city}当前时间`,
    intro: (city, country, zone) =>
      `${city}（${country}）的准确时间，每秒更新，并已按你设备时钟的偏差校正。${city}使用 ${zone} 时区。`,
    locationTitle: (city) => `${city}时间`,
    zoneWords: "IANA 时区",
    zoneQuestion: (city) => `${city}在哪个时区？`,
    zoneFixed: (city, country, zone, offset) => `${city}（${country}）使用 ${zone} 时区，全年为 ${offset}。`,
    zoneDst: (city, country, zone, standard, daylight) =>
      `${city}（${country}）使用 ${zone} 时区：标准时间为 ${standard}，夏令时为 ${daylight}。`,
    dstQuestion: (city) => `${city}实行夏令时吗？`,
    dstYes: (city, year, forward, back) => `实行。${year} 年，${city}的时钟在${forward}拨快一小时，在${back}拨回。`,
    dstOther: (city, dates, year) => `${year} 年，${city}的时差在${dates}发生变化。`,
    dstNo: (city, offset) => `不实行。${city}全年保持 ${offset}，夏季从不调整时钟。`,
    diffQuestion: (city, other) => `${city}和${other}的时差是多少？`,
    same: (other) => `与${other}时间相同`,
    ahead: (hours, other) => `比${other}快 ${hours}`,
    behind: (hours, other) => `比${other}慢 ${hours}`,
    period: (from, to) => `${from}至${to}`,
    during: (difference, periods) => `${periods}，${difference}`,
    allYear: (city, difference) => `${city}的时间全年${difference}。`,
    mostly: (city, difference, year, exceptions) =>
      `${year} 年的大部分时间里，${city}的时间${difference}；${exceptions}。这是因为两地调整时钟的日期不同（或只有一地调整）。`,
    sameZoneQuestion: (city) => `还有哪些城市与${city}时间相同？`,
    sameZoneAnswer: (cities, count, zone, city) =>
      icu("zh-Hans", "{count, plural, other {{cities}与{city}同属 {zone} 时区，因此时钟始终显示相同的时间。}}", {
        cities,
        count,
        zone,
        city,
      }),
  },
};
export default zhHans;

// The catalogue's problems of pages seen together: titles alike, links to a scheduled article, names no page shows.
import { kind } from "./kind.ts";

export const SITE_PROBLEMS = {
  NameUnused: kind<{ name: string }>({
    warning: true,
    title: "a name of `names` in `site.yaml` that no page shows",
    message: (f) => `\`${f.name}\` is listed under \`names\`, but no page shows it: the entry marks nothing`,
    hint: () =>
      "Write the name as the copy writes it (whole words, with their case), or remove the entry if the copy no longer names it.",
    docs: "names",
  }),
  DuplicateTitleOrDescription: kind<{ field: "title" | "description"; text: string; first: string }>({
    title: "two pages of one language with the same `title` or the same `description`",
    message: (f) =>
      `this page's ${f.field} „${f.text.length > 60 ? `${f.text.slice(0, 60)}…` : f.text}“ is also the ${f.field} of ${f.first}: ${f.field === "title" ? "browser tabs and search results" : "search results"} could not tell the two pages apart`,
    hint: (f) =>
      f.field === "title"
        ? "Give this page a title of its own that says what only it is about (at most 60 characters)."
        : "Write a description of this page's own content (at most 160 characters).",
    docs: "unique-titles",
  }),
  LinkToScheduledArticle: kind<{ link: string; date: string; own: string | undefined }>({
    title: "a link or teaser to an article dated after today (or after the article that links to it)",
    message: (f) =>
      `\`${f.link}\` leads to an article scheduled for ${f.date}${f.own ? `, after this article's own date (${f.own})` : ""}: the build leaves it out until then, so the link would answer 404`,
    hint: (f) =>
      `Add the link on ${f.date} or later, or set the article's \`published\` to ${f.own ?? "today"} or earlier; \`sitegen build --future\` includes scheduled articles (for a preview, not the live site).`,
    docs: "scheduled",
  }),
  DateYearsAway: kind<{ date: string; years: number; others: string; meant: string }>({
    title:
      "an article's `published` date years away from today and from every other date of the site (a typo in the year)",
    message: (f) =>
      `\`published: ${f.date}\` is ${f.years} years from today and from every other article (${f.others}): the article would be scheduled and stay off the site until then; did you mean ${f.meant}?`,
    hint: (f) => `Correct the year (${f.meant}?). An article meant for a later day is dated at most a year ahead.`,
    docs: "scheduled",
  }),
  DateInFuture: kind<{ key: string; date: string; today: string }>({
    title: "a date in copy after today that cannot be (a source dated 2028 for 2018); a page's own `published` may be",
    message: (f) =>
      `\`${f.key}: ${f.date}\` is after today (${f.today}): what it dates has not happened yet, and the page would print it`,
    hint: () => "Check the year (a typo such as 2028 for 2018); only an article's own `published` may lie ahead.",
    docs: "scheduled",
  }),
  TeaserAnnouncedLive: kind<{ headline: string; article: string }>({
    title: 'an announced teaser (`to: "#"`) whose article is live: its link shows "not available yet"',
    message: (f) =>
      `the teaser „${f.headline}“ is announced (\`to: "#"\`), but the article \`${f.article}\` is live: visitors would be told it is not available yet`,
    hint: (f) => `Write the article's page id in place of the teaser: \`- ${f.article}\`.`,
    docs: "kind-home",
  }),
  TeaserAnnouncedOverdue: kind<{ headline: string; date: string; today: string }>({
    warning: true,
    title: 'an announced teaser (`to: "#"`) whose announced day has passed',
    message: (f) =>
      `the teaser „${f.headline}“ announces its article for ${f.date}, and today is ${f.today}: visitors are still told it is not available yet`,
    hint: () => "Link the article by its page id once it is live, or give the teaser the day it is now expected.",
    docs: "kind-home",
  }),
} as const;

// The home page and the two pages that present the offer: success stories and the technology deep-dive.
import { z } from "zod";
import { doc } from "./doc.ts";
import { F } from "./fields.ts";
import {
  cardSchema,
  ctaBlockSchema,
  ctaSchema,
  hero,
  list,
  meta,
  statSchema,
  teaserSchema,
  tile,
  tiles,
} from "./parts.ts";
import { text } from "./text.ts";

export const homeSchema = z.strictObject({
  ...meta,
  hero: doc(
    z.strictObject({
      eyebrow: F.eyebrow,
      heading: F.heading,
      lead: F.lead,
      cta: ctaSchema,
      stats: doc(z.array(statSchema).length(4, "needs exactly 4 stats"), "The four hero stats"),
      statsNote: doc(
        F.text.optional(),
        "A footnote under the hero stats: the assumptions of a figure whose label ends in ¹",
        "¹ Bei {figures.maxScaleMw} MW rund um die Uhr …",
      ),
      overlay: doc(
        z.strictObject({ temperature: statSchema, revenue: statSchema }),
        "The two figures over the hero picture",
      ),
    }),
    "The opening block (anchor #home)",
  ),
  challenge: doc(
    z.strictObject({
      heading: F.heading,
      lead: F.lead,
      cards: doc(
        z
          .array(z.strictObject({ title: F.title, text: F.text, stat: statSchema }))
          .length(3, "needs exactly 3 market cards"),
        "Germany, Denmark, Finland",
      ),
    }),
    "The market cards (anchor #challenge)",
  ),
  solution: doc(
    z.strictObject({
      heading: F.heading,
      lead: F.lead,
      cards: doc(z.array(cardSchema).length(6, "needs exactly 6 feature cards"), "The six feature cards"),
      cta: ctaSchema,
    }),
    "The solution (anchor #solution)",
  ),
  stories: doc(
    z.strictObject({
      heading: F.heading,
      lead: F.lead,
      items: doc(
        z
          .array(z.strictObject({ company: F.company, title: F.title, text: F.text, stat: statSchema }))
          .length(3, "needs exactly 3 stories"),
        "The three stories of the carousel",
      ),
      cta: ctaSchema,
    }),
    "The story carousel (anchor #stories)",
  ),
  models: doc(
    z.strictObject({
      heading: F.heading,
      lead: F.lead,
      items: doc(
        z.array(cardSchema).length(3, "needs exactly 3 operating models"),
        "Own operation, joint venture, contracting",
      ),
    }),
    "Operating models (anchor #models)",
  ),
  roi: doc(
    z.strictObject({ heading: F.heading, lead: F.lead, note: F.note }),
    "The ROI calculator's section (anchor #roi-tools)",
  ),
  blog: doc(
    z.strictObject({
      heading: F.heading,
      lead: F.lead,
      articles: doc(
        z.array(teaserSchema).length(3, "needs exactly 3 teasers: one row of the layout"),
        "The three article teasers",
      ),
      cta: ctaSchema,
    }),
    "Blog teasers (anchor #blog)",
  ),
});

export const successStoriesSchema = z.strictObject({
  ...meta,
  hero: doc(
    z.strictObject({
      eyebrow: F.eyebrow,
      heading: F.heading,
      lead: F.lead,
      stats: doc(list(statSchema), "Stats in the hero"),
    }),
    "The opening block",
  ),
  projects: doc(
    z.strictObject({
      heading: F.heading,
      lead: F.lead,
      items: doc(
        z
          .array(
            z.strictObject({
              headline: F.headline,
              text: F.text,
              button: F.button,
              url: doc(z.url({ protocol: /^https$/ }), "The project's page, https://", "https://example.org/projekt"),
            }),
          )
          .length(6, "needs exactly 6 project cards"),
        "The six project cards",
      ),
    }),
    "The project cards (anchor #projects)",
  ),
  models: doc(
    z.strictObject({
      heading: F.heading,
      lead: F.lead,
      items: doc(z.array(cardSchema).length(3, "needs exactly 3 business models"), "The three models"),
    }),
    "Business models (anchor #models)",
  ),
  metrics: doc(
    z.strictObject({
      heading: F.heading,
      items: doc(z.array(statSchema).length(3, "needs exactly 3 success metrics"), "The three metrics"),
    }),
    "Success metrics (anchor #metrics)",
  ),
  cta: ctaBlockSchema,
});

export const technologySchema = z.strictObject({
  ...meta,
  hero,
  steps: doc(
    z.strictObject({
      heading: F.heading,
      lead: F.lead,
      items: doc(
        z.array(z.strictObject({ title: F.title, text: F.text })).length(4, "needs exactly 4 steps"),
        "Container, water cooling, heat exchanger, grid",
      ),
    }),
    "The four steps (anchor #steps)",
  ),
  comparison: doc(
    z.strictObject({
      heading: F.heading,
      lead: F.lead,
      caption: F.caption,
      columns: doc(z.array(text).length(3, "needs 3 columns: criterion, gas boiler, DCC"), "Column headings", [
        "Kriterium",
        "Gaskessel",
        "DCC",
      ]),
      rows: doc(list(z.array(text).length(3, "needs 3 cells, one per column")), "Rows of three cells"),
    }),
    "Gas boiler against DCC (anchor #comparison)",
  ),
  sizes: doc(
    z.strictObject({
      heading: F.heading,
      lead: F.lead,
      items: doc(
        z
          .array(z.strictObject({ power: F.power, households: F.households, text: F.text }))
          .length(3, "needs exactly 3 container sizes"),
        "Small, medium and large",
      ),
    }),
    "Container sizes (anchor #sizes)",
  ),
  security: doc(
    z.strictObject({ heading: F.heading, lead: F.lead, items: doc(list(cardSchema), "Cards") }),
    "Security and plannability (anchor #security)",
  ),
  economics: doc(
    z.strictObject({
      heading: F.heading,
      lead: F.lead,
      rows: doc(list(z.strictObject({ label: F.label, value: F.value })), "The ROI example, row by row"),
      note: F.note,
      cta: ctaSchema,
    }),
    "Economics (anchor #economics)",
  ),
  cta: ctaBlockSchema,
});

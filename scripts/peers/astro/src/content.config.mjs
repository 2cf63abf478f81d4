// One collection of all pages, loaded from YAML by Astro's glob loader and validated with a zod schema
// (as the sitegen build validates its content too).
import { defineCollection, z } from "astro:content";
import { glob } from "astro/loaders";

const section = z.object({
  kind: z.string(),
  id: z.string(),
  heading: z.string(),
  paragraphs: z.array(z.string()),
  items: z.array(z.string()),
});

const pages = defineCollection({
  loader: glob({ pattern: "**/*.yaml", base: "./src/content/pages" }),
  schema: z.object({
    lang: z.enum(["de", "en"]),
    path: z.string(),
    alt: z.string(),
    title: z.string(),
    description: z.string(),
    hero: z.object({ eyebrow: z.string(), heading: z.string(), lead: z.string() }).optional(),
    sections: z.array(section).optional(),
    cta: z
      .object({ heading: z.string(), text: z.string(), button: z.object({ label: z.string(), to: z.string() }) })
      .optional(),
    html: z.string().optional(),
  }),
});

export const collections = { pages };

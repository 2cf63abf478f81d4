// Astro 5 project for the synthetic site: a content collection (content layer, `glob` loader over the
// per-page YAML files) and one dynamic route. Static output, one folder/index.html per page.
import { defineConfig } from "astro/config";

export default defineConfig({
  site: "https://www.rechenwaerme.example",
  output: "static",
  build: { format: "directory" },
  // Keep the content-layer and Vite caches in the project, not in the shared node_modules (symlinked), so every
  // project builds cold once its cache folder is removed.
  cacheDir: "./.astro-cache",
  vite: { cacheDir: "./.astro-cache/vite" },
  devToolbar: { enabled: false },
});

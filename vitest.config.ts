import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // One more worker than the two cores: the browser tests mostly wait on page loads while the build tests compute.
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts", "tests/build/**/*.test.ts"],
          testTimeout: 30_000,
          // The real site built once for the tests that only read it (builtSite in tests/build/project.ts).
          globalSetup: ["tests/build/global-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "browser",
          include: ["tests/browser/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ["tests/browser/global-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "hosts",
          include: ["tests/hosts/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          globalSetup: ["tests/hosts/global-setup.ts"],
        },
      },
    ],
  },
});

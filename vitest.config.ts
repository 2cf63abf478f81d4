import { defineConfig } from "vitest/config";

// React's production build and JSX, as `sitegen` renders (bin/sitegen.mjs): the tests run what users run, and
// React's development checks cost about a tenth of the in-process build tests' CPU. Those checks run in the project
// "react-development" below.
process.env.NODE_ENV = "production";

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
          exclude: ["tests/build/cli-bug.test.ts", "tests/build/react-development.test.ts"],
          // The files of a worker share one module graph instead of importing the generator again each (about
          // 20 s of a run): no test here leaves a module's state changed or a global stubbed, or mocks a module
          // (sitegenHere in tests/build/project.ts captures the console and changes folder only while a command
          // runs).
          isolate: false,
          // The one deadline of a test, for one that hangs, far above what a loaded machine takes (no test waits for
          // a time or asserts one): a build test spawns the CLI or builds a copy, seconds each on a quiet machine.
          // A hook (a copy built, a server started for the file) has the same one deadline.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // The real site built once for the tests that only read it (builtSite in tests/build/project.ts).
          globalSetup: ["tests/build/global-setup.ts"],
        },
      },
      {
        extends: true,
        // The one test that replaces a module (the build, to fail as a bug would), in a module graph of its own.
        test: { name: "unit-mocked", include: ["tests/build/cli-bug.test.ts"], testTimeout: 120_000 },
      },
      {
        extends: true,
        // The templates under React's development build and its JSX, for its warnings (a child without a key …).
        oxc: { jsx: { development: true } },
        test: {
          name: "react-development",
          include: ["tests/build/react-development.test.ts"],
          env: { NODE_ENV: "development" },
          testTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: "browser",
          include: ["tests/browser/**/*.test.ts"],
          // As in "unit": no file here mocks a module or stubs a global, so a worker's files share its module graph
          // (playwright-core, puppeteer-core and the generator's server imported once per worker, not per file).
          isolate: false,
          // The one deadline of a browser test, for one that hangs: its waits end on the event they wait for.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // expect.poll waits for its value until the test's deadline, not vitest's default of one second.
          expect: { poll: { timeout: 115_000 } },
          globalSetup: ["tests/browser/global-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "hosts",
          include: ["tests/hosts/**/*.test.ts"],
          // As in "unit": each file starts its own server on a port of its own, and none mocks or stubs anything.
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
          globalSetup: ["tests/hosts/global-setup.ts"],
        },
      },
    ],
  },
});

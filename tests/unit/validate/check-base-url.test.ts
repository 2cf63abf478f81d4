// --base-url and SITE_BASE_URL follow site.yaml's baseUrl rule.
import { describe, expect, it } from "vitest";
import { messageOf } from "../../../generator/problems/index.ts";
import { checkBaseUrl } from "../../../generator/validate/check-base-url.ts";

describe("checkBaseUrl", () => {
  it.each([
    ["foo", "not a URL (was an internal TypeError)"],
    ["javascript:alert(1)//", "a javascript: canonical link"],
    ["https://preview.example\nDisallow: /", "a line injected into robots.txt"],
    ["https://preview.example/a b", "a space"],
    ["https://preview.example?x=1", "a query"],
    ["https://preview.example#top", "a fragment"],
    ["https://user:secret@preview.example", "credentials"],
    ["ftp://preview.example", "another protocol"],
  ])("refuses %j (%s)", (value) => {
    const checked = checkBaseUrl(value, "--base-url");
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(checked.problem.code).toBe("BaseUrlInvalid");
      expect(messageOf(checked.problem)).toMatch(/^--base-url "/);
    }
  });

  it.each([
    ["https://preview.example", "https://preview.example", "an origin"],
    ["https://preview.example/", "https://preview.example", "a trailing slash is dropped, as before"],
    ["http://localhost:8080/site", "http://localhost:8080/site", "a port and a sub-path"],
  ])("accepts %j as %j (%s)", (value, expected) => {
    expect(checkBaseUrl(value, "SITE_BASE_URL")).toEqual({ ok: true, value: expected });
  });
});

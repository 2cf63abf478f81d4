// Talking to the editor's server: every request carries the session token from the page's meta tag. The shapes
// are the server's own types (type-only imports: nothing of the server is bundled).
import type { Lang } from "../../model.ts";
import type { DiffPart } from "../../translations/word-diff.ts";
import type { ChangedFile, Changes, CommitResult, PublishResult } from "../answers.ts";
import type { FieldStatus as FieldTranslation } from "../../translations/status.ts";
import type { LinkTarget, ShownPair, SiteFacts } from "../editor-data.ts";
import type { PageChange } from "../pages.ts";
import type { SaveResult } from "../save.ts";
import type { EditorAnswers } from "../site-answers.ts";
import { t, uiLang } from "./messages.ts";
import type { Refused } from "./refusals-en.ts";
import type { Schema } from "./schema.ts";
import type { Value } from "./tree.ts";

export type { ChangedFile, Changes, DiffPart, FieldTranslation, Lang, LinkTarget };

type Answer<Q extends keyof EditorAnswers> = NonNullable<Awaited<ReturnType<EditorAnswers[Q]>>>;
export type PageInfo = Answer<"list">[number];
export type PageData = Answer<"page"> & { readonly schema: Schema };
export type FieldNote = NonNullable<PageData["notes"][Lang]>[number];
/** A save's answer, or what the request met on its way. */
export type SaveAnswer = SaveResult | { status: number; message: string; problems?: undefined };

const token = () => document.querySelector<HTMLMetaElement>('meta[name="sitegen-token"]')?.content ?? "";
export const EDIT = "/__sitegen/edit/";

/**
 * A read (no `sent`) throws on an error status; a write (`sent`, POSTed as JSON) returns every answer with its
 * status. No server, an earlier server's token (403) and the server's refusals are said in the editor's language.
 */
async function call<T>(path: string, sent?: unknown): Promise<T> {
  const headers = { "X-Sitegen-Token": token(), ...(sent !== undefined && { "Content-Type": "application/json" }) };
  const init = sent === undefined ? { headers } : { method: "POST", headers, body: JSON.stringify(sent) };
  const res = await fetch(EDIT + path, init).catch(() => Promise.reject(new Error(t().serverGone)));
  const said = res.status === 403 ? t().sessionEnded : res.status === 500 ? t().serverFailed : undefined;
  const body = (await res
    .json()
    .then((json: object) => (said ? { message: said } : json))
    .catch(() => ({ message: said ?? t().requestRefused(res.status) }))) as T & { message?: string; reason?: string };
  const worded = body.reason && t().refused(body as unknown as Refused);
  if (worded) body.message = worded;
  if (!res.ok && sent === undefined) throw new Error(body.message ?? t().requestRefused(res.status));
  return (Array.isArray(body) ? body : { ...body, status: res.status }) as T;
}

export const listPages = () => call<PageInfo[]>("api/pages");
export const loadPage = (id: string) => call<PageData>(`api/page?id=${encodeURIComponent(id)}`);
export const loadProblems = (id: string) =>
  call<Pick<PageData, "problems" | "translations" | keyof SiteFacts>>(`api/problems?id=${encodeURIComponent(id)}`);
export const confirmTranslation = (id: string, fields: readonly ShownPair[]) =>
  call<{ status: number; translations?: FieldTranslation[]; message?: string }>("api/confirm", { id, fields });
export const previewPage = (id: string, lang: Lang, files: Partial<Record<Lang, Value>>) =>
  call<{ status: number; src?: string; message?: string }>("api/preview", { id, lang, files });
export const savePage = (id: string, files: Partial<Record<Lang, { hash: string; value: Value }>>, keep: boolean) =>
  call<SaveAnswer>("api/save", { id, files, keep });

/** The page's name in the editor's language: what its breadcrumb calls it. */
export function titleOf(page: Pick<PageInfo, "id" | "kind" | "names">): string {
  if (page.kind === "site") return t().siteSettings;
  if (page.kind === "ui") return t().uiLabels;
  return page.names?.[uiLang()] || page.names?.de || page.id;
}

export const loadChanges = () => call<Changes>("api/changes");
export const commitChanges = (message: string, files: readonly string[], version: string) =>
  call<CommitResult>("api/commit", { message, files, version });
export const setIdentity = (name: string, email: string) =>
  call<{ status: number; message?: string }>("api/identity", { name, email });
export const publish = () => call<PublishResult>("api/publish", {});

export type PageChangeAnswer = PageChange | { status: 400 | 403 | 413 | 415; message: string };
export const listUnused = () => call<string[]>("api/unused");
export const listRemoved = () => call<Pick<PageInfo, "id" | "kind" | "names">[]>("api/removed");
export const listKinds = () => call<{ kind: string; article: boolean }[]>("api/kinds");
export const changePage = (action: string, body: unknown) => call<PageChangeAnswer>(`api/pages/${action}`, body);

// What every field of the form reads and calls: the page's data, both languages' values and the changes.
import { createContext, useContext } from "react";
import type { Lang, PageData } from "./api.ts";
import type { ShownPair } from "../editor-data.ts";
import { changeList, getAt, updateAt, withKey, type ListOp, type Path, type Value } from "./tree.ts";

export interface Form {
  readonly data: PageData;
  readonly values: Partial<Record<Lang, Value>>;
  setValue(lang: Lang, path: Path, value: Value): void;
  changeList(path: Path, op: ListOp): void;
  /** Adds (a value) or removes (undefined) an optional key in both languages at once. */
  setKey(path: Path, to: Value | undefined): void;
  focusLang(lang: Lang): void;
  /** Confirms the pairs as the form shows them, saving the form first. */
  confirm(pairs: readonly FormPair[]): Promise<boolean>;
  saveFirst(): Promise<boolean>;
}

export type FormPair = { readonly key: string; readonly path: Path };

export const FormContext = createContext<Form | undefined>(undefined);
export const useForm = () => useContext(FormContext)!;

export function withValue(values: Form["values"], lang: Lang, path: Path, value: Value): Form["values"] {
  const old = values[lang];
  return old === undefined ? values : { ...values, [lang]: updateAt(old, path, () => value) };
}

/** `change` made in each language that has the value at `at`, so the files keep their parity. */
function inEach(values: Form["values"], at: Path, change: (value: Value) => Value): Form["values"] {
  return Object.fromEntries(
    Object.entries(values).map(([l, value]) => [l, getAt(value, at) === undefined ? value : change(value!)]),
  );
}

export const withListChange = (values: Form["values"], path: Path, op: ListOp) =>
  inEach(values, path, (value) => updateAt(value, path, (old) => changeList(old, op)!));

/** The optional key at `path` added or removed in each language that has its group. */
export const withKeyChange = (values: Form["values"], path: Path, to: Value | undefined) =>
  inEach(values, path.slice(0, -1), (value) => withKey(value, path, to));

export function shownPairs(values: Form["values"], pairs: readonly FormPair[]): ShownPair[] {
  return pairs.flatMap(({ key, path }) => {
    const [de, en] = [getAt(values.de, path), getAt(values.en, path)];
    return typeof de === "string" && typeof en === "string" ? [{ key, de, en }] : [];
  });
}

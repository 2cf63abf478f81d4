// What every field of the form reads and calls: the page's data, both languages' values and the changes.
import { createContext, useContext } from "react";
import type { Lang, PageData } from "./api.ts";
import type { ShownPair } from "../translations.ts";
import { changeList, getAt, updateAt, type ListOp, type Path, type Value } from "./tree.ts";

export interface Form {
  readonly data: PageData;
  readonly values: Partial<Record<Lang, Value>>;
  setValue(lang: Lang, path: Path, value: Value): void;
  changeList(path: Path, op: ListOp): void;
  focusLang(lang: Lang): void;
  /** Confirms the pairs of `keys` as the form shows them, saving the form first; false when nothing was confirmed. */
  confirm(keys: readonly string[]): Promise<boolean>;
  /** Saves the form's changes, if any, so that the files say what it shows; false when the save failed. */
  saveFirst(): Promise<boolean>;
}

export const FormContext = createContext<Form | undefined>(undefined);
export const useForm = () => useContext(FormContext)!;

/** Both languages' values with the one at `path` in `lang` replaced. */
export function withValue(values: Form["values"], lang: Lang, path: Path, value: Value): Form["values"] {
  const old = values[lang];
  return old === undefined ? values : { ...values, [lang]: updateAt(old, path, () => value) };
}

/** Both languages' values with the list at `path` changed in each, so the files keep their parity. */
export function withListChange(values: Form["values"], path: Path, op: ListOp): Form["values"] {
  return Object.fromEntries(
    Object.entries(values).map(([l, value]) => [
      l,
      getAt(value, path) === undefined ? value : updateAt(value!, path, (old) => changeList(old, op)!),
    ]),
  );
}

/** The pairs of `keys` with the German and English text the form shows (a pair the form no longer has is left out). */
export function shownPairs(data: PageData, values: Form["values"], keys: readonly string[]): ShownPair[] {
  return keys.flatMap((key) => {
    const path = data.translations.find((t) => t.key === key)?.path;
    const [de, en] = [getAt(values.de, path ?? []), getAt(values.en, path ?? [])];
    return path && typeof de === "string" && typeof en === "string" ? [{ key, de, en }] : [];
  });
}

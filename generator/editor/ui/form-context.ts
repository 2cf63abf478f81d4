// What every field of the form reads and calls: the page's data, both languages' values and the changes.
import { createContext, useContext } from "react";
import type { Lang, PageData } from "./api.ts";
import type { ListOp, Path, Value } from "./tree.ts";

export interface Form {
  readonly data: PageData;
  readonly values: Partial<Record<Lang, Value>>;
  setValue(lang: Lang, path: Path, value: Value): void;
  changeList(path: Path, op: ListOp): void;
  focusLang(lang: Lang): void;
  confirm(key: string): Promise<void>;
}

export const FormContext = createContext<Form | undefined>(undefined);
export const useForm = () => useContext(FormContext)!;

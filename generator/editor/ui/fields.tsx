// The form, generated from the page kind's schema: groups of keys in the file's order and lists; optional keys and
// list items are added, removed and moved in both languages at once.
import { titleOf } from "./api.ts";
import { useForm, type Form } from "./form-context.ts";
import { both, Field, Problems, type FieldProps } from "./field.tsx";
import { t, uiLang } from "./messages.ts";
import { helpOf, labelOf, summaryOf } from "./labels.ts";
import { child, emptyOf, optionalKeys, type Schema } from "./schema.ts";
import { fresh, getAt, isGroup, isList, pathId, type Path, type Value } from "./tree.ts";

/** `where`: this group inside a sentence, by its label ("Add date to item 3 of sources"); by default the page. */
export function Group({ path, schema, where = t().thePage }: Omit<FieldProps, "name"> & { where?: string }) {
  const form = useForm();
  const [de, en] = both(form, path);
  const schemaOf = (key: string) => child(form.data.schema, schema, key, de ?? en);
  const shown = (key: string) => schemaOf(key)?.editor !== false;
  const own = [...(isGroup(de) ? Object.keys(de) : []), ...(isGroup(en) ? Object.keys(en) : [])];
  const names = [...new Set(own)].filter(shown);
  const optional = optionalKeys(form.data.schema, schema, de ?? en).filter(shown);
  const missing = optional.filter((k) => !names.includes(k));
  return (
    <>
      {names.map((key) => (
        <Node
          key={key}
          path={[...path, key]}
          schema={schemaOf(key)}
          name={key}
          optionalIn={optional.includes(key) && where}
        />
      ))}
      {missing.length > 0 ? (
        <p className="ed-optional">
          {missing.map((key) => (
            <button
              type="button"
              key={key}
              aria-label={t().addTo(inText(key, schemaOf(key)), where)}
              onClick={() => form.setKey([...path, key], fresh(emptyOf(form.data.schema, schemaOf(key))))}
            >
              {t().add(inText(key, schemaOf(key)))}
            </button>
          ))}
        </p>
      ) : null}
    </>
  );
}

/** A key's label inside a sentence ("Add note", „Notiz hinzufügen“). */
const inText = (key: string | number, schema?: Schema): string => t().inText(labelOf(key, schema));

function RemoveKey({ path, name, schema, where }: FieldProps & { where: string }) {
  const form = useForm();
  return (
    <button
      type="button"
      className="ed-remove-key"
      aria-label={t().leaveOutOf(inText(name, schema), where)}
      onClick={() => form.setKey(path, undefined)}
    >
      {t().leaveOut(inText(name, schema))}
    </button>
  );
}

/** `optionalIn`: the group an optional key may be left out of, in a sentence. */
function Node({ path, schema, name, optionalIn }: FieldProps & { optionalIn: string | false }) {
  const form = useForm();
  const [de, en] = both(form, path);
  const value = de ?? en;
  const id = `g-${pathId("de", path)}`;
  const remove = optionalIn ? <RemoveKey path={path} name={name} schema={schema} where={optionalIn} /> : null;
  if (isList(value)) return <List path={path} schema={schema} name={name} remove={remove} />;
  if (isGroup(value))
    return (
      <fieldset className="ed-group" id={id} tabIndex={-1}>
        <legend>{labelOf(name, schema)}</legend>
        {remove}
        {helpOf(schema) ? <p className="ed-help">{helpOf(schema)}</p> : null}
        <Problems path={path} exact />
        <Group path={path} schema={schema} where={inText(name, schema)} />
      </fieldset>
    );
  return <Field path={path} schema={schema} name={name} remove={remove} />;
}

/**
 * A list. A list that is an item of another (a table's row) is no group of its own: the item it is already names
 * it (`item`, "Row 3"), and its cells are labelled by their columns' headings (`cells`).
 */
function List({
  path,
  schema,
  name,
  remove,
  cells,
  item: inItem,
}: FieldProps & { cells?: readonly string[] | undefined; item?: string }) {
  const form = useForm();
  const [de, en] = both(form, path);
  const inBoth = isList(de) && isList(en); // an item is added to and removed from each language that has the list
  const count = Math.max(isList(de) ? de.$list.length : 0, isList(en) ? en.$list.length : 0);
  const label = inItem ?? labelOf(name, schema);
  const headingsKey = schema?.["x-headings"];
  const headings = headingsKey ? headingsAt(form, [...path.slice(0, -1), headingsKey]) : undefined;
  const Box = inItem ? "div" : "fieldset";
  // An item that names a page (a teaser) reads as the page's title.
  const pageOf = (item: Value | undefined) => form.data.linkTargets.find((l) => l.target === item)?.page;
  return (
    <Box className={inItem ? "ed-list-field" : "ed-group ed-list-field"} id={`g-${pathId("de", path)}`} tabIndex={-1}>
      {inItem ? null : <legend>{`${label} (${count})`}</legend>}
      {remove}
      {helpOf(schema) ? <p className="ed-help">{helpOf(schema)}</p> : null}
      <Problems path={path} exact />
      {Array.from({ length: count }, (_, i) => {
        const itemPath = [...path, i];
        const item = getAt(de ?? en, [i]);
        const itemSchema = child(form.data.schema, schema, i, de ?? en);
        const heading = cells?.[i];
        const itemLabel = headings ? t().row(i + 1) : heading ? t().cell(label, heading) : t().listItem(label, i + 1);
        return (
          <div className="ed-item" key={i} role="group" aria-label={itemLabel}>
            <div className="ed-item-bar">
              <span>
                {i + 1}. {pageOf(item) ? titleOf(pageOf(item)!) : summaryOf(item, t().newItem)}
              </span>
              {(
                [
                  ["↑", t().moveUp(itemLabel), i === 0, { op: "move", index: i, to: i - 1 }],
                  ["↓", t().moveDown(itemLabel), i === count - 1, { op: "move", index: i, to: i + 1 }],
                  [t().remove, t().removeItem(itemLabel, inBoth), false, { op: "remove", index: i }],
                ] as const
              ).map(([text, name, disabled, op]) => (
                <button
                  key={name}
                  type="button"
                  aria-label={name}
                  disabled={disabled}
                  onClick={() => form.changeList(path, op)}
                >
                  {text}
                </button>
              ))}
            </div>
            {isGroup(item) ? (
              <Group path={itemPath} schema={itemSchema} where={t().itemOf(i + 1, t().inText(label))} />
            ) : isList(item) ? (
              <List path={itemPath} schema={itemSchema} name={i} cells={headings} item={itemLabel} />
            ) : (
              <Field path={itemPath} schema={itemSchema} name={i} label={heading} />
            )}
          </div>
        );
      })}
      <button
        type="button"
        className="ed-add"
        onClick={() => {
          // A new item from the schema (its required keys, empty), in the variant of the items before it.
          const like = getAt(de ?? en, [0]);
          const item = fresh(emptyOf(form.data.schema, child(form.data.schema, schema, 0, de ?? en), like));
          form.changeList(path, { op: "add", item });
        }}
      >
        {t().addItem(label, inBoth)}
      </button>
    </Box>
  );
}

/** A table's column headings, in the form's language or the other's where missing. */
function headingsAt(form: Form, path: Path): readonly string[] | undefined {
  const [de, en] = both(form, path);
  const list = uiLang() === "de" ? (isList(de) ? de : en) : isList(en) ? en : de;
  return isList(list) ? list.$list.map(([, cell]) => (typeof cell === "string" ? cell : "")) : undefined;
}

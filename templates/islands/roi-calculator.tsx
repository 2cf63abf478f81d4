// The ROI calculator island: four Radix sliders, results recomputed on every change, numbers in the
// page's language (its locale comes with the props); the shared scenario in the URL is the same in both languages.
// "Print or save as PDF" prints the calculator alone on one page (styles/90-print.css): the four inputs, the three
// results, the assumptions below the island, the date and the shareable URL.
import * as Slider from "@radix-ui/react-slider";
import { useEffect, useId, useState, type CSSProperties } from "react";
import { flushSync } from "react-dom";
import type { RoiConfig } from "../../generator/validate/schema/roi.ts";
import {
  formatEuro,
  formatInput,
  queryFromValues,
  ROI_INPUTS,
  roiResult,
  snap,
  valuesFromQuery,
  defaultValues,
  type RoiInput,
  type RoiValues,
} from "./roi-model.ts";

export interface RoiLabels {
  readonly electricityPrice: string;
  readonly heatPrice: string;
  readonly itPrice: string;
  readonly volume: string;
  readonly electricityCost: string;
  readonly totalRevenue: string;
  readonly profit: string;
  readonly reset: string;
  readonly resultsLabel: string;
  readonly perKwh: string;
  readonly perMwh: string;
  readonly gwhPerYear: string;
  readonly print: string;
  readonly printedOn: string;
  readonly printLink: string;
}

export interface RoiCalculatorProps {
  readonly config: RoiConfig;
  readonly labels: RoiLabels;
  readonly locale: string;
}

/** Sliders and results; the server HTML shows the default results, the browser restores a shared scenario from the URL. */
export function RoiCalculator({ config, labels, locale }: RoiCalculatorProps) {
  const [values, setValues] = useState<RoiValues>(() => defaultValues(config));
  const id = useId();

  useEffect(() => {
    // Restored after hydration so the first client render matches the server HTML.
    setValues(valuesFromQuery(window.location.search, config));
  }, [config]);

  const update = (next: RoiValues) => {
    setValues(next);
    const url = new URL(window.location.href);
    url.search = queryFromValues(next, config);
    window.history.replaceState(window.history.state, "", url);
  };

  // What only the printout shows: the day and the address of this scenario, as they are when it is printed.
  // A page printed from the browser's menu shows them too (beforeprint).
  const [printed, setPrinted] = useState<{ readonly date: string; readonly url: string } | null>(null);
  const stamp = () =>
    flushSync(() =>
      setPrinted({
        date: new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(new Date()),
        url: window.location.href,
      }),
    );
  useEffect(() => {
    const done = () => document.documentElement.classList.remove("print-roi");
    window.addEventListener("beforeprint", stamp);
    window.addEventListener("afterprint", done);
    return () => {
      window.removeEventListener("beforeprint", stamp);
      window.removeEventListener("afterprint", done);
    };
  });
  const print = () => {
    stamp();
    document.documentElement.classList.add("print-roi"); // the calculator alone (styles/90-print.css)
    window.print();
  };

  const result = roiResult(values);
  return (
    <div className="roi">
      <div className="roi__inputs">
        {ROI_INPUTS.map((key) => (
          <RoiSlider
            key={key}
            id={`${id}-${key}`}
            name={key}
            label={labels[key]}
            config={config}
            value={values[key]}
            locale={locale}
            labels={labels}
            onChange={(v) => update({ ...values, [key]: v })}
          />
        ))}
        <p className="roi__actions">
          <button
            type="button"
            className="button button--ghost roi__reset"
            onClick={() => update(defaultValues(config))}
          >
            {labels.reset}
          </button>
          <button type="button" className="button button--ghost roi__print" onClick={print}>
            {labels.print}
          </button>
        </p>
      </div>
      <section className="roi__results" aria-label={labels.resultsLabel} aria-live="polite">
        <dl>
          <div className="roi__result">
            <dt>{labels.electricityCost}</dt>
            <dd data-result="electricityCost">{formatEuro(result.electricityCost, locale)}</dd>
          </div>
          <div className="roi__result">
            <dt>{labels.totalRevenue}</dt>
            <dd data-result="totalRevenue">{formatEuro(result.totalRevenue, locale)}</dd>
          </div>
          <div className="roi__result roi__result--profit">
            <dt>{labels.profit}</dt>
            <dd data-result="profit">{formatEuro(result.profit, locale)}</dd>
          </div>
        </dl>
      </section>
      <p className="roi__printout">
        {printed && (
          <>
            {labels.printedOn.replace("{date}", printed.date)}
            <br />
            {labels.printLink} <span className="roi__url">{printed.url}</span>
          </>
        )}
      </p>
    </div>
  );
}

interface RoiSliderProps {
  readonly id: string;
  readonly name: RoiInput;
  readonly label: string;
  readonly config: RoiConfig;
  readonly value: number;
  readonly locale: string;
  readonly labels: RoiLabels;
  readonly onChange: (value: number) => void;
}

function RoiSlider({ id, name, label, config, value, locale, labels, onChange }: RoiSliderProps) {
  const s = config[name];
  const text = formatInput(name, value, locale, labels);
  return (
    <div className="roi__field">
      <div className="roi__field-head">
        <span id={`${id}-label`} className="roi__label">
          {label}
        </span>
        <output className="roi__value" htmlFor={`${id}-thumb`} data-value={name}>
          {text}
        </output>
      </div>
      {/* Radix places and shows a thumb only once it has measured it in the browser; until then the thumb is hidden.
          --slider-at (the value's share of the range, the same in the server HTML and every render after) lets the
          stylesheet place it where Radix will, so the thumb is there without JavaScript, can be focused and pressed
          before hydration, and does not move when React takes over. A drag begun before then is replayed
          (client/main.ts). */}
      <Slider.Root
        className="slider"
        min={s.min}
        max={s.max}
        step={s.step}
        value={[value]}
        onValueChange={([v]) => v !== undefined && onChange(snap(v, s))}
        style={{ "--slider-at": (value - s.min) / (s.max - s.min) } as CSSProperties}
        data-replay-pointer="drag"
      >
        <Slider.Track className="slider__track">
          <Slider.Range className="slider__range" />
        </Slider.Track>
        {/* Radix sets aria-valuenow only once the thumb is mounted in the browser; given here, the server HTML carries
            the value the hydrated widget shows, as the ARIA slider role requires. */}
        <Slider.Thumb
          className="slider__thumb"
          id={`${id}-thumb`}
          aria-labelledby={`${id}-label`}
          aria-valuenow={value}
          aria-valuetext={text}
          data-slider={name}
        />
      </Slider.Root>
    </div>
  );
}

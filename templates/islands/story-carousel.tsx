// The success-story carousel island: index over the stories, wrap-around, dots, swipe.
import { useEffect, useRef, useState, type CSSProperties } from "react";
import type { Marked } from "../../generator/typeset/name-runs.ts";
import { Names } from "./names.tsx";

/** A story, its texts with their names marked (templates/context.ts `names`). */
export interface Story {
  readonly company: string;
  readonly title: Marked;
  readonly text: Marked;
  readonly stat: { readonly value: string; readonly label: Marked };
}

export interface StoryCarouselProps {
  readonly stories: readonly Story[];
  readonly labels: {
    readonly label: string;
    readonly previous: string;
    readonly next: string;
    readonly slide: string;
    readonly goTo: string;
  };
  readonly transitionS: number;
  readonly swipePx: number;
}

/** "{index} von {count}" → "2 von 3". */
function fill(template: string, index: number, count: number): string {
  return template.replace("{index}", String(index)).replace("{count}", String(count));
}

/** Next index with wrap-around: the step after the last story is the first. */
export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}

/** All stories are in the HTML; the browser shows one at a time and moves with a 0.3 s transition. */
export function StoryCarousel({ stories, labels, transitionS, swipePx }: StoryCarouselProps) {
  const [index, setIndex] = useState(0);
  const [live, setLive] = useState(false);
  const start = useRef<number | null>(null);
  useEffect(() => setLive(true), []);
  const count = stories.length;
  const go = (i: number) => setIndex(wrapIndex(i, count));
  const style = { "--carousel-index": index, "--carousel-duration": `${transitionS}s` } as CSSProperties;

  return (
    <div
      className={`carousel${live ? " carousel--live" : ""}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={labels.label}
      style={style}
    >
      <div
        className="carousel__viewport"
        data-replay-pointer="" // a swipe before hydration is replayed here (client/main.ts)
        onPointerDown={(e) => (start.current = e.clientX)}
        onPointerUp={(e) => {
          if (start.current === null) return;
          const dx = e.clientX - start.current;
          start.current = null;
          if (Math.abs(dx) >= swipePx) go(index + (dx < 0 ? 1 : -1));
        }}
        onPointerCancel={() => (start.current = null)}
      >
        <div className="carousel__track">
          {stories.map((story, i) => (
            <div
              key={story.company}
              className="carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={fill(labels.slide, i + 1, count)}
              aria-hidden={live && i !== index ? true : undefined}
              inert={live && i !== index ? true : undefined}
            >
              <article className="story" aria-labelledby={`story-title-${i}`}>
                <p className="story__company">{story.company}</p>
                <h3 className="story__title" id={`story-title-${i}`}>
                  <Names text={story.title} />
                </h3>
                <p>
                  <Names text={story.text} />
                </p>
                <p className="story__stat">
                  <strong>{story.stat.value}</strong>{" "}
                  <span>
                    <Names text={story.stat.label} />
                  </span>
                </p>
              </article>
            </div>
          ))}
        </div>
      </div>
      <div className="carousel__controls">
        <button
          type="button"
          className="carousel__arrow"
          aria-label={labels.previous}
          onClick={() => go(index - 1)}
          data-carousel="previous"
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              d="m15 18-6-6 6-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
        <ol className="carousel__dots" role="list">
          {stories.map((story, i) => (
            <li key={story.company}>
              <button
                type="button"
                className="carousel__dot"
                aria-label={fill(labels.goTo, i + 1, count)}
                aria-current={i === index ? "true" : undefined}
                onClick={() => go(i)}
              />
            </li>
          ))}
        </ol>
        <button
          type="button"
          className="carousel__arrow"
          aria-label={labels.next}
          onClick={() => go(index + 1)}
          data-carousel="next"
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              d="m9 18 6-6-6-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      </div>
    </div>
  );
}

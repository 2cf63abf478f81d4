// The FAQ accordion island: one single-open, collapsible Radix accordion per category.
import * as Accordion from "@radix-ui/react-accordion";
import { useEffect, useRef, useState } from "react";
import type { Marked } from "../../generator/typeset/name-runs.ts";
import { Names } from "./names.tsx";

export interface FaqAccordionProps {
  readonly categoryIndex: number;
  /** Each question and answer with its names marked (templates/context.ts `names`). */
  readonly questions: readonly { readonly q: Marked; readonly a: Marked }[];
}

/** The id of a question: item-{categoryIndex}-{questionIndex}. */
export function faqItemId(categoryIndex: number, questionIndex: number): string {
  return `item-${categoryIndex}-${questionIndex}`;
}

/**
 * Every answer is in the server HTML; closed ones become hidden="until-found" so find-in-page opens them.
 * The question a visitor clicks stays where it was on the screen: when the open answer above it closes, the page
 * scrolls by what it lost, so the question neither jumps away nor slides under the sticky header.
 */
export function FaqAccordion({ categoryIndex, questions }: FaqAccordionProps) {
  const [open, setOpen] = useState("");
  const clicked = useRef<{ readonly id: string; readonly top: number } | null>(null);
  const choose = (next: string) => {
    const id = next || open;
    const top = document.getElementById(id)?.getBoundingClientRect().top;
    clicked.current = top === undefined ? null : { id, top };
    setOpen(next);
  };
  // After the answers' own effects (a parent's effect runs after its children's), so the layout is final.
  useEffect(() => {
    const before = clicked.current;
    clicked.current = null;
    const now = before && document.getElementById(before.id)?.getBoundingClientRect().top;
    if (before && now !== undefined && now !== null && Math.abs(now - before.top) >= 1) {
      window.scrollBy({ top: now - before.top, behavior: "instant" });
    }
  }, [open]);
  useEffect(() => {
    const fromHash = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (questions.some((_, i) => faqItemId(categoryIndex, i) === id)) {
        setOpen(id);
        requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView({ block: "start" }));
      }
    };
    fromHash();
    window.addEventListener("hashchange", fromHash);
    return () => window.removeEventListener("hashchange", fromHash);
  }, [categoryIndex, questions]);

  return (
    <Accordion.Root type="single" collapsible value={open} onValueChange={choose} className="accordion">
      {questions.map((item, i) => {
        const id = faqItemId(categoryIndex, i);
        return (
          <Accordion.Item key={id} value={id} id={id} className="accordion__item">
            <Accordion.Header className="accordion__header" asChild>
              <h3>
                <Accordion.Trigger className="accordion__trigger">
                  <span>
                    <Names text={item.q} />
                  </span>
                  <svg
                    className="accordion__chevron"
                    viewBox="0 0 24 24"
                    width="20"
                    height="20"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <path
                      d="m6 9 6 6 6-6"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                </Accordion.Trigger>
              </h3>
            </Accordion.Header>
            <Answer open={open === id} onReveal={() => setOpen(id)} text={item.a} />
          </Accordion.Item>
        );
      })}
    </Accordion.Root>
  );
}

function Answer({
  open,
  onReveal,
  text,
}: {
  readonly open: boolean;
  readonly onReveal: () => void;
  readonly text: Marked;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    // React renders `hidden` only as a boolean, so "until-found" is set here (docs/architecture.md §2.4).
    if (open) node.removeAttribute("hidden");
    else node.setAttribute("hidden", "until-found");
    node.addEventListener("beforematch", onReveal);
    return () => node.removeEventListener("beforematch", onReveal);
  }, [open, onReveal]);
  return (
    <Accordion.Content ref={ref} forceMount className="accordion__content">
      <p>
        <Names text={text} />
      </p>
    </Accordion.Content>
  );
}

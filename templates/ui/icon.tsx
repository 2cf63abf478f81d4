// Icons as inline SVG, rendered at build time from lucide: they cost the visitor no JavaScript.
import * as ArrowLeftRight from "lucide-react/icons/arrow-left-right";
import * as ArrowRight from "lucide-react/icons/arrow-right";
import * as Building2 from "lucide-react/icons/building-complex"; // building-2 is an alias module without icon data
import * as Calendar from "lucide-react/icons/calendar";
import * as ChartColumn from "lucide-react/icons/chart-column";
import * as ChevronLeft from "lucide-react/icons/chevron-left";
import * as ChevronRight from "lucide-react/icons/chevron-right";
import * as Clock from "lucide-react/icons/clock";
import * as Container from "lucide-react/icons/container";
import * as Cpu from "lucide-react/icons/cpu";
import * as Droplets from "lucide-react/icons/droplets";
import * as Euro from "lucide-react/icons/euro";
import * as ExternalLink from "lucide-react/icons/external-link";
import * as Factory from "lucide-react/icons/factory";
import * as Flame from "lucide-react/icons/flame";
import * as Gauge from "lucide-react/icons/gauge";
import * as Handshake from "lucide-react/icons/handshake";
import * as Layers from "lucide-react/icons/layers";
import * as Leaf from "lucide-react/icons/leaf";
import * as Mail from "lucide-react/icons/mail";
import * as Menu from "lucide-react/icons/menu";
import * as Network from "lucide-react/icons/network";
import * as Recycle from "lucide-react/icons/recycle";
import * as RotateCcw from "lucide-react/icons/rotate-ccw";
import * as Server from "lucide-react/icons/server";
import * as ShieldCheck from "lucide-react/icons/shield-check";
import * as Snowflake from "lucide-react/icons/snowflake";
import * as Sun from "lucide-react/icons/sun";
import * as Thermometer from "lucide-react/icons/thermometer";
import * as TrendingUp from "lucide-react/icons/trending-up";
import * as Wrench from "lucide-react/icons/wrench";
import * as X from "lucide-react/icons/x";
import * as Zap from "lucide-react/icons/zap";
import type { IconName } from "../../generator/validate/schema/parts.ts";

/** What each lucide icon module carries besides its React component: its name, aliases and SVG elements. */
interface IconData {
  readonly name: string;
  readonly aliases?: readonly string[];
  readonly node: readonly (readonly [string, Readonly<Record<string, string>>])[];
}
type IconModule = { readonly default: unknown };

const contentIcons: Record<IconName, IconModule> = {
  server: Server,
  thermometer: Thermometer,
  flame: Flame,
  leaf: Leaf,
  zap: Zap,
  gauge: Gauge,
  shield: ShieldCheck,
  "trending-up": TrendingUp,
  container: Container,
  droplets: Droplets,
  network: Network,
  euro: Euro,
  clock: Clock,
  handshake: Handshake,
  building: Building2,
  wrench: Wrench,
  calendar: Calendar,
  chart: ChartColumn,
  layers: Layers,
  recycle: Recycle,
  factory: Factory,
  sun: Sun,
  snowflake: Snowflake,
  cpu: Cpu,
  "heat-exchanger": ArrowLeftRight,
};

const chromeIcons = {
  menu: Menu,
  close: X,
  external: ExternalLink,
  arrow: ArrowRight,
  previous: ChevronLeft,
  next: ChevronRight,
  mail: Mail,
  reset: RotateCcw,
} as const;

export type ChromeIconName = keyof typeof chromeIcons;

export interface IconProps {
  readonly name: IconName | ChromeIconName;
  readonly size?: number;
}

/**
 * The inner markup and class of each icon, made once per build from lucide's icon data. The same bytes as
 * lucide-react's component, without its per-render work (a page has a dozen icons, a large site many thousand pages).
 */
const drawn = new Map<string, { readonly inner: string; readonly className: string }>();

function draw(name: IconName | ChromeIconName): { readonly inner: string; readonly className: string } {
  let icon = drawn.get(name);
  if (!icon) {
    const module = (
      name in chromeIcons ? chromeIcons[name as ChromeIconName] : contentIcons[name as IconName]
    ) as IconModule & { readonly __iconData: IconData };
    const data = module.__iconData;
    const inner = data.node
      .map(
        ([tag, attrs]) =>
          `<${tag}${Object.entries(attrs)
            .filter(([key]) => key !== "key")
            .map(([key, value]) => ` ${key}="${attribute(value)}"`)
            .join("")}></${tag}>`,
      )
      .join("");
    const className = [
      "lucide",
      `lucide-${data.name}`,
      ...(data.aliases ?? []).map((alias) => `lucide-${alias}`),
      "icon",
    ].join(" ");
    icon = { inner, className };
    drawn.set(name, icon);
  }
  return icon;
}

/** A decorative icon (aria-hidden); the text next to it carries the meaning. */
export function Icon({ name, size = 20 }: IconProps) {
  const { inner, className } = draw(name);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
      dangerouslySetInnerHTML={{ __html: inner }}
    />
  );
}

/** The LinkedIn mark, drawn here because icon libraries no longer ship brand logos. */
export function LinkedInMark({ size = 20 }: { readonly size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="icon">
      <path
        fill="currentColor"
        d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.34V9h3.42v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.07 2.07 0 1 1 0-4.13 2.07 2.07 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z"
      />
    </svg>
  );
}

/**
 * An attribute value of lucide's icon data, which is numbers and path commands: one that would need escaping is
 * not an icon, and stops the build rather than being written into every page (the escape module is generator/'s).
 */
function attribute(value: string): string {
  if (/[&<>"']/.test(value)) throw new Error(`an icon attribute holds markup: ${JSON.stringify(value)}`);
  return value;
}

// Icons as inline SVG, rendered at build time from lucide: they cost the visitor no JavaScript.
import {
  ArrowLeftRight, ArrowRight, Building2, Calendar, ChartColumn, ChevronLeft, ChevronRight, Clock, Container, Cpu, Droplets,
  Euro, ExternalLink, Factory, Flame, Gauge, Handshake, Layers, Leaf, Mail, Menu, Network, Recycle, RotateCcw, Server,
  ShieldCheck, Snowflake, Sun, Thermometer, TrendingUp, Wrench, X, Zap, type LucideIcon,
} from "lucide-react";
import type { IconName } from "../../generator/validate/schema/pages.ts";

const contentIcons: Record<IconName, LucideIcon> = {
  server: Server, thermometer: Thermometer, flame: Flame, leaf: Leaf, zap: Zap, gauge: Gauge, shield: ShieldCheck,
  "trending-up": TrendingUp, container: Container, droplets: Droplets, network: Network, euro: Euro, clock: Clock,
  handshake: Handshake, building: Building2, wrench: Wrench, calendar: Calendar, chart: ChartColumn, layers: Layers,
  recycle: Recycle, factory: Factory, sun: Sun, snowflake: Snowflake, cpu: Cpu, "heat-exchanger": ArrowLeftRight,
};

const chromeIcons = { menu: Menu, close: X, external: ExternalLink, arrow: ArrowRight, previous: ChevronLeft, next: ChevronRight, mail: Mail, reset: RotateCcw } as const;

export type ChromeIconName = keyof typeof chromeIcons;

export interface IconProps {
  readonly name: IconName | ChromeIconName;
  readonly size?: number;
}

/** A decorative icon (aria-hidden); the text next to it carries the meaning. */
export function Icon({ name, size = 20 }: IconProps) {
  const Component = name in chromeIcons ? chromeIcons[name as ChromeIconName] : contentIcons[name as IconName];
  return <Component size={size} aria-hidden="true" focusable="false" className="icon" strokeWidth={1.75} />;
}

/** The LinkedIn mark, drawn here because icon libraries no longer ship brand logos. */
export function LinkedInMark({ size = 20 }: { readonly size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="icon">
      <path fill="currentColor" d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.34V9h3.42v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.07 2.07 0 1 1 0-4.13 2.07 2.07 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z" />
    </svg>
  );
}

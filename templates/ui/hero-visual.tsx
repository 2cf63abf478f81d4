// The home hero's illustration: a container cluster whose heat flows into a district heating network.
/** Decorative SVG; the figures beside it carry the information. */
export function HeroVisual() {
  return (
    <svg className="hero-visual" viewBox="0 0 480 360" role="presentation" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hv-heat" x1="0" x2="1">
          <stop offset="0" stopColor="#ffb020" />
          <stop offset="1" stopColor="#e8452c" />
        </linearGradient>
        <linearGradient id="hv-box" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1d4d78" />
          <stop offset="1" stopColor="#0f2e4c" />
        </linearGradient>
      </defs>
      <g opacity="0.35" stroke="#5cc8ff" strokeWidth="1">
        {Array.from({ length: 9 }, (_, i) => (
          <line key={i} x1={20 + i * 55} y1="300" x2={20 + i * 55} y2="330" />
        ))}
        <line x1="0" y1="330" x2="480" y2="330" />
      </g>
      {[0, 1, 2].map((i) => (
        <g key={i} transform={`translate(${30 + i * 130} ${190 - i * 18})`}>
          <rect width="120" height="70" rx="6" fill="url(#hv-box)" stroke="#2b6ca3" />
          {Array.from({ length: 8 }, (_, j) => (
            <rect
              key={j}
              x={10 + j * 13.5}
              y="12"
              width="7"
              height="46"
              rx="2"
              fill="#5cc8ff"
              opacity={0.25 + ((i + j) % 3) * 0.2}
            />
          ))}
        </g>
      ))}
      <path
        className="hero-visual__flow"
        d="M90 190 C 90 120, 200 120, 220 90 S 360 60, 440 70"
        fill="none"
        stroke="url(#hv-heat)"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <path
        className="hero-visual__flow hero-visual__flow--2"
        d="M220 172 C 230 130, 300 120, 330 110 S 420 110, 450 120"
        fill="none"
        stroke="url(#hv-heat)"
        strokeWidth="4"
        strokeLinecap="round"
        opacity="0.8"
      />
      <g transform="translate(400 40)">
        <rect width="70" height="56" rx="6" fill="#fff4e5" stroke="#ffb020" />
        <path d="M12 40h46M12 30h46M12 20h46" stroke="#e8452c" strokeWidth="3" strokeLinecap="round" />
      </g>
      <g fill="#ffb020">
        <circle cx="160" cy="128" r="4" />
        <circle cx="300" cy="80" r="4" />
        <circle cx="380" cy="112" r="3" />
      </g>
    </svg>
  );
}

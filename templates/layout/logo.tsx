// The word mark's symbol: a container whose heat rises in three waves.
/** The logo symbol, decorative: the link around it carries the name. */
export function Logo() {
  return (
    <svg className="logo__mark" width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
      <rect x="3" y="17" width="30" height="15" rx="2.5" fill="#123a5e" />
      <path d="M8 20v9M13 20v9M18 20v9M23 20v9M28 20v9" stroke="#5cc8ff" strokeWidth="1.6" strokeLinecap="round" />
      <path
        d="M10 13c-2-2.5 2-4 0-7M18 13c-2-2.5 2-4 0-7M26 13c-2-2.5 2-4 0-7"
        fill="none"
        stroke="url(#logo-heat)"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
      <defs>
        <linearGradient id="logo-heat" x1="0" y1="1" x2="0" y2="0">
          <stop offset="0" stopColor="#ffb020" />
          <stop offset="1" stopColor="#e8452c" />
        </linearGradient>
      </defs>
    </svg>
  );
}

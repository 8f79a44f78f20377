/**
 * The home hero's illustration, drawn in SVG (no downloaded images): a terracotta ball of yarn,
 * a sage one behind it, a granny square, and a crochet hook catching the loose strand.
 */
export function CrochetHero({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 480 420" aria-hidden className={className}>
      <defs>
        <clipPath id="hero-ball">
          <circle cx="282" cy="200" r="112" />
        </clipPath>
        <clipPath id="hero-ball-small">
          <circle cx="390" cy="318" r="56" />
        </clipPath>
      </defs>

      <path
        d="M78 96C132 28 262 6 356 44s120 120 102 200-80 150-186 164S52 370 34 286 24 164 78 96z"
        className="fill-clay-100 dark:fill-night-800"
      />
      <g className="fill-rose-300 dark:fill-clay-700" opacity="0.55">
        <circle cx="70" cy="70" r="6" />
        <circle cx="430" cy="96" r="4" />
        <circle cx="452" cy="210" r="7" />
        <circle cx="44" cy="330" r="5" />
      </g>

      {/* Granny square */}
      <g transform="rotate(-10 128 296)">
        <rect x="58" y="226" width="140" height="140" rx="14" fill="#f3eadf" />
        <rect x="72" y="240" width="112" height="112" rx="10" fill="#b7c7ab" />
        <rect x="88" y="256" width="80" height="80" rx="8" fill="#e8b4a6" />
        <rect x="104" y="272" width="48" height="48" rx="6" fill="#fdfbf7" />
        <circle cx="128" cy="296" r="10" fill="#e07a4f" />
        <g fill="none" stroke="#fdfbf7" strokeWidth="3" strokeLinecap="round" strokeDasharray="7 7">
          <rect x="65" y="233" width="126" height="126" rx="12" />
          <rect x="80" y="248" width="96" height="96" rx="9" />
        </g>
        <g
          fill="none"
          stroke="#c8623a"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeDasharray="5 6"
          opacity="0.7"
        >
          <rect x="96" y="264" width="64" height="64" rx="7" />
        </g>
      </g>

      {/* Small sage ball */}
      <circle cx="390" cy="318" r="56" fill="#7d9471" />
      <g
        clipPath="url(#hero-ball-small)"
        fill="none"
        stroke="#e6ede1"
        strokeWidth="3.5"
        strokeLinecap="round"
        opacity="0.75"
      >
        <path d="M330 290c40 18 84 16 120-8" />
        <path d="M326 312c44 20 92 18 128-8" />
        <path d="M330 336c40 18 84 14 120-10" />
        <path d="M372 262c-16 30-18 80 4 116" />
      </g>

      {/* Big terracotta ball */}
      <circle cx="282" cy="200" r="112" fill="#e07a4f" />
      <g clipPath="url(#hero-ball)" fill="none" strokeLinecap="round">
        <g stroke="#fcf1eb" strokeWidth="5" opacity="0.8">
          <path d="M168 150c70 34 160 32 230-12" />
          <path d="M166 184c76 36 168 34 236-14" />
          <path d="M168 220c74 34 164 30 232-18" />
          <path d="M176 256c70 30 150 26 214-20" />
        </g>
        <g stroke="#b4532a" strokeWidth="5" opacity="0.55">
          <path d="M236 86c-40 60-44 170 -6 232" />
          <path d="M290 84c-30 70-30 172 8 236" />
          <path d="M340 96c-18 70-14 160 20 214" />
        </g>
      </g>
      <circle
        cx="282"
        cy="200"
        r="112"
        fill="none"
        stroke="#b4532a"
        strokeOpacity="0.25"
        strokeWidth="3"
      />
      <ellipse
        cx="238"
        cy="140"
        rx="30"
        ry="16"
        fill="#fcf1eb"
        opacity="0.35"
        transform="rotate(-30 238 140)"
      />

      {/* Loose strand to the hook */}
      <path
        d="M196 276c-30 30-60 40-92 30s-54 8-58 36"
        fill="none"
        stroke="#e07a4f"
        strokeWidth="5"
        strokeLinecap="round"
      />

      {/* Crochet hook */}
      <g transform="rotate(38 150 120)">
        <rect x="52" y="110" width="212" height="18" rx="9" fill="#52664a" />
        <rect x="120" y="108" width="56" height="22" rx="8" fill="#7d9471" />
        <path
          d="M264 110h34a9 9 0 0 1 0 18h-10"
          fill="none"
          stroke="#b3a499"
          strokeWidth="8"
          strokeLinecap="round"
        />
        <path
          d="M300 112c8 0 12 6 8 12"
          fill="none"
          stroke="#7a6a60"
          strokeWidth="4"
          strokeLinecap="round"
        />
      </g>

      {/* Little hearts */}
      <g fill="#c8623a">
        <path
          d="M408 58c0-8 12-10 14-2 2-8 14-6 14 2 0 9-14 16-14 16s-14-7-14-16z"
          opacity="0.85"
        />
        <path d="M92 170c0-5 8-7 9-1 1-6 9-4 9 1 0 6-9 11-9 11s-9-5-9-11z" opacity="0.6" />
      </g>
    </svg>
  );
}

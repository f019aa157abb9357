/** Two neighbours helping around a home: a Yasa with a broom (Bebersih), one with groceries (Nitip). */
export function TeamworkIllustration({ className = '' }: { className?: string }) {
  const armStroke = 'stroke-[oklch(42%_0.09_186)]';
  const armStrokeWarm = 'stroke-[oklch(66%_0.15_65)]';
  return (
    <svg
      viewBox="0 0 560 480"
      role="img"
      aria-label="Ilustrasi dua orang bekerja sama membantu urusan rumah"
      className={className}
    >
      <path
        d="M280 36c98 0 194 56 210 158s-38 218-152 240-254-6-294-108S180 36 280 36z"
        className="fill-primary/10"
      />
      <ellipse cx="280" cy="428" rx="236" ry="20" className="fill-base-300" />

      {/* Home */}
      <rect x="330" y="128" width="24" height="56" rx="4" className="fill-primary/60" />
      <rect x="192" y="186" width="176" height="234" rx="14" className="fill-base-100" />
      <rect
        x="192"
        y="186"
        width="176"
        height="234"
        rx="14"
        fill="none"
        strokeWidth="4"
        className="stroke-primary/30"
      />
      <path
        d="M168 206 280 116l112 90"
        fill="none"
        strokeWidth="16"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-primary"
      />
      <rect x="214" y="232" width="44" height="44" rx="10" className="fill-primary/15" />
      <rect x="302" y="232" width="44" height="44" rx="10" className="fill-primary/15" />
      <path
        d="M236 232v44M214 254h44M324 232v44M302 254h44"
        strokeWidth="3"
        className="stroke-base-100"
      />
      <path d="M254 420v-66a26 26 0 0 1 52 0v66z" className="fill-secondary" />
      <circle cx="294" cy="386" r="3.5" className="fill-secondary-content/60" />

      {/* The heart the two of them keep aloft */}
      <path
        d="M280 96l-22-21a14 14 0 0 1 20-20l2 2 2-2a14 14 0 0 1 20 20z"
        className="fill-accent"
      />

      {/* Sparkles */}
      <path d="M96 118l5 13 13 5-13 5-5 13-5-13-13-5 13-5z" className="fill-secondary" />
      <path d="M470 84l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" className="fill-secondary" />
      <path d="M508 286l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" className="fill-accent/70" />

      {/* Left: a Yasa with a broom */}
      <rect x="112" y="326" width="16" height="94" rx="8" className="fill-neutral" />
      <rect x="134" y="326" width="16" height="94" rx="8" className="fill-neutral" />
      <ellipse cx="116" cy="420" rx="15" ry="7" className="fill-neutral" />
      <ellipse cx="146" cy="420" rx="15" ry="7" className="fill-neutral" />
      <rect x="104" y="238" width="58" height="108" rx="26" className="fill-primary" />
      <circle cx="133" cy="210" r="24" fill="#f2c7a5" />
      <path d="M109 208a24 24 0 0 1 48-2c-9-9-23-12-35-8-5 2-9 5-13 10z" fill="#3b2a20" />
      <path
        d="M192 170 172 404"
        strokeWidth="7"
        strokeLinecap="round"
        fill="none"
        stroke="#a47148"
      />
      <path d="M150 398h44l8 30h-60z" className="fill-secondary" />
      <path
        d="M158 404l-4 22M172 404v22M186 404l4 22"
        strokeWidth="2"
        className="stroke-secondary-content/30"
      />
      <path
        d="M152 258q20 18 30 38"
        strokeWidth="15"
        strokeLinecap="round"
        fill="none"
        className={armStroke}
      />
      <path
        d="M112 262q6 60 66 70"
        strokeWidth="15"
        strokeLinecap="round"
        fill="none"
        className={armStroke}
      />
      <circle cx="183" cy="298" r="8.5" fill="#f2c7a5" />
      <circle cx="179" cy="332" r="8.5" fill="#f2c7a5" />

      {/* Right: a Yasa back from the market, waving */}
      <rect x="412" y="326" width="16" height="94" rx="8" className="fill-neutral" />
      <rect x="434" y="326" width="16" height="94" rx="8" className="fill-neutral" />
      <ellipse cx="416" cy="420" rx="15" ry="7" className="fill-neutral" />
      <ellipse cx="446" cy="420" rx="15" ry="7" className="fill-neutral" />
      <rect x="402" y="238" width="58" height="108" rx="26" className="fill-secondary" />
      <circle cx="431" cy="182" r="11" fill="#1f1a17" />
      <circle cx="431" cy="210" r="24" fill="#a86b47" />
      <path d="M407 208a24 24 0 0 1 48 0c-14-8-34-8-48 0z" fill="#1f1a17" />
      <path
        d="M452 258q26-26 30-60"
        strokeWidth="15"
        strokeLinecap="round"
        fill="none"
        className={armStrokeWarm}
      />
      <circle cx="483" cy="192" r="8.5" fill="#a86b47" />
      <circle cx="384" cy="334" r="9" className="fill-success" />
      <path d="M384 326c-2-10 4-16 12-18-1 8-5 14-12 18z" className="fill-success" />
      <circle cx="404" cy="330" r="8" className="fill-accent" />
      <rect x="366" y="336" width="54" height="58" rx="9" className="fill-accent" />
      <path d="M380 340q13-22 26 0" strokeWidth="4" fill="none" className="stroke-accent" />
      <path
        d="M410 262q-14 34-14 70"
        strokeWidth="15"
        strokeLinecap="round"
        fill="none"
        className={armStrokeWarm}
      />
      <circle cx="396" cy="338" r="8.5" fill="#a86b47" />
    </svg>
  );
}

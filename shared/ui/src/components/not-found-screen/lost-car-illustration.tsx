/** Decorative drawing of the 404 screen: a car on a road beside a signpost whose sign is missing. */
export function LostCarIllustration({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 520 280"
      className={className}
      aria-hidden="true"
      focusable="false"
      data-testid="lost-car-illustration"
    >
      {/* sky and sun */}
      <rect x="0" y="0" width="520" height="250" rx="28" fill="#E9EFFA" />
      <circle cx="90" cy="70" r="30" fill="#FF7A1A" opacity="0.9" />
      <circle cx="90" cy="70" r="44" fill="#FF7A1A" opacity="0.15" />
      {/* clouds */}
      <g fill="#FFFFFF">
        <ellipse cx="250" cy="60" rx="42" ry="14" />
        <ellipse cx="232" cy="50" rx="20" ry="14" />
        <ellipse cx="262" cy="46" rx="22" ry="17" />
        <ellipse cx="330" cy="98" rx="30" ry="10" />
        <ellipse cx="340" cy="90" rx="16" ry="11" />
      </g>
      {/* hills */}
      <path
        d="M0 196 C70 160 130 170 190 186 C260 204 310 150 390 160 C450 168 490 186 520 180 V230 H0 Z"
        fill="#C9D7F0"
      />
      <path d="M0 214 C90 196 170 206 250 212 C340 219 420 196 520 204 V236 H0 Z" fill="#A9BFE6" />
      {/* road */}
      <rect x="0" y="222" width="520" height="46" fill="#1D2939" />
      <rect x="0" y="222" width="520" height="4" fill="#344054" />
      <path
        d="M12 246 H52 M84 246 H124 M156 246 H196 M228 246 H268 M300 246 H340 M372 246 H412 M444 246 H484"
        stroke="#FFFFFF"
        strokeWidth="4"
        strokeLinecap="round"
      />
      {/* signpost with its sign missing */}
      <rect x="416" y="112" width="8" height="112" rx="3" fill="#6B7385" />
      <rect
        x="366"
        y="62"
        width="108"
        height="62"
        rx="10"
        fill="#FFFFFF"
        fillOpacity="0.6"
        stroke="#CC4A0A"
        strokeWidth="3"
        strokeDasharray="9 7"
      />
      <text
        x="420"
        y="107"
        textAnchor="middle"
        fontFamily="'Plus Jakarta Sans Variable', system-ui, sans-serif"
        fontSize="42"
        fontWeight="800"
        fill="#CC4A0A"
      >
        ?
      </text>
      {/* speed lines */}
      <path
        d="M40 168 H78 M28 186 H72 M50 204 H80"
        stroke="#163B7A"
        strokeWidth="4"
        strokeLinecap="round"
        opacity="0.35"
      />
      {/* car */}
      <g>
        <ellipse cx="186" cy="224" rx="98" ry="6" fill="#0B1B3F" opacity="0.35" />
        <path
          d="M95 200 V178 Q97 168 110 165 L140 160 L172 136 Q178 132 188 132 H236 Q246 132 252 140 L268 160 Q277 163 277 172 V200 Q277 205 272 205 H100 Q95 205 95 200 Z"
          fill="#163B7A"
        />
        <path d="M150 160 L176 140 Q180 137 186 137 H206 V160 Z" fill="#CFE0FA" />
        <path d="M213 137 H236 Q243 137 247 143 L259 160 H213 Z" fill="#CFE0FA" />
        <rect x="97" y="180" width="178" height="5" fill="#FF7A1A" />
        <rect x="266" y="166" width="10" height="7" rx="2" fill="#FFC247" />
        <rect x="96" y="168" width="7" height="7" rx="2" fill="#FF7A7A" />
        <rect x="200" y="166" width="12" height="3" rx="1.5" fill="#0B1B3F" opacity="0.5" />
        <circle cx="135" cy="205" r="18" fill="#0B1B3F" />
        <circle cx="135" cy="205" r="7" fill="#C9D0DB" />
        <circle cx="240" cy="205" r="18" fill="#0B1B3F" />
        <circle cx="240" cy="205" r="7" fill="#C9D0DB" />
      </g>
    </svg>
  );
}

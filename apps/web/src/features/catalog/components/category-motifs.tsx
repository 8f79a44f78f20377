/**
 * Hand-drawn motifs for the home page's category tiles: a striped baby rattle, an amigurumi
 * bear, a plant in a crocheted basket and a pair of scrunchies. Pure SVG, no downloads.
 */
import type { ReactNode, SVGProps } from 'react';

function Motif({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 120 120" aria-hidden className="h-24 w-24 drop-shadow-sm sm:h-28 sm:w-28">
      {children}
    </svg>
  );
}

export function RattleMotif() {
  return (
    <Motif>
      <circle cx="78" cy="82" r="17" fill="none" stroke="#c8623a" strokeWidth="7" />
      <path d="M52 58l16 16" stroke="#b7c7ab" strokeWidth="10" strokeLinecap="round" />
      <circle cx="44" cy="44" r="27" fill="#e8b4a6" />
      <g fill="none" stroke="#fdfbf7" strokeWidth="3" strokeLinecap="round" opacity="0.9">
        <path d="M20 38c14 6 34 6 48 0" />
        <path d="M18 48c15 6 37 6 52 0" />
        <path d="M24 58c12 5 28 5 40 0" />
      </g>
      <circle
        cx="44"
        cy="44"
        r="27"
        fill="none"
        stroke="#c8623a"
        strokeOpacity="0.25"
        strokeWidth="2"
      />
      <path
        d="M44 17c3-6 9-8 13-5"
        fill="none"
        stroke="#7d9471"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </Motif>
  );
}

export function BearMotif() {
  return (
    <Motif>
      <circle cx="34" cy="36" r="15" fill="#c8623a" />
      <circle cx="86" cy="36" r="15" fill="#c8623a" />
      <circle cx="34" cy="36" r="7" fill="#e8b4a6" />
      <circle cx="86" cy="36" r="7" fill="#e8b4a6" />
      <circle cx="60" cy="66" r="38" fill="#e07a4f" />
      <ellipse cx="60" cy="80" rx="17" ry="13" fill="#f8dfd2" />
      <ellipse cx="60" cy="74" rx="6" ry="4.5" fill="#2e241f" />
      <path
        d="M60 78v6M54 86c3 3 9 3 12 0"
        fill="none"
        stroke="#2e241f"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <circle cx="45" cy="60" r="4" fill="#2e241f" />
      <circle cx="75" cy="60" r="4" fill="#2e241f" />
      <circle cx="38" cy="72" r="5" fill="#e8b4a6" opacity="0.8" />
      <circle cx="82" cy="72" r="5" fill="#e8b4a6" opacity="0.8" />
    </Motif>
  );
}

export function PlantMotif() {
  return (
    <Motif>
      <g fill="#7d9471">
        <ellipse cx="44" cy="40" rx="9" ry="22" transform="rotate(-30 44 40)" />
        <ellipse cx="76" cy="40" rx="9" ry="22" transform="rotate(30 76 40)" />
        <ellipse cx="60" cy="32" rx="9" ry="24" />
      </g>
      <g fill="none" stroke="#52664a" strokeWidth="2" strokeLinecap="round">
        <path d="M60 14v40M44 24l8 28M76 24l-8 28" />
      </g>
      <path d="M30 58h60l-7 44c-1 5-5 8-10 8H47c-5 0-9-3-10-8z" fill="#eadfd3" />
      <g fill="none" stroke="#c8623a" strokeWidth="3" strokeLinecap="round" strokeDasharray="5 4">
        <path d="M32 68h56" />
        <path d="M34 80h52" />
        <path d="M36 92h48" />
      </g>
      <rect x="26" y="54" width="68" height="9" rx="4.5" fill="#e9a783" />
    </Motif>
  );
}

/** One scrunchie: a thick gathered ring of yarn with a thin darker edge. */
function Scrunchie({ yarn, edge, edgeOpacity, ...circle }: ScrunchieProps) {
  return (
    <>
      <circle {...circle} fill="none" stroke={yarn} strokeWidth="17" strokeDasharray="6 3" />
      <circle {...circle} fill="none" stroke={edge} strokeWidth="2" opacity={edgeOpacity} />
    </>
  );
}

/** Where a scrunchie lies (its circle's own attributes), then its yarn and edge colours. */
type ScrunchieProps = Pick<SVGProps<SVGCircleElement>, 'cx' | 'cy' | 'r'> & {
  yarn: string;
  edge: string;
  edgeOpacity: number;
};

export function ScrunchieMotif() {
  return (
    <Motif>
      <Scrunchie cx={46} cy={52} r={26} yarn="#b7c7ab" edge="#7d9471" edgeOpacity={0.5} />
      <Scrunchie cx={76} cy={76} r={25} yarn="#e8b4a6" edge="#c8623a" edgeOpacity={0.4} />
    </Motif>
  );
}

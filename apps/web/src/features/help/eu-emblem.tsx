/**
 * The "co-funded by the European Union" mark, drawn inline (no image to fetch): the flag, a blue
 * rectangle with a circle of twelve gold stars, and the statement beside it. Estonian pages get
 * the Estonian statement, every other language the English one.
 */
const FLAG_HEIGHT = 60;
const FLAG_WIDTH = 90;
const CENTRE = { x: FLAG_WIDTH / 2, y: FLAG_HEIGHT / 2 };
// The flag's proportions: stars on a circle of a third of the height, each a ninth of it across.
const RING = FLAG_HEIGHT / 3;
const STAR_OUTER = FLAG_HEIGHT / 18;
const STAR_INNER = STAR_OUTER * 0.382;

function starPoints(cx: number, cy: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? STAR_OUTER : STAR_INNER;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(
      `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`,
    );
  }
  return points.join(" ");
}

const STARS = Array.from({ length: 12 }, (_, i) => {
  const angle = (i * Math.PI) / 6;
  return starPoints(CENTRE.x + RING * Math.sin(angle), CENTRE.y - RING * Math.cos(angle));
});

const STATEMENTS = {
  et: ["Kaasrahastanud", "Euroopa Liit"],
  other: ["Co-funded by", "the European Union"],
} as const;

export function EuEmblem({ estonian, className }: { estonian: boolean; className?: string }) {
  const [first, second] = estonian ? STATEMENTS.et : STATEMENTS.other;
  return (
    <svg
      viewBox="0 0 300 60"
      width="300"
      height="60"
      role="img"
      aria-label={`${first} ${second}`}
      className={className}
    >
      <rect width={FLAG_WIDTH} height={FLAG_HEIGHT} fill="#003399" />
      {STARS.map((points) => (
        <polygon key={points} points={points} fill="#ffcc00" />
      ))}
      <g fill="#1b1d1f" fontFamily="Arial, Helvetica, sans-serif" fontSize="17" fontWeight="600">
        <text x={FLAG_WIDTH + 12} y="26">
          {first}
        </text>
        <text x={FLAG_WIDTH + 12} y="48">
          {second}
        </text>
      </g>
    </svg>
  );
}

export const PRODUCT_NAME = 'Categoriza';

const LETTERS = [...PRODUCT_NAME].map((letter, position) => ({
  letter,
  id: `${position}:${letter}`,
  position,
}));

/** The product's name; `animated` raises the letters one by one, then a colour wave runs through them. */
export function BrandName({ animated = false, className = '' }: { animated?: boolean; className?: string }) {
  if (!animated) return <span className={`font-extrabold text-indigo-700 ${className}`}>{PRODUCT_NAME}</span>;
  return (
    <span className={`brand-animated font-extrabold ${className}`} role="img" aria-label={PRODUCT_NAME}>
      {LETTERS.map(({ letter, id, position }) => (
        <span
          key={id}
          aria-hidden="true"
          className="brand-letter"
          style={{ animationDelay: `${position * 70}ms` }}
        >
          {letter}
        </span>
      ))}
    </span>
  );
}

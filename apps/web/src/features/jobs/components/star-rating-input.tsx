import { useId } from 'react';

const RATING_WORDS = ['Buruk sekali', 'Kurang', 'Cukup', 'Bagus', 'Luar biasa'] as const;

type StarRatingInputProps = {
  /** 1–5, or null while none is chosen. */
  value: number | null;
  onChange: (rating: number) => void;
  label?: string;
};

/**
 * Spec §5: a rating chosen from 1 to 5 stars. Five radio buttons ('1 bintang' … '5 bintang'), so
 * arrow keys move between them and screen readers announce a group; drawn as daisyUI's stars.
 */
export function StarRatingInput({ value, onChange, label = 'Rating' }: StarRatingInputProps) {
  const id = useId();
  const legendId = `${id}-legend`;
  const wordId = `${id}-word`;
  return (
    <div className="fieldset py-0">
      <p id={legendId} className="fieldset-legend pt-0 pb-1 text-sm">
        {label}
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div
          role="radiogroup"
          aria-labelledby={legendId}
          aria-describedby={wordId}
          className="rating rating-lg gap-1.5"
        >
          {RATING_WORDS.map((word, index) => {
            const stars = index + 1;
            return (
              <input
                key={stars}
                type="radio"
                name={`${id}-rating`}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                aria-label={`${stars} bintang`}
                title={word}
                className="mask mask-star-2 bg-amber-400"
              />
            );
          })}
        </div>
        <p id={wordId} aria-live="polite" className="text-sm font-semibold text-base-content/75">
          {value ? RATING_WORDS[value - 1] : 'Pilih 1 sampai 5 bintang'}
        </p>
      </div>
    </div>
  );
}

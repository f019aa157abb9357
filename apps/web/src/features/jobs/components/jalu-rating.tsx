import { useState, type FormEvent } from 'react';
import { Card } from '@/components/ui/card';
import { errorMessageOf } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { useJobReview } from '../api/get-job-review';
import { RATE_JALU_SUCCESS_MESSAGE, useRateJalu } from '../api/rate-jalu';

/** 'Beri rating Jalu' after a done job, while the server says it may be given. */
export function RateJaluCard({ jobId }: { jobId: string }) {
  const review = useJobReview(jobId);
  const rate = useRateJalu(jobId);
  const [rating, setRating] = useState(0);
  const [description, setDescription] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  if (!review.data?.canRateJalu) return null;
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (rating < 1) return setProblem('Pilih 1 sampai 5 bintang');
    setProblem(null);
    rate.mutate(
      { rating, description: description.trim() || undefined },
      {
        onSuccess: () => notifySuccess(RATE_JALU_SUCCESS_MESSAGE),
        onError: (error) => setProblem(errorMessageOf(error)),
      },
    );
  };
  return (
    <Card size="lg" title="Beri rating Jalu">
      <p className="mb-3 text-sm text-base-content/80">
        Rating kalian berdua baru terlihat setelah keduanya memberi rating, atau 14 hari setelah
        pekerjaan selesai.
      </p>
      <form noValidate onSubmit={send} className="space-y-3">
        <div className="rating" role="radiogroup" aria-label="Rating Jalu">
          {[1, 2, 3, 4, 5].map((value) => (
            <input
              key={value}
              type="radio"
              name={`rating-jalu-${jobId}`}
              className="mask mask-star-2 bg-amber-400"
              aria-label={`${value} bintang`}
              checked={rating === value}
              onChange={() => setRating(value)}
            />
          ))}
        </div>
        <textarea
          className="textarea w-full"
          aria-label="Ulasan untuk Jalu (opsional)"
          placeholder="Ceritakan pengalamanmu (opsional)"
          maxLength={1000}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
        {problem && (
          <p role="alert" className="text-sm text-error">
            {problem}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={rate.isPending}>
          Kirim rating
        </button>
      </form>
    </Card>
  );
}

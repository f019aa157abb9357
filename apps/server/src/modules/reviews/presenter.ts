import type { BestYasa, Review } from '@bantuin/contract';
import type { reviews } from '../../db/schema.js';

export function presentReview(row: {
  review: typeof reviews.$inferSelect;
  clientName: string | null;
  clientPicture: string | null;
}): Review {
  const { review, clientName, clientPicture } = row;
  return {
    _id: review.id,
    client: { name: clientName, profilePicture: clientPicture },
    rating: review.rating,
    description: review.description,
    images: review.images,
    createdAt: review.createdAt.toISOString(),
  };
}

export const presentBestYasa = (row: {
  id: string;
  name: string | null;
  profilePicture: string | null;
  rating: number | null;
  bio: string | null;
  jobDone: number;
  verified: boolean;
}): BestYasa => ({
  _id: row.id,
  name: row.name,
  profilePicture: row.profilePicture,
  rating: row.rating ?? 0,
  bio: row.bio,
  jobDone: row.jobDone,
  verified: row.verified,
});

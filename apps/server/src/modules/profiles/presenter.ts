import type { ClientProfile, WorkerProfile } from '@bantuin/contract';
import type { ProfileRecord } from './repository.js';

export function presentClientProfile(profile: ProfileRecord): ClientProfile {
  return {
    _id: profile.userId,
    name: profile.name,
    profilePicture: profile.profilePicture,
    dateOfBirth: profile.dateOfBirth,
    address: profile.address,
    userData: { email: profile.email, phoneNumber: profile.phoneNumber },
    emailVerified: profile.emailVerified,
    phoneVerified: profile.phoneVerified,
  };
}

/** `rating` is left out (not null) until the first review: the web shows a "new" badge then. */
export function presentWorkerProfile(profile: ProfileRecord): WorkerProfile {
  return {
    _id: profile.userId,
    name: profile.name,
    profilePicture: profile.profilePicture,
    dateOfBirth: profile.dateOfBirth,
    address: profile.address,
    bio: profile.bio,
    ...(profile.rating === null ? {} : { rating: profile.rating }),
    jobDone: profile.jobDone,
    cancelledJobs: profile.cancelledJobs,
    userData: {
      email: profile.email,
      phoneNumber: profile.phoneNumber,
      createdAt: profile.createdAt.toISOString(),
    },
    emailVerified: profile.emailVerified,
    phoneVerified: profile.phoneVerified,
  };
}

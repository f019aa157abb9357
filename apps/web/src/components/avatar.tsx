import { useState } from 'react';
import defaultAvatarUrl from '@/assets/default-avatar.svg';

export { defaultAvatarUrl };

type AvatarProps = {
  /** The profile picture; missing or broken pictures fall back to the default image. */
  src?: string | null;
  alt: string;
  className?: string;
};

export function Avatar({ src, alt, className = 'size-10' }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : defaultAvatarUrl;
  return (
    <div className="avatar">
      <div className={`${className} rounded-full ring-2 ring-base-300`}>
        <img src={usable} alt={alt} onError={() => src && setFailedSrc(src)} />
      </div>
    </div>
  );
}

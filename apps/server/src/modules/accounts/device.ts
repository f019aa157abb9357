import Bowser from 'bowser';

/** 'Chrome di Windows' from a User-Agent, for 'Perangkat yang masuk'; parsed by bowser. */
export function describeDevice(userAgent: string | undefined): string {
  if (!userAgent) return 'Perangkat tidak dikenal';
  const { browser, os, platform } = Bowser.parse(userAgent.slice(0, 512));
  const browserName = browser.name?.trim();
  const osName = os.name?.trim();
  if (browserName && osName) return `${browserName} di ${osName}`;
  if (browserName) return browserName;
  if (osName) return osName;
  return platform.type === 'mobile' ? 'Ponsel' : 'Perangkat tidak dikenal';
}

/**
 * Who checks an identity submission. The built-in `manual` provider leaves every submission to
 * an operator ('Verifikasi' in the admin console); an eKYC service (KTP OCR, liveness, face
 * match against Dukcapil, e.g. Midtrans' identity verification) plugs in behind the same
 * interface. `fake-ekyc` is its local stand-in for development and tests.
 */
export interface IdentitySubmission {
  nik: string;
  dateOfBirth: string;
  /** Re-encoded images (WebP), as the store keeps them. */
  ktp: Buffer;
  selfie: Buffer;
}

export type IdentityCheck =
  /** Nothing decided: an operator reviews it. */
  | { decision: 'review'; note?: string }
  | { decision: 'approve'; note: string }
  | { decision: 'reject'; note: string; reason: string };

export interface IdentityProvider {
  readonly name: 'manual' | 'fake-ekyc';
  check(submission: IdentitySubmission): Promise<IdentityCheck>;
}

export const manualIdentityProvider: IdentityProvider = {
  name: 'manual',
  async check() {
    return { decision: 'review' };
  },
};

/**
 * Decides at once, like an eKYC service would: a NIK ending in 9999 stands for a face that does
 * not match, 8888 for a service unsure (left to an operator); anything else is approved.
 */
export const fakeEkycProvider: IdentityProvider = {
  name: 'fake-ekyc',
  async check({ nik, ktp, selfie }) {
    if (ktp.length === 0 || selfie.length === 0) {
      return { decision: 'reject', note: 'fake-ekyc: empty image', reason: 'Foto tidak terbaca' };
    }
    if (nik.endsWith('9999')) {
      return {
        decision: 'reject',
        note: 'fake-ekyc: face match 0.12',
        reason: 'Wajah pada swafoto tidak cocok dengan foto KTP',
      };
    }
    if (nik.endsWith('8888')) return { decision: 'review', note: 'fake-ekyc: face match 0.61' };
    return { decision: 'approve', note: 'fake-ekyc: OCR ok, liveness ok, face match 0.97' };
  },
};

export function identityProviderNamed(name: IdentityProvider['name']): IdentityProvider {
  return name === 'fake-ekyc' ? fakeEkycProvider : manualIdentityProvider;
}

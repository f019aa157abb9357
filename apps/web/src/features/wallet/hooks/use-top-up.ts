import type { TopupResponse } from '@bantuin/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { hasStatus } from '@/lib/api-client';
import { fieldErrorsFor } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { toast } from '@/lib/toast';
import { useConfirmTopup } from '../api/confirm-topup';
import { useCreateTopup } from '../api/create-topup';
import { paymentConfigQuery } from '../api/get-payment-config';
import { invalidateWallet } from '../api/keys';
import { loadSnap, type Snap } from '../snap';

/** Spec §4, §5 and §8, in the 'kamu' voice (decision 2026-11-27-indonesian-everywhere). */
export const TOPUP_MESSAGES = {
  emptyAmount: 'Kamu harus masukin dulu nominalnya',
  success: 'Top up berhasil',
  pending: 'Menunggu pembayaranmu',
  failed: 'Pembayaran Gagal!',
  closed: 'Kamu menutup jendela pembayaran sebelum selesai',
} as const;

type TopUpHandlers = {
  /** The popup is about to show: close the top-up modal. */
  onPopupOpen: () => void;
  /** The popup ended, whatever the outcome: clear the amount. */
  onPopupDone: () => void;
};

/**
 * The top-up of spec §4: the server opens a top-up and answers the popup's token; the popup
 * reports the outcome; a success is confirmed to the server, which credits the wallet once.
 */
export function useTopUp({ onPopupOpen, onPopupDone }: TopUpHandlers) {
  const queryClient = useQueryClient();
  const createTopup = useCreateTopup();
  const confirmTopup = useConfirmTopup();
  const [isOpening, setOpening] = useState(false);
  /** The server's sentence about the amount, shown under it in the dialog (not a toast). */
  const [amountError, setAmountError] = useState<string | undefined>();
  /** The last try reached no server: the dialog says so (no toast) and stays open. */
  const [connectionLost, setConnectionLost] = useState(false);

  const confirm = async (topupId: string) => {
    try {
      await confirmTopup.mutateAsync(topupId);
      notifySuccess(TOPUP_MESSAGES.success);
    } catch (error) {
      notifyError(error);
    }
  };

  /** The popup for `topup`; its outcome is told and a success confirmed to the server. */
  function pay(snap: Snap, topup: TopupResponse) {
    snap.pay(topup.trans_token, {
      onSuccess: () => {
        onPopupDone();
        void confirm(topup.topupId);
      },
      onPending: () => {
        onPopupDone();
        toast.info(TOPUP_MESSAGES.pending);
        // The provider may still settle it (its webhook credits the wallet); the pending list
        // shows it meanwhile.
        void invalidateWallet(queryClient);
      },
      onError: () => {
        onPopupDone();
        toast.error(TOPUP_MESSAGES.failed);
      },
      onClose: () => {
        onPopupDone();
        toast.warning(TOPUP_MESSAGES.closed);
        void invalidateWallet(queryClient);
      },
    });
  }

  /** 'Lanjutkan pembayaran' of a pending top-up: the same popup, opened again. */
  async function resume(topup: TopupResponse): Promise<void> {
    try {
      pay(await queryClient.fetchQuery(paymentConfigQuery()).then(loadSnap), topup);
    } catch (error) {
      notifyError(error);
    }
  }

  async function start(amountText: string): Promise<void> {
    if (amountText.trim() === '') {
      toast.info(TOPUP_MESSAGES.emptyAmount);
      return;
    }
    setOpening(true);
    setAmountError(undefined);
    setConnectionLost(false);
    try {
      // The popup script loads while the server opens the top-up (both are needed next).
      const [topup, snap] = await Promise.all([
        createTopup.mutateAsync({ amount: Number(amountText) }),
        queryClient.fetchQuery(paymentConfigQuery()).then(loadSnap),
      ]);
      onPopupOpen();
      pay(snap, topup);
    } catch (error) {
      const [amountProblem] = fieldErrorsFor(error, ['amount'] as const);
      if (amountProblem) setAmountError(amountProblem[1]);
      else if (hasStatus(error, 0)) setConnectionLost(true);
      else notifyError(error);
    } finally {
      setOpening(false);
    }
  }

  return {
    start,
    resume,
    isOpening,
    isConfirming: confirmTopup.isPending,
    amountError,
    connectionLost,
    clearAmountError: () => setAmountError(undefined),
  };
}

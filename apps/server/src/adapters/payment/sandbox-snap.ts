/**
 * The sandbox's stand-in for Midtrans' snap.js: `window.snap.pay(token, callbacks)` shows a
 * dialog with the amount and the outcomes a real popup can have. Plain DOM, no inline handlers,
 * so it runs under the app's strict CSP.
 */
export const SANDBOX_SNAP_JS = `(() => {
  const rupiah = new Intl.NumberFormat('id-ID', { style: 'currency', currency: 'IDR', maximumFractionDigits: 0 });
  const el = (tag, props, children) => {
    const node = Object.assign(document.createElement(tag), props || {});
    (children || []).forEach((child) => node.append(child));
    return node;
  };
  const button = (text, background, color) => {
    const b = el('button', { type: 'button', textContent: text });
    b.style.cssText = 'padding:10px 14px;border-radius:10px;border:0;font:600 15px system-ui,sans-serif;cursor:pointer;background:' + background + ';color:' + color;
    return b;
  };
  async function pay(token, callbacks) {
    const cb = callbacks || {};
    const base = '/payment/sandbox/' + encodeURIComponent(token);
    let payment;
    try {
      const res = await fetch(base);
      if (!res.ok) throw new Error('unknown token');
      payment = await res.json();
    } catch (e) {
      if (cb.onError) cb.onError({ status_code: '404', status_message: 'Transaksi tidak ditemukan' });
      return;
    }
    const overlay = el('div', { id: 'sandbox-snap', role: 'dialog' });
    overlay.setAttribute('aria-modal', 'true');
    overlay.setAttribute('aria-label', 'Pembayaran sandbox');
    overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:rgba(15,23,42,.55);display:flex;align-items:center;justify-content:center;font-family:system-ui,sans-serif';
    const card = el('div');
    card.style.cssText = 'background:#fff;color:#0f172a;border-radius:16px;padding:24px;width:min(92vw,360px);box-shadow:0 20px 50px rgba(0,0,0,.3);display:flex;flex-direction:column;gap:12px;position:relative';
    const close = button('×', 'transparent', '#475569');
    close.setAttribute('aria-label', 'Tutup');
    close.style.cssText += ';position:absolute;top:8px;right:8px;font-size:22px;padding:4px 10px';
    const title = el('h2', { textContent: 'Pembayaran Sandbox' });
    title.style.cssText = 'margin:0;font-size:18px';
    const note = el('p', { textContent: 'Uang mainan untuk uji coba, bukan uang sungguhan.' });
    note.style.cssText = 'margin:0;font-size:13px;color:#64748b';
    const amount = el('p', { textContent: rupiah.format(payment.amount) });
    amount.setAttribute('data-testid', 'sandbox-amount');
    amount.style.cssText = 'margin:4px 0;font-size:26px;font-weight:700';
    // #15803d: white text on it passes AA (5.0:1); #16a34a did not (3.3:1).
    const payButton = button('Bayar', '#15803d', '#fff');
    const laterButton = button('Bayar nanti', '#f1f5f9', '#0f172a');
    const failButton = button('Gagal', '#fee2e2', '#b91c1c');
    card.append(close, title, note, amount, payButton, laterButton, failButton);
    overlay.append(card);
    document.body.append(overlay);
    const finish = () => overlay.remove();
    const choose = (outcome, callback) => async () => {
      [payButton, laterButton, failButton].forEach((b) => (b.disabled = true));
      try {
        const res = await fetch(base, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ outcome }),
        });
        const result = await res.json();
        finish();
        if (!res.ok) { if (cb.onError) cb.onError(result); return; }
        if (callback) callback(result);
      } catch (e) {
        finish();
        if (cb.onError) cb.onError({ status_code: '500', status_message: String(e) });
      }
    };
    payButton.addEventListener('click', choose('settlement', cb.onSuccess));
    laterButton.addEventListener('click', choose('pending', cb.onPending));
    failButton.addEventListener('click', choose('deny', cb.onError));
    close.addEventListener('click', () => { finish(); if (cb.onClose) cb.onClose(); });
  }
  window.snap = { pay };
})();
`;

import { formatIDR, type Role } from '@bantuin/contract';
import type { ReactNode } from 'react';
import { PageTop } from '@/components/ui/page-header';
import { ContactUs } from '@/features/support/components/contact-us';
import { usePayoutConfig } from '@/features/wallet/api/get-payout-config';
import { useAppConfig } from '@/lib/app-config';
import { paths } from '@/lib/paths';

function Topic({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-judul`} className="rounded-box bg-base-100 p-4">
      <h2 id={`${id}-judul`} className="mb-2 text-lg font-bold">
        {title}
      </h2>
      <div className="space-y-2 text-sm leading-relaxed">{children}</div>
    </section>
  );
}

/**
 * 'Bantuan': answers to the questions people really ask, with this server's own numbers (fees,
 * cancellation, withdrawals) from /config and /payout/config.
 */
export function HelpPage({ role }: { role: Role }) {
  const config = useAppConfig().data;
  const payout = usePayoutConfig().data;
  const home = role === 'jalu' ? paths.jalu.home : paths.yasa.home;
  const adminFee = config ? formatIDR(config.adminFee) : 'biaya admin';
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <PageTop
        title="Bantuan"
        back={{ to: home, label: 'Beranda' }}
        description="Jawaban untuk pertanyaan yang paling sering ditanyakan Jalu dan Yasa."
      />
      <nav aria-label="Topik bantuan" className="flex flex-wrap gap-2 text-sm">
        {[
          ['biaya', 'Biaya'],
          ['pembatalan', 'Pembatalan'],
          ['komplain', 'Komplain'],
          ['penarikan', 'Tarik saldo'],
          ['verifikasi', 'Verifikasi'],
          ['keamanan', 'Tips keamanan'],
          ['hubungi-kami', 'Hubungi kami'],
        ].map(([id, label]) => (
          <a key={id} className="btn btn-sm btn-outline" href={`#${id}`}>
            {label}
          </a>
        ))}
      </nav>
      <Topic id="biaya" title="Berapa biayanya?">
        <p>
          Jalu membayar biaya pekerjaan yang ditulisnya sendiri ditambah biaya admin {adminFee} per
          pesanan. Uangnya ditahan Bantuin sejak pesanan dibuat dan baru diteruskan ke Yasa setelah
          pekerjaan selesai.
        </p>
        <p>Yasa menerima seluruh biaya pekerjaan; biaya admin tidak dipotong dari bagian Yasa.</p>
      </Topic>
      <Topic id="pembatalan" title="Bagaimana kalau pesanan dibatalkan?">
        <p>
          Selama belum ada Yasa yang diterima, Jalu bisa membatalkan kapan saja dan seluruh uang
          kembali ke saldo.
        </p>
        <p>
          Setelah Yasa diterima, pembatalan gratis bila waktu pengerjaan masih lebih dari{' '}
          {config?.freeCancelHours ?? 2} jam lagi, atau bila Yasa tidak datang. Bila lebih mepet,
          Yasa menerima ganti rugi {config?.lateCancelPercent ?? 20}% dari biaya pekerjaan dan
          sisanya kembali ke Jalu.
        </p>
        <p>Yasa yang mundur setelah diterima tercatat di profilnya sebagai “Mundur”.</p>
      </Topic>
      <Topic id="komplain" title="Pekerjaan tidak sesuai, bagaimana komplain?">
        <p>
          Setelah Yasa mengirim bukti, Jalu bisa mengonfirmasi atau mengajukan Komplain dengan
          alasan dan foto. Yasa boleh menanggapi, lalu petugas Bantuin memutuskan pembagian biaya.
          Selama komplain berjalan uangnya tetap ditahan.
        </p>
        <p>
          Bila Jalu tidak menanggapi bukti dalam {config?.autoReleaseHours ?? 48} jam, biaya
          diteruskan ke Yasa secara otomatis.
        </p>
      </Topic>
      <Topic id="penarikan" title="Tarik saldo: berapa biayanya dan berapa lama?">
        <p>
          Minimal penarikan {payout ? formatIDR(payout.min) : 'sesuai ketentuan'} dengan biaya{' '}
          {payout ? formatIDR(payout.fee) : 'transfer'} per penarikan. Uang dikirim ke rekening bank
          atau dompet digital yang kamu simpan; biasanya masuk dalam beberapa menit.
        </p>
        <p>
          Yang bisa ditarik hanya uang hasil pekerjaan. Saldo dari isi ulang dikembalikan lewat
          “Kembalikan saldo” ke pembayaran asalnya. Setelah mengganti rekening tujuan, penarikan
          ditahan sementara demi keamanan akunmu.
        </p>
        {role === 'yasa' && <p>Yasa perlu terverifikasi (KTP) sebelum bisa menarik saldo.</p>}
      </Topic>
      <Topic id="verifikasi" title="Apa itu Yasa Terverifikasi?">
        <p>
          Yasa mengirim NIK, foto KTP, dan swafoto sambil memegang KTP. Petugas Bantuin
          memeriksanya, lalu lencana Terverifikasi tampil di profil dan daftar pelamar.
        </p>
        <p>
          Foto disimpan terenkripsi, hanya dibuka petugas, dan dihapus 30 hari setelah keputusan.
          Setelah itu yang tersisa hanya hasilnya dan 4 angka terakhir NIK.
        </p>
      </Topic>
      <Topic id="keamanan" title="Tips keamanan">
        <ul className="list-disc space-y-1 ps-5">
          <li>Bayar dan terima uang hanya lewat Bantuin; jangan transfer di luar aplikasi.</li>
          <li>
            Jangan bagikan kata sandi atau kode apa pun, termasuk kepada yang mengaku petugas.
          </li>
          <li>Utamakan Yasa Terverifikasi dan baca ulasannya sebelum menerima.</li>
          <li>Simpan percakapan di obrolan Bantuin supaya bisa diperiksa bila ada masalah.</li>
          <li>
            Merasa tidak aman? Pakai “Laporkan” dan “Blokir” di profil, pesanan, atau pesan. Dalam
            keadaan darurat hubungi 112.
          </li>
        </ul>
      </Topic>
      <ContactUs />
    </div>
  );
}

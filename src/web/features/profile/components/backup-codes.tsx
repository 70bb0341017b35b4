import { Copy, Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';

export const BACKUP_CODES_FILE_NAME = 'quantleap-backup-codes.txt';

/** What the copied text and the downloaded file say: the codes alone would mean nothing in a year. */
export function backupCodesText(codes: readonly string[], issuedOn = new Date()): string {
  return [
    'QuantLeap two-factor backup codes',
    `Issued ${issuedOn.toISOString().slice(0, 10)}. Each code works once, in place of a code from your app.`,
    '',
    ...codes,
    '',
  ].join('\n');
}

/**
 * The backup codes shown once at enrolment, with ways to keep them that do not rely on copying by hand: Copy
 * (clipboard, with a confirmation a screen reader hears too) and Download (a .txt file made in the browser).
 */
export function BackupCodes({ codes }: { codes: readonly string[] }) {
  const [status, setStatus] = useState('');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(backupCodesText(codes));
      setStatus('Backup codes copied to the clipboard.');
    } catch {
      // No clipboard (an insecure origin, or permission refused): the codes are on screen to select by hand.
      setStatus('Could not copy: select the codes above and copy them, or download them.');
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([backupCodesText(codes)], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = BACKUP_CODES_FILE_NAME;
    link.click();
    // The click has started the download; the URL is no longer needed (and would keep the codes in memory).
    setTimeout(() => URL.revokeObjectURL(url), 0);
    setStatus(`Backup codes saved as ${BACKUP_CODES_FILE_NAME}.`);
  };

  return (
    <div>
      <p className="text-sm font-medium">Backup codes</p>
      <p className="text-xs text-muted">Each works once if you lose your phone. Keep them somewhere safe.</p>
      <ul className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm" aria-label="Backup codes">
        {codes.map((backup) => (
          <li key={backup}>{backup}</li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden /> Copy codes
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={download}>
          <Download aria-hidden /> Download .txt
        </Button>
      </div>
      <p role="status" className="mt-2 min-h-5 text-xs text-muted">
        {status}
      </p>
    </div>
  );
}

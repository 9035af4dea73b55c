import { Button, Flex } from '@chakra-ui/react';
import { useState } from 'react';
import type { PayslipTemplate } from '../../../../shared/api/payslip-documents';
import type { Payslip } from '../../../../shared/api/payroll-payslips';
import { saveBlob } from '../../../lib/save-blob';
import { registerRequests } from '../api/register-requests';

export const TEMPLATE_LABELS: Record<PayslipTemplate, string> = {
  standard: 'Standard',
  plants: 'Plants (half sheet)',
  aceho: 'Detailed (Aceho)',
};

interface PayslipTemplateActionsProps {
  payslip: Payslip;
  template: PayslipTemplate;
  onError: (message: string) => void;
}

/**
 * The payslip's PDF in one print layout: downloaded, or opened in a tab of its own to print
 * (the page's content policy keeps PDFs out of frames, so it cannot print in place).
 */
export function PayslipTemplateActions({
  payslip,
  template,
  onError,
}: PayslipTemplateActionsProps) {
  const [busy, setBusy] = useState<'download' | 'print' | null>(null);

  const fetchPdf = async (action: 'download' | 'print') => {
    // Opened before the request, while the click still counts, so no pop-up blocker stops it.
    const tab = action === 'print' ? window.open('', '_blank') : null;
    setBusy(action);
    try {
      const { blob, filename } = await registerRequests.payslipPdf(
        payslip.cutoff.id,
        payslip.employeeNumber,
        template,
      );
      if (tab) {
        const url = URL.createObjectURL(blob);
        tab.location.href = url;
        window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
      } else
        saveBlob(
          blob,
          filename ?? `payslip-${payslip.employeeNumber}-${payslip.cutoff.periodEnd}.pdf`,
        );
    } catch (error) {
      tab?.close();
      onError(error instanceof Error ? error.message : 'The PDF could not be made.');
    } finally {
      setBusy(null);
    }
  };

  return (
    <Flex gap="2">
      <Button
        variant="outline"
        loading={busy === 'print'}
        loadingText="Opening"
        disabled={busy !== null}
        onClick={() => void fetchPdf('print')}
      >
        Print
      </Button>
      <Button
        variant="outline"
        loading={busy === 'download'}
        loadingText="Downloading"
        disabled={busy !== null}
        onClick={() => void fetchPdf('download')}
      >
        Download PDF
      </Button>
    </Flex>
  );
}

import { Button, Menu, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { PAYSLIP_TEMPLATES, type PayslipTemplate } from '../../../../shared/api/payslip-documents';
import type { Payslip } from '../../../../shared/api/payroll-payslips';
import { saveBlob } from '../../../lib/save-blob';
import { registerRequests } from '../api/register-requests';
import { TEMPLATE_LABELS } from './payslip-template-actions';

interface PayslipPdfMenuProps {
  payslip: Payslip;
  onError: (message: string) => void;
}

/** The payslip as a PDF, in one of the three print layouts. */
export function PayslipPdfMenu({ payslip, onError }: PayslipPdfMenuProps) {
  const [busy, setBusy] = useState(false);

  const download = async (template: PayslipTemplate) => {
    setBusy(true);
    try {
      const { blob, filename } = await registerRequests.payslipPdf(
        payslip.cutoff.id,
        payslip.employeeNumber,
        template,
      );
      saveBlob(
        blob,
        filename ?? `payslip-${payslip.employeeNumber}-${payslip.cutoff.periodEnd}.pdf`,
      );
    } catch (error) {
      onError(error instanceof Error ? error.message : 'The download failed.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Menu.Root onSelect={({ value }) => void download(value as PayslipTemplate)}>
      <Menu.Trigger asChild>
        <Button variant="outline" loading={busy} loadingText="Downloading">
          Download PDF
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {PAYSLIP_TEMPLATES.map((template) => (
              <Menu.Item key={template} value={template}>
                {TEMPLATE_LABELS[template]}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

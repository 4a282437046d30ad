import { useState } from 'react';
import type { OperatorProfile } from '@athar/contract/operator/auth';
import { FormField } from '../../../components/forms/form-field';
import { useDataDocumentTitle } from '../../../hooks/use-data-document-title';
import { figuresConsoleMessages as text } from '../../../lib/messages/figures';
import { FiguresDashboard } from '../../../components/figures/figures-dashboard';
import { defaultFiguresRange } from '../../../components/figures/figures-range';
import { useOperatorFigures, useOperatorFiguresCsv, type OperatorFiguresRange } from '../api/figures';
import { PageHeading } from './page-heading';

/** /operator/dashboard «الأرقام» (finance, admin): every charity's figures, or one charity's. */
export function OperatorFiguresPage({ operator }: { operator: OperatorProfile }) {
  useDataDocumentTitle(text.title);
  const [range, setRange] = useState<OperatorFiguresRange>(() => defaultFiguresRange());
  const [charity, setCharity] = useState('');
  const figures = useOperatorFigures(operator.id, range);
  const csv = useOperatorFiguresCsv();
  const ngoId = /^[1-9][0-9]{0,8}$/.test(charity.trim()) ? Number(charity.trim()) : undefined;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <PageHeading title={text.title} lead={text.operatorLead} />
      <div className="mt-4">
        <FiguresDashboard
          range={range}
          onRange={(next) => setRange({ ...next, ngo_id: ngoId })}
          query={figures}
          onDownload={() => csv.mutate(range)}
          downloading={csv.isPending}
          perCharity
          extraFields={
            <FormField
              label={text.range.charity}
              hint={text.range.charityHint}
              inputMode="numeric"
              dir="ltr"
              value={charity}
              onChange={(event) => setCharity(event.target.value)}
            />
          }
        />
      </div>
    </div>
  );
}

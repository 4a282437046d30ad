import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { figuresConsoleMessages as text } from '../../../lib/messages/figures';
import { FiguresDashboard } from '../../../components/figures/figures-dashboard';
import { defaultFiguresRange, type FiguresRange } from '../../../components/figures/figures-range';
import { useCharityFigures, useCharityFiguresCsv } from '../api/figures';

/** /charity/dashboard «الأرقام» (finance, admin): the charity's own figures. */
export function CharityFiguresPage() {
  const [range, setRange] = useState<FiguresRange>(() => defaultFiguresRange());
  const figures = useCharityFigures(range);
  const csv = useCharityFiguresCsv();
  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:py-8">
      <PageHeader title={text.title} lead={text.charityLead} />
      <FiguresDashboard
        range={range}
        onRange={setRange}
        query={figures}
        onDownload={() => csv.mutate(range)}
        downloading={csv.isPending}
        perCharity={false}
      />
    </section>
  );
}

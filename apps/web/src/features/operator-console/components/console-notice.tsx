import { Link } from 'react-router';
import { textLink } from '../../../components/button-classes';
import { operatorConsoleMessages } from '../../../lib/messages/operator';
import { OPERATOR_PATHS } from '../operator-paths';
import { useDataDocumentTitle } from '../../../hooks/use-data-document-title';

/** A console address this operator cannot open (a duty they lack) or that does not exist. */
export function ConsoleNotice({ title, text, back }: { title: string; text: string; back: string }) {
  useDataDocumentTitle(title);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
      <p className="text-muted">{text}</p>
      <Link to={OPERATOR_PATHS.overview} className={textLink}>
        {back}
      </Link>
    </div>
  );
}

/** The screen of a section whose duty the operator does not hold: said, and nothing asked of the server. */
export function NoPermission({ title }: { title: string }) {
  const words = operatorConsoleMessages.noPermission;
  return <ConsoleNotice title={title} text={words.text} back={words.back} />;
}

/** A titled block of prose on an information page. */
export interface InfoSection {
  title: string;
  paragraphs: string[];
}

/** A numbered step (How it works, Success tips). */
export interface InfoStep {
  title: string;
  text: string;
}

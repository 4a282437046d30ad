/** Text made safe inside HTML and its quoted attributes: & < > " ' as numeric character references. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

import type { GraphiqlTab } from '../areas/shared/area.js';

/**
 * A tab as production's GraphiQL shows it, on a real account with no sandbox to take ids from: its id variables hold
 * placeholders (`0`, "app id"), so the tab opens with a note naming them and the operation to run first, and that
 * operation (the area's `ids`, listing the account's records with the ids the variables need) at its end, where it
 * leaves the tab's title alone.
 */

const WIDTH = 80;

/** The tab's text for a real account; `placeholders` are the variables it declares that hold a placeholder. */
export function firstRunQuery(tab: GraphiqlTab, placeholders: readonly string[]): string {
  if (tab.ids === undefined || placeholders.length === 0) return tab.query;
  const operation = /query\s+(\w+)/.exec(tab.ids)?.[1] ?? 'the last operation';
  const note =
    `On your own account, run ${operation} first (the last operation here; Run asks which one): ` +
    `it lists the ids this tab needs. Put them into the variables ${placeholders.map((name) => `"${name}"`).join(', ')} ` +
    '(they hold placeholders until then), then run the others.';
  return `${comment(note)}\n#\n${tab.query}\n\n${tab.ids}`;
}

/** Text as `#` lines of at most WIDTH characters. */
function comment(text: string): string {
  const lines: string[] = [];
  let line = '#';
  for (const word of text.split(' ')) {
    if (line.length + 1 + word.length > WIDTH) {
      lines.push(line);
      line = '#';
    }
    line += ` ${word}`;
  }
  return [...lines, line].join('\n');
}

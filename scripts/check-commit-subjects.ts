// Commit subjects are at most 72 characters, so `git log --oneline` can be scanned (issue 31,
// item 7); details go in the body. Checks every commit after 312b999 (the baseline); when
// that commit is not an ancestor of HEAD (a shallow clone), says so and checks HEAD alone.
// Run with `npx tsx scripts/check-commit-subjects.ts`.
import { execFileSync } from 'node:child_process';

export const MAX_SUBJECT = 72;
const BASELINE = '312b999';

const git = (...args: string[]) =>
  execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

function hasBaseline(): boolean {
  try {
    git('merge-base', '--is-ancestor', BASELINE, 'HEAD');
    return true;
  } catch {
    return false;
  }
}

let range: string[];
if (hasBaseline()) range = [`${BASELINE}..HEAD`];
else {
  console.warn(
    `Commit subjects: ${BASELINE} is not an ancestor of HEAD (shallow clone?); HEAD only.`,
  );
  range = ['-1', 'HEAD'];
}

const commits = git('log', '--format=%H%x09%s', ...range)
  .split('\n')
  .filter(Boolean)
  .map((line) => {
    const [hash, ...subject] = line.split('\t');
    return { hash: hash!, subject: subject.join('\t') };
  });
const long = commits.filter((c) => [...c.subject].length > MAX_SUBJECT);

if (long.length) {
  console.error(`Commit subjects over ${MAX_SUBJECT} characters (${long.length}):`);
  for (const c of long)
    console.error(`  ${c.hash.slice(0, 7)} (${[...c.subject].length}) ${c.subject}`);
  process.exit(1);
}
console.info(`Commit subjects: ${commits.length} checked, all within ${MAX_SUBJECT} characters.`);

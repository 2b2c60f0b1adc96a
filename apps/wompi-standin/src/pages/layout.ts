// The frame of every page the payer sees: one self-contained document (no external assets, so it
// works offline) that reads well on a phone.
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1d2433;background:#eef1f6}
main{max-width:30rem;margin:0 auto;padding:1rem}
header{background:#2c2a6b;color:#fff;padding:.75rem 1rem;font-weight:600}
.card{background:#fff;border-radius:.75rem;padding:1rem 1.25rem;margin:0 0 1rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.4rem;margin:.25rem 0 .75rem}
h2{font-size:1.1rem;margin:0 0 .5rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0}
dt{color:#5a6275}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.amount{font-size:1.6rem}
label{display:block;margin:.5rem 0 .25rem}
input,select,button{font:inherit;width:100%;padding:.6rem .75rem;border-radius:.5rem;border:1px solid #9aa3b5}
button{margin-top:.75rem;background:#2c2a6b;color:#fff;border:0;font-weight:600;cursor:pointer}
.hint{color:#5a6275;font-size:.9rem;margin:.25rem 0 0}
.status{font-size:1.3rem;font-weight:700}
.APPROVED{color:#11703a}.DECLINED,.ERROR,.refused{color:#a61b1b}.PENDING{color:#8a5a00}.VOIDED{color:#5a6275}
`;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** `$ 1.234.567` as Colombians write pesos, with `,50` only when there are centavos. */
export function formatCop(amountInCents: number): string {
  const pesos = Math.floor(amountInCents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const cents = amountInCents % 100;
  return `$ ${pesos}${cents ? `,${String(cents).padStart(2, '0')}` : ''}`;
}

/** `head` is for extras such as a refresh; `body` is trusted HTML, so escape what goes in it. */
export function page(title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
${head}<style>${STYLE}</style>
</head>
<body>
<header>Wompi · sandbox local</header>
<main>
${body}
</main>
</body>
</html>
`;
}
